import type { WebhookDelivery } from '@pr/contracts/webhooks';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  recoverWebhookDeliveries,
  resendWebhookDelivery,
  webhookDeliveriesQuery,
} from '../api/webhooks-api';
import consoleStyles from '../ui/console.module.css';
import { formatDateTime } from '../ui/format';
import styles from '../ui/cards.module.css';
import { QueryView } from '../ui/query-view';
import { LabelledField } from '../ui/labelled-field';
import { useEventTypeText } from './use-event-type-text';

/** How much of a receiver's answer a row shows; the rest is in its tooltip. */
const EXCERPT_LENGTH = 120;

type Outcome = { kind: 'done'; text: string } | { kind: 'failed'; text: string } | null;

function OutcomeText({ outcome }: { outcome: Outcome }) {
  if (outcome === null) return null;
  return outcome.kind === 'done' ? (
    <p className={consoleStyles.success} role="status">
      {outcome.text}
    </p>
  ) : (
    <p className={styles.error} role="alert">
      {outcome.text}
    </p>
  );
}

function DeliveryRow({ delivery, onResend }: { delivery: WebhookDelivery; onResend: () => void }) {
  const { t, i18n } = useTranslation('console');
  const eventTypeText = useEventTypeText();
  const { lastAttempt } = delivery;
  const duration = new Intl.NumberFormat(i18n.language, {
    style: 'unit',
    unit: 'millisecond',
  });
  return (
    <tr>
      <th scope="row">
        <div>{eventTypeText(delivery.eventType)}</div>
        <code className={styles.identifier}>{delivery.eventId}</code>
      </th>
      <td data-label={t('webhooks.deliveries.status')}>
        <span className={styles.badge} data-status={delivery.status}>
          {t(`webhooks.deliveries.states.${delivery.status}`)}
        </span>
        <div className={consoleStyles.muted}>
          {t('webhooks.deliveries.attempts', { count: delivery.attempts })}
        </div>
      </td>
      <td data-label={t('webhooks.deliveries.lastAttempt')}>
        {lastAttempt === null ? (
          t('webhooks.deliveries.none')
        ) : (
          <>
            <div className={styles.nowrap}>{formatDateTime(lastAttempt.at, i18n.language)}</div>
            <div>
              {lastAttempt.statusCode ?? t('webhooks.deliveries.noAnswer')} ·{' '}
              {duration.format(lastAttempt.durationMs)}
            </div>
            {lastAttempt.response !== '' && (
              <code className={styles.excerpt} title={lastAttempt.response}>
                {lastAttempt.response.length > EXCERPT_LENGTH
                  ? `${lastAttempt.response.slice(0, EXCERPT_LENGTH)}…`
                  : lastAttempt.response}
              </code>
            )}
          </>
        )}
      </td>
      <td className={styles.nowrap} data-label={t('webhooks.deliveries.nextAttempt')}>
        {delivery.nextAttemptAt === null
          ? t('webhooks.deliveries.none')
          : formatDateTime(delivery.nextAttemptAt, i18n.language)}
      </td>
      <td>
        <button
          type="button"
          className="button button-secondary"
          aria-label={t('webhooks.deliveries.resendNamed', { id: delivery.eventId })}
          onClick={onResend}
        >
          {t('webhooks.deliveries.resend')}
        </button>
      </td>
    </tr>
  );
}

