import { CONSOLE_STATUSES, type ConsoleRegistration } from '@pr/contracts/console';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { CompanyVerificationNotice } from '../../shared/auth/company-verification-notice';
import { useCurrentUser } from '../../shared/auth/auth-store';
import { isInstaller } from '../../shared/auth/current-user';
import controls from '../../shared/forms/form-controls.module.css';
import { IsoDateField } from '../../shared/forms/iso-date-field';
import { searchOfForm } from '../../shared/forms/search-of-form';
import { downloadCertificate } from '../../shared/registration/download-certificate';
import { isPointsView, POINTS_VIEW_QUERY } from '../../shared/routing/paths';
import { useLocale } from '../../shared/routing/use-locale';
import { usePaths } from '../../shared/routing/use-paths';
import { PointsStatementView, statementFiltersOf } from '../../shared/points/points-statement';
import { Notice } from '../../shared/ui/notice';
import { PageTitle } from '../../shared/ui/page-title';
import {
  downloadInstallations,
  useInstallations,
  type InstallationFilters,
} from '../../shared/api/installations-api';
import styles from './my-installations-page.module.css';
import { ProductName } from '../../shared/ui/product-name';
import { StatusBadge } from '../../shared/ui/status-badge';

const FILTERS = ['serial', 'status', 'from', 'to'] as const;

/** Consecutive rows of one bulk import, or of single registrations, in the list's order. */
interface Group {
  key: string;
  batchId: string | null;
  rows: ConsoleRegistration[];
}

function groupsOf(rows: ConsoleRegistration[]): Group[] {
  const groups: Group[] = [];
  for (const row of rows) {
    const last = groups.at(-1);
    if (last !== undefined && last.batchId === row.batchId) last.rows.push(row);
    else
      groups.push({
        key: `${row.batchId ?? 'single'}-${row.id}`,
        batchId: row.batchId,
        rows: [row],
      });
  }
  // A bulk import's rows share their time of registration: in serial order, as in the sheet.
  for (const group of groups) {
    if (group.batchId !== null) {
      group.rows.sort((a, b) => a.serialNumber.localeCompare(b.serialNumber));
    }
  }
  return groups;
}

function FilterForm({ filters }: { filters: InstallationFilters }) {
  const { t } = useTranslation('account');
  const { locale } = useLocale();
  const [, setSearchParams] = useSearchParams();
  const [exportFailed, setExportFailed] = useState(false);
  const [dates, setDates] = useState({ from: filters.from ?? '', to: filters.to ?? '' });
  const id = useId();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSearchParams(searchOfForm(event.currentTarget, FILTERS));
  };
  const exportAs = (format: 'csv' | 'xlsx') => {
    setExportFailed(false);
    downloadInstallations(filters, format, locale).catch(() => setExportFailed(true));
  };
  return (
    <form className={styles.filters} aria-label={t('myInstallations.filters')} onSubmit={submit}>
      <div className={controls.field}>
        <label className={controls.label} htmlFor={`${id}-serial`}>
          {t('myInstallations.serial')}
        </label>
        <input
          className={controls.input}
          id={`${id}-serial`}
          name="serial"
          inputMode="numeric"
          defaultValue={filters.serial ?? ''}
        />
      </div>
      <div className={controls.field}>
        <label className={controls.label} htmlFor={`${id}-status`}>
          {t('myInstallations.status')}
        </label>
        <select
          className={controls.input}
          id={`${id}-status`}
          name="status"
          defaultValue={filters.status ?? ''}
        >
          <option value="">{t('myInstallations.anyStatus')}</option>
          {CONSOLE_STATUSES.map((status) => (
            <option key={status} value={status}>
              {t(`myInstallations.statuses.${status}`)}
            </option>
          ))}
        </select>
      </div>
      {(['from', 'to'] as const).map((name) => (
        <IsoDateField
          key={name}
          id={`${id}-${name}`}
          name={name}
          label={t(`myInstallations.${name}`)}
          value={dates[name]}
          onChange={(value) => setDates((current) => ({ ...current, [name]: value }))}
        />
      ))}
      <div className={styles.actions}>
        <button type="submit" className="button button-primary">
          {t('myInstallations.search')}
        </button>
        <button type="button" className="button button-secondary" onClick={() => exportAs('xlsx')}>
          {t('myInstallations.exportXlsx')}
        </button>
        <button type="button" className="button button-secondary" onClick={() => exportAs('csv')}>
          {t('myInstallations.exportCsv')}
        </button>
      </div>
      {exportFailed && (
        <p role="alert" className={styles.error}>
          {t('myInstallations.exportFailed')}
        </p>
      )}
    </form>
  );
}

function CertificateCell({ row }: { row: ConsoleRegistration }) {
  const { t } = useTranslation('account');
  const [failed, setFailed] = useState(false);
  if (row.status !== 'confirmed') return null;
  return (
    <>
      <button
        type="button"
        className={styles.link}
        onClick={() => {
          setFailed(false);
          downloadCertificate(row.id, row.serialNumber).catch(() => setFailed(true));
        }}
      >
        {t('myInstallations.certificateOf', { serial: row.serialNumber })}
      </button>
      {failed && (
        <span role="alert" className={styles.error}>
          {t('myInstallations.certificateFailed')}
        </span>
      )}
    </>
  );
}

