import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useOutboxSummary } from '../../shared/outbox/outbox-summary';
import { usePaths } from '../../shared/routing/use-paths';
import { Icon } from '../../shared/ui/icon';
import styles from './outbox-link.module.css';

/**
 * The header's way to the installer's kept registrations, with how many still wait for a
 * signal; shown only while the outbox holds something.
 */
export function OutboxLink() {
  const { t } = useTranslation();
  const paths = usePaths();
  const { waiting, total } = useOutboxSummary();
  if (total === 0) return null;
  return (
    <Link
      to={paths.outbox()}
      className={styles.link}
      data-waiting={waiting > 0}
      aria-label={t('outbox.headerLink', { waiting })}
    >
      <Icon name="upload" size={20} />
      <span className={styles.text} aria-hidden="true">
        {t('outbox.headerText')}
      </span>
      <span className={styles.count} aria-hidden="true">
        {waiting}
      </span>
    </Link>
  );
}
