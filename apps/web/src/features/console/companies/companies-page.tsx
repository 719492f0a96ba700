import {
  COMPANY_STATUSES,
  companySearchSchema,
  rejectCompanySchema,
  type ConsoleCompany,
} from '@pr/contracts/console';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSchemaForm } from '../../../shared/forms/use-schema-form';
import { useConsolePaths } from '../shell/console-paths';
import { companyPageQuery, decideCompany } from '../api/console-api';
import { ConsoleLayout } from '../shell/console-layout';
import styles from '../ui/console.module.css';
import { FilterInput } from '../ui/filter-input';
import { formatDateTime } from '../ui/format';
import { ReasonField } from '../ui/reason-field';
import { useListPage } from '../ui/cursor-pages';
import { useStaffErrorText } from '../ui/use-staff-error-text';
import { NoMatches } from '../ui/empty-state';
import { QueryView } from '../ui/query-view';
import { useUrlFilters } from '../ui/use-url-filters';

function CompanyBadge({ status }: { status: ConsoleCompany['status'] }) {
  const { t } = useTranslation('console');
  return (
    <span className={styles.badge} data-status={status}>
      {t(`companies.status.${status}`)}
    </span>
  );
}

function Filters() {
  const { t } = useTranslation('console');
  const paths = useConsolePaths();
  const { values, errors, set, submit } = useUrlFilters(
    ['name', 'status'],
    paths.consoleCompanies,
    companySearchSchema,
  );
  return (
    <form
      className={`${styles.panel} ${styles.filters}`}
      onSubmit={submit}
      aria-label={t('filters.title')}
    >
      <FilterInput
        id="company-name"
        label={t('companies.name')}
        value={values.name}
        onChange={set('name')}
        error={errors.name}
      />
      <div className={styles.filter}>
        <label htmlFor="company-status">{t('filters.status')}</label>
        <select
          id="company-status"
          value={values.status}
          onChange={(e) => set('status')(e.target.value)}
        >
          <option value="">{t('filters.any')}</option>
          {COMPANY_STATUSES.map((value) => (
            <option key={value} value={value}>
              {t(`companies.status.${value}`)}
            </option>
          ))}
        </select>
      </div>
      <div className={styles.filterActions}>
        <button type="submit" className="button button-primary">
          {t('filters.search')}
        </button>
      </div>
    </form>
  );
}

const COLUMNS = 7;

/**
 * One company: approve at once; reject through a reason (mailed to the applicant), in a
 * full-width row under it so the reason has room at any width.
 */
