import {
  isPointsReasonCode,
  POINTS_ENTRY_KINDS,
  type PointsBalance,
  type PointsEntry,
} from '@pr/contracts/points';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import controls from '../forms/form-controls.module.css';
import { IsoDateField } from '../forms/iso-date-field';
import { searchOfForm } from '../forms/search-of-form';
import { useLocale } from '../routing/use-locale';
import {
  downloadStatement,
  usePointsStatement,
  type StatementFilters,
  type StatementSource,
} from './points-api';
import styles from './points-statement.module.css';
import { ProductName } from '../ui/product-name';

/**
 * The catalog of the page: "Mes installations" (`account`) or the console (`console`). Both
 * have a `points` section with the texts these components read.
 */
export type PointsNamespace = 'account' | 'console';

const usePointsTexts = (ns: PointsNamespace) =>
  // The console's `points` section has every key of the account's that these components
  // read (points-catalogs.test.ts); the type is read from the account's.
  useTranslation(ns as 'account');

/** The statement's filters, read from and written to the page's query string. */
export const STATEMENT_FILTERS = ['from', 'to', 'kind'] as const;

export function statementFiltersOf(params: URLSearchParams): StatementFilters {
  const filters: StatementFilters = {};
  for (const name of STATEMENT_FILTERS) {
    const value = params.get(name);
    if (value !== null && value !== '') filters[name] = value;
  }
  return filters;
}

/** Points as a signed number in the page's language: `+50`, `−50`. */
export function signedPoints(points: number, locale: string): string {
  return new Intl.NumberFormat(locale, { signDisplay: 'exceptZero' }).format(points);
}

/** The balance: available points, and held ones with what "held" means. */
export function BalanceCards({ balance, ns }: { balance: PointsBalance; ns: PointsNamespace }) {
  const { t } = usePointsTexts(ns);
  const { locale } = useLocale();
  const number = new Intl.NumberFormat(locale);
  const id = useId();
  return (
    <dl className={styles.balance}>
      <div className={styles.card} data-state="available">
        <dt>{t('points.available')}</dt>
        <dd className={styles.amount}>{number.format(balance.available)}</dd>
      </div>
      <div className={styles.card} data-state="held">
        <dt>{t('points.held')}</dt>
        <dd className={styles.amount} aria-describedby={`${id}-held`}>
          {number.format(balance.held)}
        </dd>
        <dd className={styles.hint} id={`${id}-held`}>
          {t('points.heldHint')}
        </dd>
      </div>
    </dl>
  );
}

/** Period and kind, in the query string; the exports take the same filters. */
export function StatementFilterForm({
  ns,
  source,
  filters,
  extraParams = {},
}: {
  ns: PointsNamespace;
  source: StatementSource;
  filters: StatementFilters;
  /** Parameters of the page's query string to keep (the console's `company`, the tab). */
  extraParams?: Record<string, string>;
}) {
  const { t } = usePointsTexts(ns);
  const { locale } = useLocale();
  const [, setSearchParams] = useSearchParams();
  const [exportFailed, setExportFailed] = useState(false);
  const id = useId();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSearchParams(searchOfForm(event.currentTarget, STATEMENT_FILTERS, extraParams));
  };
  const exportAs = (format: 'csv' | 'xlsx') => {
    setExportFailed(false);
    downloadStatement(source, filters, format, locale).catch(() => setExportFailed(true));
  };
  const [dates, setDates] = useState({ from: filters.from ?? '', to: filters.to ?? '' });
  const date = (name: 'from' | 'to') => (
    <IsoDateField
      id={`${id}-${name}`}
      name={name}
      label={t(`points.${name}`)}
      value={dates[name]}
      onChange={(value) => setDates((current) => ({ ...current, [name]: value }))}
    />
  );
  return (
    <form className={styles.filters} aria-label={t('points.filters')} onSubmit={submit}>
      {date('from')}
      {date('to')}
      <div className={controls.field}>
        <label className={controls.label} htmlFor={`${id}-kind`}>
          {t('points.kind')}
        </label>
        <select
          className={controls.input}
          id={`${id}-kind`}
          name="kind"
          defaultValue={filters.kind ?? ''}
        >
          <option value="">{t('points.anyKind')}</option>
          {POINTS_ENTRY_KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {t(`points.kinds.${kind}`)}
            </option>
          ))}
        </select>
      </div>
      <div className={styles.actions}>
        <button type="submit" className="button button-primary">
          {t('points.search')}
        </button>
        <button type="button" className="button button-secondary" onClick={() => exportAs('csv')}>
          {t('points.exportCsv')}
        </button>
        <button type="button" className="button button-secondary" onClick={() => exportAs('xlsx')}>
          {t('points.exportXlsx')}
        </button>
      </div>
      {exportFailed && (
        <p role="alert" className={styles.error}>
          {t('points.exportFailed')}
        </p>
      )}
    </form>
  );
}

