import { formatReference } from '@pr/contracts';
import {
  cancelRegistrationSchema,
  reassignRegistrationSchema,
  type RegistrationDetail,
  type RegistrationEvent,
} from '@pr/contracts/console';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { ApiError } from '../../../shared/api/api-error';
import { useSchemaForm } from '../../../shared/forms/use-schema-form';
import { useConsolePaths } from '../shell/console-paths';
import { cancelRegistration, reassignRegistration, registrationQuery } from '../api/console-api';
import { ConsoleLayout } from '../shell/console-layout';
import styles from '../ui/console.module.css';
import { QueryView } from '../ui/query-view';
import { formatDateTime, formatDay } from '../ui/format';
import { ReasonField } from '../ui/reason-field';
import { ConfirmAction } from '../ui/confirm-action';
import { StatusBadge } from './registrations-page';
import { useReviewReasonText } from '../reviews/review-reasons';
import { useStaffErrorText } from '../ui/use-staff-error-text';
import { ProductName } from '../../../shared/ui/product-name';
import controls from '../../../shared/forms/form-controls.module.css';

/**
 * Cancelling cannot be undone: the reason first, then a question that says what will
 * happen, and only its red confirmation sends it.
 */
function CancelForm({ id, serial }: { id: string; serial: string }) {
  const { t } = useTranslation('console');
  const queryClient = useQueryClient();
  const errorText = useStaffErrorText();
  const form = useSchemaForm(cancelRegistrationSchema, {
    defaultValues: { reason: '' },
    mode: 'onSubmit',
  });
  const [failed, setFailed] = useState(false);
  // The reason typed stays in its field when the cancellation fails, to send again.
  const cancel = form.handleSubmit(async ({ reason }) => {
    setFailed(false);
    try {
      const detail = await cancelRegistration(id, reason);
      await queryClient.invalidateQueries({ queryKey: ['console'] });
      queryClient.setQueryData(registrationQuery(id).queryKey, detail);
    } catch {
      setFailed(true);
    }
  });
  return (
    <div className={styles.cancelForm}>
      <h2 className={styles.panelTitle}>{t('detail.cancelTitle')}</h2>
      <p className={styles.muted} id="cancel-hint">
        {t('detail.cancelHint')}
      </p>
      <ReasonField
        id="cancel-reason"
        label={t('detail.reason')}
        field={form.register('reason')}
        error={errorText.reason(form.errorOf('reason', form.formState.errors.reason?.message))}
        hintId="cancel-hint"
      />
      {failed && (
        <p className={styles.error} role="alert">
          {t('detail.cancelFailed')}
        </p>
      )}
      <div>
        <ConfirmAction
          tone="danger"
          label={t('detail.cancelButton')}
          question={t('detail.cancelQuestion', { serial })}
          confirmLabel={t('detail.cancelConfirm')}
          cancelLabel={t('detail.cancelKeep')}
          canAsk={() => form.trigger('reason', { shouldFocus: true })}
          onConfirm={() => cancel()}
        />
      </div>
    </div>
  );
}

/** Moves an owner's registration to another address, which confirms by mail (a dispute). */
function ReassignForm({ id }: { id: string }) {
  const { t } = useTranslation('console');
  const navigate = useNavigate();
  const paths = useConsolePaths();
  const queryClient = useQueryClient();
  const errorText = useStaffErrorText();
  const form = useSchemaForm(reassignRegistrationSchema, {
    defaultValues: { email: '', reason: '' },
    mode: 'onSubmit',
  });
  const { errors } = form.formState;
  const emailError = errorText.email(form.errorOf('email', errors.email?.message));
  const [failed, setFailed] = useState(false);
  const submit = form.handleSubmit(async ({ email, reason }) => {
    setFailed(false);
    try {
      const moved = await reassignRegistration(id, email, reason);
      await queryClient.invalidateQueries({ queryKey: ['console'] });
      void navigate(paths.consoleRegistration(moved.id));
    } catch {
      setFailed(true);
    }
  });
  return (
    <form className={styles.cancelForm} onSubmit={(event) => void submit(event)} noValidate>
      <h2 className={styles.panelTitle}>{t('detail.reassignTitle')}</h2>
      <p className={styles.muted}>{t('detail.reassignHint')}</p>
      <label className={controls.label} htmlFor="reassign-email">
        {t('detail.newEmail')}
      </label>
      <input
        {...form.register('email')}
        id="reassign-email"
        type="email"
        className={styles.textInput}
        aria-invalid={emailError !== undefined}
        aria-describedby={emailError === undefined ? undefined : 'reassign-email-error'}
      />
      {emailError !== undefined && (
        <p id="reassign-email-error" className={styles.error} role="alert">
          {emailError}
        </p>
      )}
      <ReasonField
        id="reassign-reason"
        label={t('detail.reason')}
        field={form.register('reason')}
        error={errorText.reason(form.errorOf('reason', errors.reason?.message))}
      />
      {failed && (
        <p className={styles.error} role="alert">
          {t('detail.reassignFailed')}
        </p>
      )}
      <div>
        <button
          type="submit"
          className="button button-secondary"
          disabled={form.formState.isSubmitting}
        >
          {t('detail.reassignButton')}
        </button>
      </div>
    </form>
  );
}

