import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useRuntimeConfig } from '../../shared/config/runtime-config';
import { usePaths } from '../../shared/routing/use-paths';
import { CompletionPanel } from '../../shared/ui/completion-panel';
import { Icon } from '../../shared/ui/icon';
import styles from './bulk-finish-page.module.css';
import { RegisteredDevices } from './registered-devices';

/** What the import stored, handed over by step 4 (absent after a reload of this page). */
export interface BulkCounts {
  /** The stored batch (absent in a state kept before the id was handed over). */
  batchId?: string;
  registered: number;
  alreadyRegistered: number;
  /** Rows with errors kept in "Envois en attente" while these went on (absent: none). */
  keptToFix?: number;
}

function countsOf(state: unknown): BulkCounts | null {
  if (typeof state !== 'object' || state === null) return null;
  const { batchId, registered, alreadyRegistered, keptToFix } = state as Partial<BulkCounts>;
  if (typeof registered !== 'number' || typeof alreadyRegistered !== 'number') return null;
  return {
    registered,
    alreadyRegistered,
    ...(typeof batchId === 'string' && { batchId }),
    ...(typeof keptToFix === 'number' && { keptToFix }),
  };
}

/**
 * Bulk thank-you (docs/spec.md §2): thanks, what the import stored (the rows the company had
 * registered before are counted apart, the rows kept to fix later link to them), the devices it registered, the way on to "Mes
 * installations" and a link button to the Service Cloud.
 */
export function BulkFinishPage() {
  const { t } = useTranslation();
  const { links } = useRuntimeConfig();
  const paths = usePaths();
  const counts = countsOf(useLocation().state);
  return (
    <CompletionPanel title={t('bulk.finish.title')}>
      <p>{t('bulk.finish.text')}</p>
      {counts !== null && (
        <ul className={styles.counts}>
          {(counts.registered > 0 || counts.alreadyRegistered === 0) && (
            <li>{t('bulk.finish.registered', { count: counts.registered })}</li>
          )}
          {counts.alreadyRegistered > 0 && (
            <li>{t('bulk.finish.alreadyRegistered', { count: counts.alreadyRegistered })}</li>
          )}
          {(counts.keptToFix ?? 0) > 0 && (
            <li>
              <Link to={paths.outbox()}>
                {t('bulk.finish.keptToFix', {
                  count: counts.keptToFix,
                  outbox: t('header.outbox'),
                })}
              </Link>
            </li>
          )}
        </ul>
      )}
      {counts?.batchId !== undefined && counts.registered > 0 && (
        <RegisteredDevices batchId={counts.batchId} count={counts.registered} />
      )}
      <div className={styles.actions}>
        <Link className="button button-secondary" to={paths.myInstallations()}>
          {t('header.myInstallations')}
        </Link>
        <a
          className="button button-primary"
          href={links.serviceCloud}
          target="_blank"
          rel="noreferrer"
        >
          {t('bulk.finish.serviceCloud')}
          <Icon name="external" size={18} />
          <span className="visually-hidden">{t('footer.newTab')}</span>
        </a>
      </div>
    </CompletionPanel>
  );
}