/** A time as a `datetime-local` input holds it: the reader's local date and time, to the minute. */
function localDateTimeValue(iso: string): string {
  const time = new Date(iso);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${time.getFullYear()}-${pad(time.getMonth() + 1)}-${pad(time.getDate())}T${pad(time.getHours())}:${pad(time.getMinutes())}`;
}

/**
 * "Everything since…": every event of the endpoint's types since a local date and time, at
 * first the time its deliveries began to fail, if they did.
 */
function RecoverForm({
  endpointId,
  failingSince,
  onOutcome,
}: {
  endpointId: string;
  failingSince: string | null;
  onOutcome: (outcome: Outcome) => void;
}) {
  const { t } = useTranslation('console');
  const id = useId();
  const [since, setSince] = useState(() =>
    failingSince === null ? '' : localDateTimeValue(failingSince),
  );
  const [invalid, setInvalid] = useState(false);
  const [sending, setSending] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const time = new Date(since);
    if (since === '' || Number.isNaN(time.getTime()) || time.getTime() > Date.now()) {
      setInvalid(true);
      return;
    }
    setInvalid(false);
    setSending(true);
    try {
      const count = await recoverWebhookDeliveries(endpointId, time);
      onOutcome({ kind: 'done', text: t('webhooks.deliveries.recovered', { count }) });
    } catch {
      onOutcome({ kind: 'failed', text: t('webhooks.deliveries.recoverFailed') });
    } finally {
      setSending(false);
    }
  };
  return (
    <form
      className={`${styles.form} ${styles.recoverForm}`}
      onSubmit={(event) => void submit(event)}
      noValidate
    >
      <h4 className={styles.subTitle}>{t('webhooks.deliveries.recoverTitle')}</h4>
      <p className={styles.hint}>{t('webhooks.deliveries.recoverHint')}</p>
      <div className={styles.recover}>
        <LabelledField
          id={`${id}-since`}
          label={t('webhooks.deliveries.since')}
          error={invalid ? t('webhooks.deliveries.sinceRequired') : undefined}
        >
          {(control) => (
            <input
              {...control}
              type="datetime-local"
              value={since}
              onChange={(event) => setSince(event.target.value)}
            />
          )}
        </LabelledField>
        <button type="submit" className="button button-secondary" disabled={sending}>
          {t('webhooks.deliveries.recover')}
        </button>
      </div>
    </form>
  );
}

/** An endpoint's recent deliveries, each to send again, and a recovery since a date. */
export function WebhookDeliveries({
  endpointId,
  failingSince,
}: {
  endpointId: string;
  /** When its deliveries began to fail, if they do: where a recovery starts. */
  failingSince: string | null;
}) {
  const { t } = useTranslation('console');
  const queryClient = useQueryClient();
  const deliveries = useQuery(webhookDeliveriesQuery(endpointId));
  const [outcome, setOutcome] = useState<Outcome>(null);
  const titleId = useId();
  const reload = () =>
    queryClient.invalidateQueries({ queryKey: webhookDeliveriesQuery(endpointId).queryKey });
  const resend = async (deliveryId: string) => {
    try {
      await resendWebhookDelivery(deliveryId);
      setOutcome({ kind: 'done', text: t('webhooks.deliveries.resent') });
      await reload();
    } catch {
      setOutcome({ kind: 'failed', text: t('webhooks.deliveries.resendFailed') });
    }
  };
  return (
    <section className={styles.deliveries} aria-labelledby={titleId}>
      <div className={styles.cardHeader}>
        <h3 id={titleId} className={styles.subTitle}>
          {t('webhooks.deliveries.title')}
        </h3>
        <button type="button" className="button button-secondary" onClick={() => void reload()}>
          {t('webhooks.deliveries.refresh')}
        </button>
      </div>
      <OutcomeText outcome={outcome} />
      <QueryView
        query={deliveries}
        isEmpty={(data) => data.length === 0}
        empty={<p>{t('webhooks.deliveries.empty')}</p>}
      >
        {(data) => (
          <div className={consoleStyles.tableWrap}>
            <table className={`${consoleStyles.table} ${consoleStyles.cards}`}>
              <thead>
                <tr>
                  <th scope="col">{t('webhooks.deliveries.event')}</th>
                  <th scope="col">{t('webhooks.deliveries.status')}</th>
                  <th scope="col">{t('webhooks.deliveries.lastAttempt')}</th>
                  <th scope="col">{t('webhooks.deliveries.nextAttempt')}</th>
                  <th scope="col">
                    <span className="visually-hidden">{t('webhooks.deliveries.resend')}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {data.map((delivery) => (
                  <DeliveryRow
                    key={delivery.id}
                    delivery={delivery}
                    onResend={() => void resend(delivery.id)}
                  />
                ))}
              </tbody>
            </table>
          </div>
        )}
      </QueryView>
      <RecoverForm
        endpointId={endpointId}
        failingSince={failingSince}
        onOutcome={(recovered) => {
          setOutcome(recovered);
          void reload();
        }}
      />
    </section>
  );
}
