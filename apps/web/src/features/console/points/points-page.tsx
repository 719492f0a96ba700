import {
  adjustPointsSchema,
  POINTS_ADJUSTMENT_MAX,
  type CompanyPoints,
  type PointsBalance,
} from '@pr/contracts/points';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ApiError } from '../../../shared/api/api-error';
import { useSchemaForm } from '../../../shared/forms/use-schema-form';
import {
  PointsStatementView,
  signedPoints,
  statementFiltersOf,
} from '../../../shared/points/points-statement';
import { useLocale } from '../../../shared/routing/use-locale';
import { adjustPoints, companyBalance, companyBalancesQuery } from '../api/points-api';
import { ConfirmAction } from '../ui/confirm-action';
import { ConsoleLayout } from '../shell/console-layout';
import { useConsolePaths } from '../shell/console-paths';
import styles from '../ui/console.module.css';
import cardStyles from '../ui/cards.module.css';
import pointsStyles from './points-page.module.css';
import { QueryView } from '../ui/query-view';
import { ReasonField } from '../ui/reason-field';
import { useStaffErrorText } from '../ui/use-staff-error-text';
import controls from '../../../shared/forms/form-controls.module.css';
import { EmptyState } from '../ui/empty-state';

/** The page's query parameter naming the company whose statement is shown. */
const COMPANY_PARAM = 'company';

