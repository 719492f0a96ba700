import {
  CONSOLE_STATUSES,
  registrationSearchSchema,
  type ConsoleRegistration,
} from '@pr/contracts/console';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocale } from '../../../shared/routing/use-locale';
import { useConsolePaths } from '../shell/console-paths';
import { downloadExport, registrationPageQuery } from '../api/console-api';
import { ConsoleLayout } from '../shell/console-layout';
import { CursorPager, useListPage } from '../ui/cursor-pages';
import styles from '../ui/console.module.css';
import { FilterInput } from '../ui/filter-input';
import { formatDateTime } from '../ui/format';
import { useUrlFilters } from '../ui/use-url-filters';
import { NoMatches } from '../ui/empty-state';
import { QueryView } from '../ui/query-view';
import { ProductName } from '../../../shared/ui/product-name';

/** The one filter a phone shows before its "Filtres" button: what a caller reads out most. */
const FIRST_FILTER = 'serial';
/** The text filters behind that button on a phone, beside it on a wider screen. */
const MORE_TEXT_FILTERS = [
  'reference',
  'email',
  'name',
  'company',
  'postalCode',
  'city',
  'country',
] as const;
const FILTERS = [FIRST_FILTER, ...MORE_TEXT_FILTERS, 'status', 'channel', 'from', 'to'] as const;
type Filter = (typeof FILTERS)[number];

/** The page number is the console's own; the API pages by cursor (`after`). */

export function StatusBadge({ status }: { status: ConsoleRegistration['status'] }) {
  const { t } = useTranslation('console');
  return (
    <span className={styles.badge} data-status={status}>
      {t(`status.${status}`)}
    </span>
  );
}

function FilterForm() {
  const { t } = useTranslation('console');
  const paths = useConsolePaths();
  const {
    values: filters,
    errors,
    set,
    submit,
    clear,
  } = useUrlFilters(FILTERS, paths.consoleRegistrations, registrationSearchSchema);
  const input = (name: Filter, type: 'text' | 'date' = 'text') => (
    <FilterInput
      key={name}
      id={`filter-${name}`}
      label={t(`filters.${name}`)}
      type={type}
      value={filters[name]}
      onChange={set(name)}
      error={errors[name]}
    />
  );
  const moreId = useId();
  const [expanded, setExpanded] = useState(false);
  const more = FILTERS.filter((name) => name !== FIRST_FILTER);
  const filled = more.filter((name) => filters[name] !== '').length;
  // A refused filter is never hidden behind the button.
  const open = expanded || more.some((name) => errors[name] !== undefined);
  return (
    <form
      className={`${styles.panel} ${styles.filters}`}
      onSubmit={submit}
      aria-label={t('filters.title')}
    >
      {input(FIRST_FILTER)}
      <button
        type="button"
        className={`button button-secondary ${styles.moreToggle}`}
        aria-expanded={open}
        aria-controls={moreId}
        onClick={() => setExpanded(!open)}
      >
        {filled === 0 ? t('filters.more') : `${t('filters.more')} (${filled})`}
      </button>
      <div id={moreId} className={styles.moreFilters} data-expanded={open}>
        {MORE_TEXT_FILTERS.map((name) => input(name))}
        <div className={styles.filter}>
          <label htmlFor="filter-status">{t('filters.status')}</label>
          <select
            id="filter-status"
            value={filters.status}
            onChange={(e) => set('status')(e.target.value)}
          >
            <option value="">{t('filters.any')}</option>
            {CONSOLE_STATUSES.map((status) => (
              <option key={status} value={status}>
                {t(`status.${status}`)}
              </option>
            ))}
          </select>
        </div>
        <div className={styles.filter}>
          <label htmlFor="filter-channel">{t('filters.channel')}</label>
          <select
            id="filter-channel"
            value={filters.channel}
            onChange={(e) => set('channel')(e.target.value)}
          >
            <option value="">{t('filters.any')}</option>
            <option value="web">{t('channel.web')}</option>
            <option value="bulk">{t('channel.bulk')}</option>
          </select>
        </div>
        {input('from', 'date')}
        {input('to', 'date')}
      </div>
      <div className={styles.filterActions}>
        <button type="submit" className="button button-primary">
          {t('filters.search')}
        </button>
        <button type="button" className="button button-secondary" onClick={clear}>
          {t('filters.clear')}
        </button>
      </div>
    </form>
  );
}