/** An entry's reason: an automatic one's code in words, staff's own as they wrote it. */
function ReasonText({ reason, ns }: { reason: string | null; ns: PointsNamespace }) {
  const { t } = usePointsTexts(ns);
  if (reason === null) return <span className={styles.muted}>—</span>;
  return <>{isPointsReasonCode(reason) ? t(`points.reasons.${reason}`) : reason}</>;
}

/** The statement's entries: a table that stacks into blocks on a phone. */
export function StatementTable({ items, ns }: { items: PointsEntry[]; ns: PointsNamespace }) {
  const { t } = usePointsTexts(ns);
  const { locale } = useLocale();
  const at = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <table className={styles.table}>
      <caption className="visually-hidden">{t('points.statement')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('points.columns.date')}</th>
          <th scope="col">{t('points.columns.kind')}</th>
          <th scope="col" className={styles.number}>
            {t('points.columns.points')}
          </th>
          <th scope="col">{t('points.columns.registration')}</th>
          <th scope="col">{t('points.columns.reason')}</th>
        </tr>
      </thead>
      <tbody>
        {items.map((entry) => (
          <tr key={entry.id}>
            <td data-label={t('points.columns.date')}>{at.format(new Date(entry.at))}</td>
            <td data-label={t('points.columns.kind')}>
              <span className={styles.kind} data-kind={entry.kind}>
                {t(`points.kinds.${entry.kind}`)}
              </span>
              {entry.state === 'held' && (
                <span className={styles.heldTag}>{t('points.heldTag')}</span>
              )}
            </td>
            <td
              data-label={t('points.columns.points')}
              className={`${styles.number} ${styles.points}`}
              data-sign={entry.points < 0 ? 'negative' : 'positive'}
            >
              {signedPoints(entry.points, locale)}
            </td>
            <td data-label={t('points.columns.registration')}>
              {entry.serialNumber === null ? (
                <span className={styles.muted}>—</span>
              ) : (
                <>
                  <span className={styles.serial}>{entry.serialNumber}</span>
                  {entry.productModel !== null && (
                    <span className={styles.product}>
                      <ProductName name={entry.productName} model={entry.productModel} />
                    </span>
                  )}
                </>
              )}
            </td>
            <td data-label={t('points.columns.reason')} className={styles.reason}>
              <ReasonText reason={entry.reason} ns={ns} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Entries shown at first, and added by "Afficher plus". */
const STEP = 50;

/**
 * A company's points: its balance, the filters and exports of its statement, and the
 * statement's entries fifty at a time.
 */
export function PointsStatementView({
  ns,
  source,
  filters,
  extraParams,
}: {
  ns: PointsNamespace;
  source: StatementSource;
  filters: StatementFilters;
  extraParams?: Record<string, string>;
}) {
  const { t } = usePointsTexts(ns);
  const [count, setCount] = useState(STEP);
  const statement = usePointsStatement(source, filters, count);
  return (
    <div className={styles.view}>
      {statement.isPending ? (
        <p role="status">{t('points.loading')}</p>
      ) : statement.isError ? (
        <div role="alert" className={styles.problem}>
          <p>{t('points.loadFailed')}</p>
          <button
            type="button"
            className="button button-secondary"
            onClick={() => void statement.refetch()}
          >
            {t('points.retry')}
          </button>
        </div>
      ) : (
        <>
          <BalanceCards balance={statement.data.balance} ns={ns} />
          <StatementFilterForm
            ns={ns}
            source={source}
            filters={filters}
            extraParams={extraParams}
          />
          <section className={styles.statement} aria-labelledby={`${ns}-points-statement`}>
            <h2 id={`${ns}-points-statement`} className={styles.statementTitle}>
              {t('points.statement')}
            </h2>
            {statement.data.items.length === 0 ? (
              <p role="status" className={styles.muted}>
                {t('points.empty')}
              </p>
            ) : (
              <StatementTable items={statement.data.items} ns={ns} />
            )}
            {statement.data.hasMore && (
              <button
                type="button"
                className={`button button-secondary ${styles.more}`}
                disabled={statement.isFetching}
                onClick={() => setCount((shown) => shown + STEP)}
              >
                {t('points.loadMore')}
              </button>
            )}
          </section>
        </>
      )}
    </div>
  );
}
