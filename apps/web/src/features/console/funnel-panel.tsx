import { FUNNEL_CHANNELS, LANGUAGES, type Funnel, type FunnelBar } from '@pr/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { downloadFunnelExport, funnelQuery } from './api/console-api';
import styles from './console.module.css';
import funnelStyles from './funnel-panel.module.css';

/** The periods the filter offers, in days back from today (UTC days, today included). */
export const FUNNEL_PERIODS = [7, 30, 90, 365] as const;
const DEFAULT_PERIOD = 30;

/** The filter's names in the page's URL (the overview's own query has none). */
const PARAM = {
  days: 'funnelDays',
  locale: 'funnelLocale',
  productModel: 'funnelProduct',
  channel: 'funnelChannel',
} as const;

const utcDay = (at: number) => new Date(at).toISOString().slice(0, 10);

/** The API's query string of the page's filter. */
export function funnelSearch(params: URLSearchParams, now = Date.now()): string {
  const days = Number(params.get(PARAM.days) ?? DEFAULT_PERIOD);
  const period = (FUNNEL_PERIODS as readonly number[]).includes(days) ? days : DEFAULT_PERIOD;
  const query = new URLSearchParams({
    from: utcDay(now - (period - 1) * 86_400_000),
    to: utcDay(now),
  });
  for (const name of ['locale', 'productModel', 'channel'] as const) {
    const value = params.get(PARAM[name]);
    if (value) query.set(name, value);
  }
  return query.toString();
}

/** Each bar's share of the bar before it that has a figure, and of the first one. */
export function conversions(bars: readonly FunnelBar[]) {
  let first: number | null = null;
  let previous: number | null = null;
  return bars.map((bar) => {
    const rate = (base: number | null) =>
      bar.count === null || base === null || base === 0 ? null : bar.count / base;
    const row = { ...bar, fromPrevious: rate(previous), fromFirst: rate(first) };
    if (bar.count !== null) {
      first ??= bar.count;
      previous = bar.count;
    }
    return row;
  });
}