function ResultsTable({ items }: { items: ConsoleRegistration[] }) {
  const { t, i18n } = useTranslation('console');
  const paths = useConsolePaths();
  if (items.length === 0) {
    return (
      <NoMatches title={t('empty')} hint={t('emptyHint')} listPath={paths.consoleRegistrations()} />
    );
  }
  return (
    <div className={styles.tableWrap}>
      <table className={`${styles.table} ${styles.cards}`}>
        <thead>
          <tr>
            <th scope="col">{t('columns.createdAt')}</th>
            <th scope="col">{t('columns.serial')}</th>
            <th scope="col">{t('columns.product')}</th>
            <th scope="col">{t('columns.status')}</th>
            <th scope="col">{t('columns.channel')}</th>
            <th scope="col">{t('columns.registrant')}</th>
            <th scope="col">{t('columns.place')}</th>
          </tr>
        </thead>
        <tbody>
          {items.map((item) => (
            <tr key={item.id}>
              <td data-label={t('columns.createdAt')}>
                {formatDateTime(item.createdAt, i18n.language)}
              </td>
              <td data-label={t('columns.serial')}>
                <Link to={paths.consoleRegistration(item.id)}>{item.serialNumber}</Link>
              </td>
              <td data-label={t('columns.product')}>
                <ProductName name={item.productName} model={item.productModel} />
              </td>
              <td data-label={t('columns.status')}>
                <StatusBadge status={item.status} />
              </td>
              <td data-label={t('columns.channel')}>{t(`channel.${item.channel}`)}</td>
              <td data-label={t('columns.registrant')}>
                <div>{item.company ?? item.name ?? '—'}</div>
                <div className={styles.muted}>
                  {item.email} · {item.registrantType === 2 ? t('installer') : t('endCustomer')}
                </div>
              </td>
              <td data-label={t('columns.place')}>
                {item.postalCode} {item.city} ({item.country})
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Downloads of every row of the current filter; each one is recorded in the audit log. */
function ExportButtons({ search }: { search: string }) {
  const { t } = useTranslation('console');
  const { locale } = useLocale();
  const [keys, setKeys] = useState(false);
  const [state, setState] = useState<'idle' | 'busy' | 'failed'>('idle');
  const download = async (format: 'csv' | 'xlsx') => {
    setState('busy');
    try {
      await downloadExport(search, format, { locale, keys });
      setState('idle');
    } catch {
      setState('failed');
    }
  };
  return (
    <div className={styles.exportButtons}>
      {state === 'failed' && (
        <span className={styles.error} role="alert">
          {t('exportFailed')}
        </span>
      )}
      <label className={styles.exportKeys}>
        <input type="checkbox" checked={keys} onChange={(event) => setKeys(event.target.checked)} />
        {t('exportKeys')}
      </label>
      {(['csv', 'xlsx'] as const).map((format) => (
        <button
          key={format}
          type="button"
          className="button button-secondary"
          disabled={state === 'busy'}
          onClick={() => void download(format)}
        >
          {t(format === 'csv' ? 'exportCsv' : 'exportXlsx')}
        </button>
      ))}
    </div>
  );
}

/** Staff search registrations by any of their fields and page through them. */
export function RegistrationsPage() {
  const { t } = useTranslation('console');
  const {
    params,
    apiSearch,
    pageNumber,
    nextPage,
    query: page,
  } = useListPage(registrationPageQuery);

  return (
    <ConsoleLayout title={t('nav.registrations')}>
      <FilterForm key={params.toString()} />
      <section className={styles.panel} aria-labelledby="results-title" aria-busy={page.isFetching}>
        <div className={styles.resultsHeader}>
          <h2 id="results-title" className={styles.panelTitle}>
            {t('results')}
          </h2>
          <ExportButtons search={apiSearch} />
        </div>
        <QueryView query={page}>
          {(data) => (
            <>
              <ResultsTable items={data.items} />
              <CursorPager pageNumber={pageNumber} next={data.next} onNext={nextPage} />
            </>
          )}
        </QueryView>
      </section>
    </ConsoleLayout>
  );
}
