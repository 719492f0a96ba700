import { useTranslation } from 'react-i18next';
import { CompletionPanel } from '../../shared/ui/completion-panel';

/** End-user thank-you (spec §2): thanks and the request to confirm the account by e-mail. */
export function EndUserThankYouPage() {
  const { t } = useTranslation();
  return (
    <CompletionPanel title={t('thankYou.title')}>
      <p>{t('thankYou.endUserText')}</p>
    </CompletionPanel>
  );
}
