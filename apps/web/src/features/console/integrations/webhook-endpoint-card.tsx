import type { WebhookEndpoint } from '@pr/contracts/webhooks';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  deleteWebhookEndpoint,
  rotateWebhookSecret,
  setWebhookEndpointPaused,
  webhookEndpointsQuery,
} from '../api/webhooks-api';
import { ConfirmAction } from '../ui/confirm-action';
import { formatDateTime } from '../ui/format';
import styles from '../ui/cards.module.css';
import { SecretReveal } from './secret-reveal';
import { useEventTypeText } from './use-event-type-text';
import { useWebhookSecretTexts } from './use-webhook-secret-texts';
import { WebhookDeliveries } from './webhook-deliveries';

/** Why an endpoint gets nothing: disabled by the server (410 Gone, days of failures). */
function DisabledNotice({ endpoint }: { endpoint: WebhookEndpoint }) {
  const { t, i18n } = useTranslation('console');
  return (
    <div className={styles.alert} role="alert">
      <p className={styles.alertTitle}>
        {endpoint.failingSince === null
          ? t('webhooks.endpoint.disabled')
          : t('webhooks.endpoint.disabledSince', {
              date: formatDateTime(endpoint.failingSince, i18n.language),
            })}
      </p>
      {endpoint.disabledReason !== null && (
        <p>{t('webhooks.endpoint.disabledReason', { reason: endpoint.disabledReason })}</p>
      )}
      <p>{t('webhooks.endpoint.disabledHelp')}</p>
    </div>
  );
}

/**
 * One endpoint: where it sends, what, whether it is active (and, if it was disabled, why and
 * since when), its actions, and its recent deliveries on request.
 */
export function WebhookEndpointCard({ endpoint }: { endpoint: WebhookEndpoint }) {
  const { t, i18n } = useTranslation('console');
  const queryClient = useQueryClient();
  const secretTexts = useWebhookSecretTexts('rotated');
  const eventTypeText = useEventTypeText();
  const titleId = useId();
  const deliveriesId = useId();
  const [rotatedSecret, setRotatedSecret] = useState<string | null>(null);
  const [showDeliveries, setShowDeliveries] = useState(false);
  const [failed, setFailed] = useState(false);
  const [sending, setSending] = useState(false);
  /** Runs an action, then reloads the endpoints; a failure is said under the actions. */
  const act = async (action: () => Promise<unknown>) => {
    setSending(true);
    setFailed(false);
    try {
      await action();
      await queryClient.invalidateQueries({ queryKey: webhookEndpointsQuery.queryKey });
    } catch {
      setFailed(true);
    } finally {
      setSending(false);
    }
  };
  const disabled = endpoint.status === 'disabled';
  return (
    <section className={styles.card} data-status={endpoint.status} aria-labelledby={titleId}>
      <div className={styles.cardHeader}>
        <h2 id={titleId} className={styles.cardTitle}>
          {endpoint.url}
        </h2>
        <span className={styles.badge} data-status={endpoint.status}>
          {t(`webhooks.status.${endpoint.status}`)}
        </span>
      </div>
      {disabled && <DisabledNotice endpoint={endpoint} />}
      {!disabled && endpoint.failingSince !== null && (
        <p className={styles.warning}>
          {t('webhooks.endpoint.failingSince', {
            date: formatDateTime(endpoint.failingSince, i18n.language),
          })}
        </p>
      )}
      <p className={styles.description}>
        {endpoint.description || (
          <span className={styles.hint}>{t('webhooks.endpoint.noDescription')}</span>
        )}
      </p>
      <ul className={styles.chips} aria-label={t('webhooks.endpoint.eventTypes')}>
        {endpoint.eventTypes.map((type) => (
          <li key={type}>{eventTypeText(type)}</li>
        ))}
      </ul>
      <p className={styles.meta}>
        <span>
          {t('webhooks.endpoint.created', {
            date: formatDateTime(endpoint.createdAt, i18n.language),
          })}
        </span>
        <span>
          {endpoint.personalData
            ? t('webhooks.endpoint.personalData')
            : t('webhooks.endpoint.noPersonalData')}
        </span>
        {endpoint.previousSecretExpiresAt !== null && (
          <span>
            {t('webhooks.endpoint.previousSecret', {
              date: formatDateTime(endpoint.previousSecretExpiresAt, i18n.language),
            })}
          </span>
        )}
      </p>
      {rotatedSecret !== null && (
        <SecretReveal
          secret={rotatedSecret}
          texts={secretTexts}
          onDismiss={() => setRotatedSecret(null)}
        />
      )}
      <div className={styles.actions}>
        <button
          type="button"
          className="button button-secondary"
          aria-expanded={showDeliveries}
          aria-controls={deliveriesId}
          onClick={() => setShowDeliveries((shown) => !shown)}
        >
          {showDeliveries
            ? t('webhooks.endpoint.hideDeliveries')
            : t('webhooks.endpoint.showDeliveries')}
        </button>
        <button
          type="button"
          className="button button-secondary"
          disabled={sending}
          onClick={() =>
            void act(() => setWebhookEndpointPaused(endpoint.id, endpoint.status === 'active'))
          }
        >
          {endpoint.status === 'active'
            ? t('webhooks.endpoint.pause')
            : disabled
              ? t('webhooks.endpoint.reactivate')
              : t('webhooks.endpoint.resume')}
        </button>
        <ConfirmAction
          label={t('webhooks.endpoint.rotate')}
          question={t('webhooks.endpoint.rotateQuestion')}
          confirmLabel={t('webhooks.endpoint.confirmRotate')}
          cancelLabel={t('webhooks.endpoint.keep')}
          disabled={sending}
          onConfirm={() =>
            act(async () => setRotatedSecret((await rotateWebhookSecret(endpoint.id)).secret))
          }
        />
        <ConfirmAction
          tone="danger"
          label={t('webhooks.endpoint.delete')}
          question={t('webhooks.endpoint.deleteQuestion')}
          confirmLabel={t('webhooks.endpoint.confirmDelete')}
          cancelLabel={t('webhooks.endpoint.keep')}
          disabled={sending}
          onConfirm={() => act(() => deleteWebhookEndpoint(endpoint.id))}
        />
      </div>
      {failed && (
        <p className={styles.error} role="alert">
          {t('webhooks.endpoint.failed')}
        </p>
      )}
      <div id={deliveriesId} hidden={!showDeliveries}>
        {showDeliveries && (
          <WebhookDeliveries endpointId={endpoint.id} failingSince={endpoint.failingSince} />
        )}
      </div>
    </section>
  );
}