function FunnelFigures({ funnel }: { funnel: Funnel }) {
  const { t, i18n } = useTranslation('console');
  const number = new Intl.NumberFormat(i18n.language);
  const percent = new Intl.NumberFormat(i18n.language, {
    style: 'percent',
    maximumFractionDigits: 1,
  });
  const rows = conversions(funnel.bars);
  const max = Math.max(1, ...rows.map((row) => row.count ?? 0));
  const label = (bar: FunnelBar) =>
    bar.stage === 'step_reached'
      ? t('funnel.stepReached', { step: bar.step ?? 0 })
      : t(
          `funnel.stage.${bar.stage as Exclude<FunnelBar['stage'], 'step_reached' | 'deadline_missed'>}`,
        );
  const rate = (value: number | null) => (value === null ? '—' : percent.format(value));
  return (
    <div className={funnelStyles.figures}>
      {/* The bars are for the eye; the table beside them carries the same figures for everyone. */}
      <ol className={funnelStyles.bars} aria-hidden="true">
        {rows.map((row) => (
          <li key={`${row.stage}-${row.step ?? ''}`} className={funnelStyles.barRow}>
            <span className={funnelStyles.barLabel}>{label(row)}</span>
            <span className={funnelStyles.track}>
              <span
                className={funnelStyles.bar}
                data-stage={row.stage}
                data-empty={!row.count}
                style={{ inlineSize: `${((row.count ?? 0) / max) * 100}%` }}
              />
            </span>
            <span className={funnelStyles.barValue}>
              {row.count === null ? '—' : number.format(row.count)}
            </span>
          </li>
        ))}
      </ol>
      <div className={styles.tableWrap} role="group" aria-labelledby="funnel-table" tabIndex={0}>
        <table className={styles.table}>
          <caption id="funnel-table" className="visually-hidden">
            {t('funnel.title')}
          </caption>
          <thead>
            <tr>
              <th scope="col">{t('funnel.stageHeader')}</th>
              <th scope="col" className={styles.numeric}>
                {t('funnel.count')}
              </th>
              <th scope="col" className={styles.numeric}>
                {t('funnel.fromPrevious')}
              </th>
              <th scope="col" className={styles.numeric}>
                {t('funnel.fromFirst')}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={`${row.stage}-${row.step ?? ''}`}>
                <th scope="row">{label(row)}</th>
                <td className={styles.numeric}>
                  {row.count === null ? '—' : number.format(row.count)}
                </td>
                <td className={styles.numeric}>{rate(row.fromPrevious)}</td>
                <td className={styles.numeric}>{rate(row.fromFirst)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul className={funnelStyles.notes}>
        {funnel.qrViaGs1 !== null && (
          <li>{t('funnel.qrViaGs1', { value: number.format(funnel.qrViaGs1) })}</li>
        )}
        <li>{t('funnel.deadlineMissed', { value: number.format(funnel.deadlineMissed) })}</li>
        {funnel.bars.some((bar) => bar.count === null) && <li>{t('funnel.noChannel')}</li>}
      </ul>
    </div>
  );
}

/**
 * The registration funnel ("Parcours"): from QR codes opened to registrations confirmed, with
 * each stage's conversion, for a period, locale, product and channel kept in the URL; and
 * the daily counters of that filter as CSV.
 */
export function FunnelPanel() {
  const { t } = useTranslation('console');
  const [params, setParams] = useSearchParams();
  const search = funnelSearch(params);
  const funnel = useQuery(funnelQuery(search));
  const [exportFailed, setExportFailed] = useState(false);
  const select = (name: keyof typeof PARAM) => ({
    id: `funnel-${name}`,
    value: params.get(PARAM[name]) ?? (name === 'days' ? String(DEFAULT_PERIOD) : ''),
    onChange: (event: { target: { value: string } }) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (event.target.value === '') next.delete(PARAM[name]);
          else next.set(PARAM[name], event.target.value);
          return next;
        },
        { replace: true },
      ),
  });
  const exportCsv = () => {
    setExportFailed(false);
    downloadFunnelExport(search).catch(() => setExportFailed(true));
  };
  return (
    <section className={styles.panel} aria-labelledby="funnel">
      <h2 id="funnel" className={styles.panelTitle}>
        {t('funnel.title')}
      </h2>
      <p className={styles.muted}>{t('funnel.intro')}</p>
      <form
        className={`${styles.filters} ${funnelStyles.filters}`}
        aria-label={t('funnel.filters')}
        onSubmit={(event) => event.preventDefault()}
      >
        <div className={styles.filter}>
          <label htmlFor="funnel-days">{t('funnel.period')}</label>
          <select {...select('days')}>
            {FUNNEL_PERIODS.map((days) => (
              <option key={days} value={days}>
                {t('funnel.lastDays', { count: days })}
              </option>
            ))}
          </select>
        </div>
        <div className={styles.filter}>
          <label htmlFor="funnel-locale">{t('funnel.locale')}</label>
          <select {...select('locale')}>
            <option value="">{t('filters.any')}</option>
            {LANGUAGES.map((language) => (
              <option key={language.code} value={language.code}>
                {`${language.country} / ${language.name} (${language.code})`}
              </option>
            ))}
          </select>
        </div>
        <div className={styles.filter}>
          <label htmlFor="funnel-productModel">{t('funnel.product')}</label>
          <select {...select('productModel')}>
            <option value="">{t('filters.any')}</option>
            {(funnel.data?.products ?? []).map((model) => (
              <option key={model} value={model}>
                {model}
              </option>
            ))}
          </select>
        </div>
        <div className={styles.filter}>
          <label htmlFor="funnel-channel">{t('funnel.channel')}</label>
          <select {...select('channel')}>
            <option value="">{t('filters.any')}</option>
            {FUNNEL_CHANNELS.map((channel) => (
              <option key={channel} value={channel}>
                {t(`funnel.channels.${channel}`)}
              </option>
            ))}
          </select>
        </div>
        <div className={styles.filterActions}>
          <button type="button" className="button button-secondary" onClick={exportCsv}>
            {t('funnel.export')}
          </button>
        </div>
      </form>
      {exportFailed && (
        <p className={styles.error} role="alert">
          {t('funnel.exportFailed')}
        </p>
      )}
      {funnel.isPending ? (
        <p role="status">{t('loading')}</p>
      ) : funnel.isError ? (
        <p className={styles.error} role="alert">
          {t('loadFailed')}
        </p>
      ) : (
        <FunnelFigures funnel={funnel.data} />
      )}
    </section>
  );
}