/** What the anomaly rules found, each with its state; open ones are decided in the queue. */
function FlagsPanel({ flags }: { flags: RegistrationDetail['flags'] }) {
  const { t } = useTranslation('console');
  const paths = useConsolePaths();
  const reasonText = useReviewReasonText();
  return (
    <section className={styles.panel} aria-labelledby="flags-title">
      <h2 id="flags-title" className={styles.panelTitle}>
        {t('detail.flags')}
      </h2>
      <ul className={styles.history}>
        {flags.map((flag) => {
          const text = reasonText(flag);
          return (
            <li key={flag.id}>
              <span>
                <strong>{text.title}</strong>{' '}
                <span
                  className={styles.badge}
                  data-status={flag.state === 'open' ? 'pending' : flag.state}
                >
                  {t(`reviews.states.${flag.state}`)}
                </span>
              </span>
              <span>{text.detail}</span>
            </li>
          );
        })}
      </ul>
      {flags.some((flag) => flag.state === 'open') && (
        <p className={styles.flagsLink}>
          <Link to={paths.consoleReviews()}>{t('detail.toReviews')}</Link>
        </p>
      )}
    </section>
  );
}

/** One registration: its details, its history, and the way to cancel or move it. */
export function RegistrationDetailPage() {
  const { t, i18n } = useTranslation('console');
  const eventText = (event: RegistrationEvent): string => {
    switch (event.kind) {
      case 'created':
        return t('history.created', { channel: t(`channel.${event.channel}`) });
      case 'confirmed':
        return t('history.confirmed');
      case 'mail':
        return t('history.mail', { to: event.to, subject: event.subject });
      case 'staff':
        return event.reason
          ? t('history.staffWithReason', {
              action: t(`audit.actions.${event.action}`),
              actor: event.actor,
              reason: event.reason,
            })
          : t('history.staff', { action: t(`audit.actions.${event.action}`), actor: event.actor });
    }
  };
  const { id = '' } = useParams();
  const paths = useConsolePaths();
  const detail = useQuery(registrationQuery(id));
  const title = detail.data ? t('detail.title', { serial: detail.data.serialNumber }) : t('title');
  return (
    <ConsoleLayout title={title}>
      <p>
        <Link to={paths.consoleRegistrations()}>{t('detail.back')}</Link>
      </p>
      <QueryView
        query={detail}
        errorText={(error) =>
          error instanceof ApiError && error.status === 404 ? t('detail.notFound') : t('loadFailed')
        }
      >
        {(data) => (
          <div className={styles.columns}>
            <section className={styles.panel} aria-labelledby="details-title">
              <h2 id="details-title" className={styles.panelTitle}>
                {t('detail.details')}
              </h2>
              <dl className={styles.details}>
                <dt>{t('detail.reference')}</dt>
                <dd className={styles.reference}>{formatReference(data.reference)}</dd>
                <dt>{t('columns.status')}</dt>
                <dd>
                  <StatusBadge status={data.status} />
                </dd>
                <dt>{t('columns.product')}</dt>
                <dd>
                  <ProductName name={data.productName} model={data.productModel} />
                </dd>
                <dt>{t('detail.registrant')}</dt>
                <dd>
                  {data.company ?? data.name ?? '—'} (
                  {data.registrantType === 2 ? t('installer') : t('endCustomer')})
                </dd>
                <dt>{t('detail.email')}</dt>
                <dd>{data.email ?? '—'}</dd>
                <dt>{t('detail.address')}</dt>
                <dd>
                  {data.street} {data.houseNumber}, {data.postalCode} {data.city} ({data.country})
                </dd>
                <dt>{t('detail.installationDate')}</dt>
                <dd>{formatDay(data.installationDate, i18n.language)}</dd>
                <dt>{t('columns.channel')}</dt>
                <dd>{t(`channel.${data.channel}`)}</dd>
                {data.cancelReason && (
                  <>
                    <dt>{t('detail.cancelReason')}</dt>
                    <dd>{data.cancelReason}</dd>
                  </>
                )}
              </dl>
            </section>
            <div className={styles.stack}>
              {data.flags.length > 0 && <FlagsPanel flags={data.flags} />}
              <section className={styles.panel} aria-labelledby="history-title">
                <h2 id="history-title" className={styles.panelTitle}>
                  {t('detail.history')}
                </h2>
                <ol className={styles.history}>
                  {data.history.map((event, index) => (
                    <li key={`${event.at}-${index}`}>
                      <span className={styles.muted}>
                        {formatDateTime(event.at, i18n.language)}
                      </span>
                      <span>{eventText(event)}</span>
                    </li>
                  ))}
                </ol>
              </section>
              <section className={styles.panel} aria-label={t('detail.cancelTitle')}>
                {data.status === 'cancelled' ? (
                  <p className={styles.success} role="status">
                    {t('detail.cancelled')}
                  </p>
                ) : (
                  <CancelForm id={id} serial={data.serialNumber} />
                )}
              </section>
              {data.status === 'confirmed' && data.registrantType === 1 && (
                <section className={styles.panel} aria-label={t('detail.reassignTitle')}>
                  <ReassignForm id={id} />
                </section>
              )}
            </div>
          </div>
        )}
      </QueryView>
    </ConsoleLayout>
  );
}