function CompaniesTable({ companies }: { companies: CompanyPoints[] }) {
  const { t } = useTranslation('console');
  const { locale } = useLocale();
  const paths = useConsolePaths();
  const number = new Intl.NumberFormat(locale);
  if (companies.length === 0) {
    return <EmptyState title={t('points.noCompanies')} hint={t('points.noCompaniesHint')} />;
  }
  return (
    <div className={styles.tableWrap}>
      <table className={`${styles.table} ${styles.cards}`}>
        <caption className="visually-hidden">{t('points.companies')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('points.company')}</th>
            <th scope="col" className={pointsStyles.number}>
              {t('points.available')}
            </th>
            <th scope="col" className={pointsStyles.number}>
              {t('points.held')}
            </th>
          </tr>
        </thead>
        <tbody>
          {companies.map((company) => (
            <tr key={company.companyId}>
              <th scope="row">
                <Link
                  to={paths.consolePoints(
                    new URLSearchParams({ [COMPANY_PARAM]: company.companyId }).toString(),
                  )}
                  aria-label={t('points.statementOf', { name: company.name })}
                >
                  {company.name}
                </Link>
              </th>
              <td data-label={t('points.available')} className={pointsStyles.number}>
                {number.format(company.available)}
              </td>
              <td data-label={t('points.held')} className={pointsStyles.number}>
                {number.format(company.held)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Whole points, not zero, within the most one adjustment may move; null otherwise. */
function pointsOf(text: string): number | null {
  const trimmed = text.trim().replace('−', '-');
  if (!/^[+-]?\d{1,7}$/.test(trimmed)) return null;
  const points = Number(trimmed);
  return points === 0 || Math.abs(points) > POINTS_ADJUSTMENT_MAX ? null : points;
}

const adjustReasonSchema = adjustPointsSchema.pick({ reason: true });

/** Staff add or take away points with a reason, confirmed first; the new balance is shown. */
function AdjustSection({ companyId, name }: { companyId: string; name: string }) {
  const { t } = useTranslation('console');
  const { locale } = useLocale();
  const id = useId();
  const queryClient = useQueryClient();
  const errorText = useStaffErrorText();
  const form = useSchemaForm(adjustReasonSchema, {
    defaultValues: { reason: '' },
    mode: 'onSubmit',
  });
  const [points, setPoints] = useState('');
  const [pointsError, setPointsError] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState<PointsBalance | null>(null);
  const amount = pointsOf(points);
  const canAsk = async () => {
    setDone(null);
    setFailure(null);
    const reasonValid = await form.trigger('reason', { shouldFocus: amount !== null });
    setPointsError(amount === null);
    if (amount === null) document.getElementById(`${id}-points`)?.focus();
    return amount !== null && reasonValid;
  };
  const adjust = form.handleSubmit(async ({ reason }) => {
    if (amount === null) return;
    try {
      await adjustPoints({ companyId, points: amount, reason });
      setPoints('');
      form.reset({ reason: '' });
      await queryClient.invalidateQueries({ queryKey: ['points'] });
      setDone(await companyBalance(companyId));
    } catch (error) {
      setFailure(
        error instanceof ApiError && error.code === 'company_not_approved'
          ? t('points.adjust.notApproved')
          : error instanceof ApiError && error.code === 'unknown_company'
            ? t('points.adjust.unknownCompany')
            : t('points.adjust.failed'),
      );
    }
  });
  const number = new Intl.NumberFormat(locale);
  return (
    <section className={styles.panel} aria-labelledby={`${id}-title`}>
      <div className={styles.cancelForm}>
        <h2 id={`${id}-title`} className={styles.panelTitle}>
          {t('points.adjust.title')}
        </h2>
        <p className={styles.muted} id={`${id}-hint`}>
          {t('points.adjust.hint')}
        </p>
        <label className={controls.label} htmlFor={`${id}-points`}>
          {t('points.adjust.points')}
        </label>
        <input
          id={`${id}-points`}
          className={`${styles.textInput} ${pointsStyles.pointsInput}`}
          inputMode="text"
          autoComplete="off"
          value={points}
          onChange={(event) => {
            setPoints(event.target.value);
            setPointsError(false);
          }}
          aria-invalid={pointsError}
          aria-describedby={pointsError ? `${id}-points-error` : `${id}-points-hint`}
        />
        <p className={styles.muted} id={`${id}-points-hint`}>
          {t('points.adjust.pointsHint')}
        </p>
        {pointsError && (
          <p id={`${id}-points-error`} className={styles.error} role="alert">
            {t('points.adjust.pointsInvalid', { count: POINTS_ADJUSTMENT_MAX })}
          </p>
        )}
        <ReasonField
          id={`${id}-reason`}
          label={t('points.adjust.reason')}
          field={form.register('reason')}
          error={errorText.reason(form.errorOf('reason', form.formState.errors.reason?.message))}
          hintId={`${id}-hint`}
        />
        {failure !== null && (
          <p className={styles.error} role="alert">
            {failure}
          </p>
        )}
        <div className={cardStyles.actions}>
          <ConfirmAction
            label={t('points.adjust.button')}
            name={t('points.adjust.named', { name })}
            question={t('points.adjust.question', {
              name,
              points: amount === null ? '' : signedPoints(amount, locale),
              count: amount ?? 0,
            })}
            confirmLabel={t('points.adjust.confirm')}
            cancelLabel={t('points.adjust.cancel')}
            canAsk={canAsk}
            onConfirm={() => adjust()}
          />
        </div>
        <p role="status" className={styles.success}>
          {done === null
            ? ''
            : t('points.adjust.done', {
                count: done.available,
                held: number.format(done.held),
              })}
        </p>
      </div>
    </section>
  );
}

function CompanyStatement({
  companyId,
  companies,
  searchParams,
}: {
  companyId: string;
  companies: CompanyPoints[];
  searchParams: URLSearchParams;
}) {
  const { t } = useTranslation('console');
  const paths = useConsolePaths();
  const company = companies.find((one) => one.companyId === companyId);
  return (
    <>
      <p>
        <Link to={paths.consolePoints()}>{t('points.back')}</Link>
      </p>
      {company === undefined ? (
        <p className={styles.error} role="alert">
          {t('points.adjust.unknownCompany')}
        </p>
      ) : (
        <>
          <h2 className={pointsStyles.companyName}>{company.name}</h2>
          <PointsStatementView
            key={`points?${searchParams.toString()}`}
            ns="console"
            source={{ path: '/console/points', scope: { companyId } }}
            filters={statementFiltersOf(searchParams)}
            extraParams={{ [COMPANY_PARAM]: companyId }}
          />
          <AdjustSection key={companyId} companyId={companyId} name={company.name} />
        </>
      )}
    </>
  );
}

/**
 * The installer companies' points: every company's balance, and one company's statement,
 * filtered and exported as the installer's own, with staff's adjustments.
 */
export function PointsPage() {
  const { t } = useTranslation('console');
  const [searchParams] = useSearchParams();
  const companyId = searchParams.get(COMPANY_PARAM);
  const companies = useQuery(companyBalancesQuery);
  return (
    <ConsoleLayout title={t('nav.points')}>
      <p className={cardStyles.intro}>{t('points.intro')}</p>
      <QueryView query={companies}>
        {(data) =>
          companyId !== null ? (
            <CompanyStatement companyId={companyId} companies={data} searchParams={searchParams} />
          ) : (
            <section className={styles.panel} aria-labelledby="points-companies">
              <h2 id="points-companies" className={styles.panelTitle}>
                {t('points.companies')}
              </h2>
              <CompaniesTable companies={data} />
            </section>
          )
        }
      </QueryView>
    </ConsoleLayout>
  );
}
