import { useTranslation } from 'react-i18next';
import type { SecretRevealTexts } from './secret-reveal';

/** The texts around a webhook secret shown once: a new endpoint's, or a rotated one. */
export function useWebhookSecretTexts(kind: 'created' | 'rotated'): SecretRevealTexts {
  const { t } = useTranslation('console');
  return {
    title:
      kind === 'created' ? t('webhooks.secret.createdTitle') : t('webhooks.secret.rotatedTitle'),
    note: kind === 'created' ? t('webhooks.secret.note') : t('webhooks.secret.rotatedNote'),
    label: t('webhooks.secret.label'),
    copy: t('webhooks.secret.copy'),
    copied: t('webhooks.secret.copied'),
    copyFailed: t('webhooks.secret.copyFailed'),
    dismiss: t('webhooks.secret.dismiss'),
  };
}
