import { cancelReviewSchema, REVIEW_RULES, type ReviewItem } from '@pr/contracts/reviews';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useSchemaForm } from '../../../shared/forms/use-schema-form';
import { decideReview, reviewPageQuery } from '../api/reviews-api';
import { ConfirmAction } from '../ui/confirm-action';
import { ConsoleLayout } from '../shell/console-layout';
import { CursorPager, useListPage } from '../ui/cursor-pages';
import { useConsolePaths } from '../shell/console-paths';
import styles from '../ui/console.module.css';
import { formatDateTime, formatDay } from '../ui/format';
import cardStyles from '../ui/cards.module.css';
import { ReasonField } from '../ui/reason-field';
import { RULE_KEYS, useReviewReasonText } from './review-reasons';
import reviewStyles from './reviews-page.module.css';
import { useStaffErrorText } from '../ui/use-staff-error-text';
import { EmptyState } from '../ui/empty-state';
import { QueryView } from '../ui/query-view';

/** The console's page number; the API pages by cursor (`after`). */

/** The rule filter: applied as soon as it is chosen, as a link would be. */
function RuleFilter() {
  const { t } = useTranslation('console');
  const [params, setParams] = useSearchParams();
  return (
    <div className={`${styles.panel} ${styles.filters}`}>
      <div className={styles.filter}>
        <label htmlFor="review-rule">{t('reviews.rule')}</label>
        <select
          id="review-rule"
          value={params.get('rule') ?? ''}
          onChange={(event) => {
            const next = new URLSearchParams();
            if (event.target.value) next.set('rule', event.target.value);
            setParams(next);
          }}
        >
          <option value="">{t('filters.any')}</option>
          {REVIEW_RULES.map((rule) => (
            <option key={rule} value={rule}>
              {t(`reviews.rules.${RULE_KEYS[rule]}`)}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}

/**
 * One flagged registration: why, what it holds, and the decision. Accepting asks first;
 * cancelling needs a reason (mailed to the registrant), then asks.
 */
function ReviewCard({ item, onDecided }: { item: ReviewItem; onDecided: (text: string) => void }) {
  const { t, i18n } = useTranslation('console');
  const paths = useConsolePaths();
  const queryClient = useQueryClient();
  const reasonText = useReviewReasonText();
  const errorText = useStaffErrorText();
  const id = useId();
  const [cancelling, setCancelling] = useState(false);
  const [failed, setFailed] = useState(false);
  const form = useSchemaForm(cancelReviewSchema, {
    defaultValues: { reason: '' },
    mode: 'onSubmit',
  });
  const serial = item.serialNumber;
  const decide = async (decision: 'accept' | 'cancel', reason?: string) => {
    setFailed(false);
    try {
      await decideReview(item.id, decision, reason);
      onDecided(t(decision === 'accept' ? 'reviews.accepted' : 'reviews.cancelled', { serial }));
      await queryClient.invalidateQueries({ queryKey: ['console'] });
    } catch {
      setFailed(true);
    }
  };
  const cancel = form.handleSubmit(({ reason }) => decide('cancel', reason));
  const titleId = `${id}-title`;
  return (
    <li className={reviewStyles.card} aria-labelledby={titleId}>
      <div className={reviewStyles.head}>
        <h3 id={titleId} className={reviewStyles.serial}>
          <Link to={paths.consoleRegistration(item.id)}>{t('reviews.serial', { serial })}</Link>
        </h3>
        <span className={styles.badge} data-status="pending">
          {t('reviews.heldPoints', { count: item.heldPoints })}
        </span>
      </div>
      <p className={styles.muted}>
        {[
          item.productModel,
          item.company ?? t(item.registrantType === 2 ? 'installer' : 'endCustomer'),
          t('reviews.installedOn', { date: formatDay(item.installationDate, i18n.language) }),
          t('reviews.registeredAt', { date: formatDateTime(item.registeredAt, i18n.language) }),
        ].join(' · ')}
      </p>
      <ul className={reviewStyles.reasons}>
        {item.flags.map((flag) => {
          const text = reasonText(flag);
          return (
            <li key={flag.id}>
              <strong>{text.title}</strong>
              <span>{text.detail}</span>
            </li>
          );
        })}
      </ul>
      {failed && (
        <p className={styles.error} role="alert">
          {t('reviews.failed')}
        </p>
      )}
      {cancelling ? (
        <div className={styles.cancelForm}>
          <ReasonField
            id={`${id}-reason`}
            label={t('reviews.cancelReason', { serial })}
            field={form.register('reason')}
            error={errorText.reason(form.errorOf('reason', form.formState.errors.reason?.message))}
            hintId={`${id}-hint`}
            autoFocus
          />
          <p className={styles.muted} id={`${id}-hint`}>
            {t('reviews.cancelHint')}
          </p>
          <div className={cardStyles.actions}>
            <ConfirmAction
              tone="danger"
              label={t('reviews.cancel')}
              name={t('reviews.cancelNamed', { serial })}
              question={t('reviews.cancelQuestion', { serial })}
              confirmLabel={t('reviews.confirmCancel')}
              cancelLabel={t('reviews.keep')}
              canAsk={() => form.trigger('reason', { shouldFocus: true })}
              onConfirm={() => cancel()}
            />
            <button
              type="button"
              className="button button-secondary"
              onClick={() => {
                setCancelling(false);
                form.clearErrors();
              }}
            >
              {t('reviews.back')}
            </button>
          </div>
        </div>
      ) : (
        <div className={cardStyles.actions}>
          <ConfirmAction
            label={t('reviews.accept')}
            name={t('reviews.acceptNamed', { serial })}
            question={t('reviews.acceptQuestion', { serial })}
            confirmLabel={t('reviews.confirmAccept')}
            cancelLabel={t('reviews.keep')}
            onConfirm={() => decide('accept')}
          />
          <button
            type="button"
            className="button button-secondary"
            aria-label={t('reviews.cancelNamed', { serial })}
            onClick={() => setCancelling(true)}
          >
            {t('reviews.cancel')}
          </button>
        </div>
      )}
    </li>
  );
}

/** "À vérifier": registrations the anomaly rules flagged, their points held until decided. */
export function ReviewsPage() {
  const { t } = useTranslation('console');
  const { pageNumber, nextPage, query: page } = useListPage(reviewPageQuery);
  const [decided, setDecided] = useState<string | null>(null);
  const paths = useConsolePaths();
  return (
    <ConsoleLayout title={t('nav.reviews')}>
      <p>{t('reviews.intro')}</p>
      <RuleFilter />
      <section className={styles.panel} aria-labelledby="reviews-title" aria-busy={page.isFetching}>
        <h2 id="reviews-title" className={styles.panelTitle}>
          {t('results')}
        </h2>
        <p className={styles.success} role="status">
          {decided}
        </p>
        <QueryView
          query={page}
          isEmpty={(data) => data.items.length === 0}
          empty={
            <EmptyState
              title={t('reviews.empty')}
              hint={t('reviews.emptyHint')}
              action={
                <Link className="button button-secondary" to={paths.consoleRegistrations()}>
                  {t('reviews.emptyAction')}
                </Link>
              }
            />
          }
        >
          {(data) => (
            <>
              <ul className={reviewStyles.cards}>
                {data.items.map((item) => (
                  <ReviewCard key={item.id} item={item} onDecided={setDecided} />
                ))}
              </ul>
              <CursorPager pageNumber={pageNumber} next={data.next} onNext={nextPage} />
            </>
          )}
        </QueryView>
      </section>
    </ConsoleLayout>
  );
}
