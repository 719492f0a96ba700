import { useTranslation } from 'react-i18next';
import { useRuntimeConfig } from '../../shared/config/runtime-config';
import { CompletionPanel } from '../../shared/ui/completion-panel';
import { Icon } from '../../shared/ui/icon';

/** Installer thank-you (spec §2): thanks and the link to the customer portal. */
export function InstallerThankYouPage() {
  const { t } = useTranslation();
  const { links } = useRuntimeConfig();
  return (
    <CompletionPanel title={t('thankYou.title')}>
      <p>{t('thankYou.installerText')}</p>
      <a
        className="button button-secondary"
        href={links.customerPortal}
        target="_blank"
        rel="noreferrer"
      >
        {t('thankYou.customerPortal')}
        <Icon name="external" size={18} />
        <span className="visually-hidden">{t('footer.newTab')}</span>
      </a>
    </CompletionPanel>
  );
}
