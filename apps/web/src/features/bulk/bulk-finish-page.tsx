import { useTranslation } from 'react-i18next';
import { useRuntimeConfig } from '../../shared/config/runtime-config';
import { CompletionPanel } from '../../shared/ui/completion-panel';
import { Icon } from '../../shared/ui/icon';

/** Bulk thank-you (docs/spec.md §2): thanks and a link button to the Service Cloud. */
export function BulkFinishPage() {
  const { t } = useTranslation();
  const { links } = useRuntimeConfig();
  return (
    <CompletionPanel title={t('bulk.finish.title')}>
      <p>{t('bulk.finish.text')}</p>
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
    </CompletionPanel>
  );
}