function InstallationTable({ rows }: { rows: ConsoleRegistration[] }) {
  const { t } = useTranslation('account');
  const { locale } = useLocale();
  const day = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' });
  const columns = 6;
  return (
    <div
      className={styles.scroller}
      role="region"
      aria-label={t('myInstallations.table')}
      tabIndex={0}
    >
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">{t('myInstallations.serial')}</th>
            <th scope="col">{t('myInstallations.product')}</th>
            <th scope="col">{t('myInstallations.status')}</th>
            <th scope="col">{t('myInstallations.address')}</th>
            <th scope="col">{t('myInstallations.installedOn')}</th>
            <th scope="col">{t('myInstallations.certificate')}</th>
          </tr>
        </thead>
        {groupsOf(rows).map((group) => (
          <tbody key={group.key}>
            <tr className={styles.group}>
              <th scope="colgroup" colSpan={columns}>
                {group.batchId === null
                  ? t('myInstallations.singles')
                  : t('myInstallations.batch', {
                      date: day.format(new Date(group.rows[0]?.createdAt ?? 0)),
                    })}
                <span className={styles.count}>{group.rows.length}</span>
              </th>
            </tr>
            {group.rows.map((row) => (
              <tr key={row.id}>
                <td className={styles.serial}>{row.serialNumber}</td>
                <td>
                  <ProductName name={row.productName} model={row.productModel} />
                </td>
                <td>
                  <StatusBadge
                    status={row.status}
                    label={t(`myInstallations.statuses.${row.status}`)}
                  />
                </td>
                <td>
                  {row.postalCode} {row.city}
                </td>
                <td>{day.format(new Date(row.installationDate))}</td>
                <td>
                  <CertificateCell row={row} />
                </td>
              </tr>
            ))}
          </tbody>
        ))}
      </table>
    </div>
  );
}

/** Rows shown at first, and added by "Afficher plus". */
const STEP = 50;

function Installations({ filters }: { filters: InstallationFilters }) {
  const { t } = useTranslation('account');
  const [count, setCount] = useState(STEP);
  const installations = useInstallations(filters, count);
  if (installations.isPending) return <p role="status">{t('myInstallations.loading')}</p>;
  if (installations.isError) {
    return (
      <div role="alert" className={styles.problem}>
        <p>{t('myInstallations.loadFailed')}</p>
        <button
          type="button"
          className="button button-secondary"
          onClick={() => void installations.refetch()}
        >
          {t('myInstallations.retry')}
        </button>
      </div>
    );
  }
  const { items, hasMore } = installations.data;
  if (items.length === 0) return <p role="status">{t('myInstallations.empty')}</p>;
  return (
    <>
      <InstallationTable rows={items} />
      {hasMore && (
        <button
          type="button"
          className={`button button-secondary ${styles.more}`}
          disabled={installations.isFetching}
          onClick={() => setCount((shown) => shown + STEP)}
        >
          {t('myInstallations.loadMore')}
        </button>
      )}
    </>
  );
}

function ViewTabs({ points }: { points: boolean }) {
  const { t } = useTranslation('account');
  const paths = usePaths();
  return (
    <nav className={styles.tabs} aria-label={t('myInstallations.views')}>
      <Link to="?" aria-current={points ? undefined : 'page'}>
        {t('myInstallations.installationsTab')}
      </Link>
      <Link to={paths.myPoints()} aria-current={points ? 'page' : undefined}>
        {t('points.tab')}
      </Link>
    </nav>
  );
}

/** The points of the installer's company: balance, statement, its filters and exports. */
function Points({ searchParams }: { searchParams: URLSearchParams }) {
  const { t } = useTranslation('account');
  const filters = statementFiltersOf(searchParams);
  return (
    <>
      <p className={styles.intro}>{t('points.intro')}</p>
      <PointsStatementView
        key={`points?${searchParams.toString()}`}
        ns="account"
        source={{ path: '/installations/points' }}
        filters={filters}
        extraParams={POINTS_VIEW_QUERY}
      />
    </>
  );
}

/**
 * "Mes installations": every registration of the installer's company, single and bulk (a bulk
 * import's rows grouped), filtered by serial, status and registration day, exported as XLSX
 * or CSV, each confirmed one with its certificate; and, in its second view, the company's
 * points.
 */
export function MyInstallationsPage() {
  const { t } = useTranslation('account');
  const { t: common } = useTranslation();
  const user = useCurrentUser();
  const [searchParams] = useSearchParams();
  const points = isPointsView(searchParams);
  const filters: InstallationFilters = {};
  for (const name of FILTERS) {
    const value = searchParams.get(name);
    if (value !== null) filters[name] = value;
  }
  return (
    <div className={`container ${styles.page}`}>
      <PageTitle title={points ? t('points.pageTitle') : t('myInstallations.title')} />
      <h1 className={styles.title}>{t('myInstallations.title')}</h1>
      {isInstaller(user) ? (
        <>
          <ViewTabs points={points} />
          {points ? (
            <Points searchParams={searchParams} />
          ) : (
            <>
              <p className={styles.intro}>{t('myInstallations.intro')}</p>
              <FilterForm key={`filters?${searchParams.toString()}`} filters={filters} />
              <Installations key={`list?${searchParams.toString()}`} filters={filters} />
            </>
          )}
        </>
      ) : user.isAuthenticated && user.companyApplication !== null ? (
        <CompanyVerificationNotice application={user.companyApplication} />
      ) : (
        <Notice tone="error">{common('flash.notInstaller')}</Notice>
      )}
    </div>
  );
}