function CompanyRow({ company }: { company: ConsoleCompany }) {
  const { t, i18n } = useTranslation('console');
  const queryClient = useQueryClient();
  const errorText = useStaffErrorText();
  const [rejecting, setRejecting] = useState(false);
  const form = useSchemaForm(rejectCompanySchema, {
    defaultValues: { reason: '' },
    mode: 'onSubmit',
  });
  const [failed, setFailed] = useState(false);
  const [sending, setSending] = useState(false);
  const send = async (decision: 'approve' | 'reject', reason?: string) => {
    setSending(true);
    setFailed(false);
    try {
      await decideCompany(company.id, decision, reason);
      setRejecting(false);
      await queryClient.invalidateQueries({ queryKey: ['console'] });
    } catch {
      setFailed(true);
    } finally {
      setSending(false);
    }
  };
  const formId = `reject-${company.id}`;
  const problemText = failed && (
    <p className={styles.error} role="alert">
      {t('companies.failed')}
    </p>
  );
  return (
    <>
      <tr>
        <th scope="row" data-label={t('companies.company')}>
          <div>{company.name}</div>
          <div className={styles.muted}>{company.registrationNumber ?? '—'}</div>
        </th>
        <td data-label={t('companies.contact')}>
          <div>{[company.email, company.phone].filter(Boolean).join(' · ') || '—'}</div>
          <div className={styles.muted}>{company.address}</div>
        </td>
        <td data-label={t('companies.applicant')}>
          {company.applicant ? (
            <>
              <div>{company.applicant.name}</div>
              <div className={styles.muted}>{company.applicant.email}</div>
            </>
          ) : (
            <span className={styles.muted}>{t('companies.directory')}</span>
          )}
        </td>
        <td data-label={t('companies.appliedAt')}>
          {formatDateTime(company.appliedAt, i18n.language)}
        </td>
        <td data-label={t('filters.status')}>
          <CompanyBadge status={company.status} />
          {company.decidedAt && (
            <div className={styles.muted}>
              {t('companies.decided', {
                by: company.decidedBy ?? '—',
                date: formatDateTime(company.decidedAt, i18n.language),
              })}
              {company.decisionReason ? ` : ${company.decisionReason}` : ''}
            </div>
          )}
        </td>
        <td data-label={t('companies.registrations')}>{company.registrations}</td>
        <td data-label={t('companies.decision')}>
          <div className={styles.rowActions}>
            {company.status !== 'approved' && (
              <button
                type="button"
                className="button button-primary"
                disabled={sending}
                onClick={() => void send('approve')}
                aria-label={t('companies.approveNamed', { name: company.name })}
              >
                {t('companies.approve')}
              </button>
            )}
            {company.status !== 'rejected' && !rejecting && (
              <button
                type="button"
                className="button button-danger-quiet"
                onClick={() => setRejecting(true)}
                aria-label={t('companies.rejectNamed', { name: company.name })}
              >
                {t('companies.reject')}
              </button>
            )}
          </div>
          {!rejecting && problemText}
        </td>
      </tr>
      {rejecting && (
        <tr className={styles.formRow}>
          <td colSpan={COLUMNS}>
            <form
              id={formId}
              className={styles.rejectForm}
              onSubmit={(event) =>
                void form.handleSubmit(({ reason }) => send('reject', reason))(event)
              }
              noValidate
            >
              <ReasonField
                id={`${formId}-reason`}
                label={t('companies.rejectReason', { name: company.name })}
                field={form.register('reason')}
                error={errorText.reason(
                  form.errorOf('reason', form.formState.errors.reason?.message),
                )}
                hintId={`${formId}-hint`}
                autoFocus
              />
              <p className={styles.muted} id={`${formId}-hint`}>
                {t('companies.rejectHint')}
              </p>
              {problemText}
              <div className={styles.rowActions}>
                <button type="submit" className="button button-danger" disabled={sending}>
                  {t('companies.confirmReject')}
                </button>
                <button
                  type="button"
                  className="button button-secondary"
                  onClick={() => {
                    setRejecting(false);
                    setFailed(false);
                    form.clearErrors();
                  }}
                >
                  {t('companies.cancel')}
                </button>
              </div>
            </form>
          </td>
        </tr>
      )}
    </>
  );
}

function CompaniesTable({ items }: { items: ConsoleCompany[] }) {
  const { t } = useTranslation('console');
  const paths = useConsolePaths();
  if (items.length === 0) {
    return (
      <NoMatches
        title={t('companies.empty')}
        hint={t('companies.emptyHint')}
        listPath={paths.consoleCompanies()}
      />
    );
  }
  return (
    <div className={styles.tableWrap}>
      <table className={`${styles.table} ${styles.cards}`}>
        <thead>
          <tr>
            <th scope="col">{t('companies.company')}</th>
            <th scope="col">{t('companies.contact')}</th>
            <th scope="col">{t('companies.applicant')}</th>
            <th scope="col">{t('companies.appliedAt')}</th>
            <th scope="col">{t('filters.status')}</th>
            <th scope="col">{t('companies.registrations')}</th>
            <th scope="col">{t('companies.decision')}</th>
          </tr>
        </thead>
        <tbody>
          {items.map((company) => (
            <CompanyRow key={company.id} company={company} />
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Installer companies: applications to verify first, then the decided ones. */
export function CompaniesPage() {
  const { t } = useTranslation('console');
  const { params, query: companies } = useListPage(companyPageQuery);
  return (
    <ConsoleLayout title={t('nav.companies')}>
      <Filters key={params.toString()} />
      <section className={styles.panel} aria-label={t('results')}>
        <QueryView query={companies}>{(data) => <CompaniesTable items={data.items} />}</QueryView>
      </section>
    </ConsoleLayout>
  );
}
