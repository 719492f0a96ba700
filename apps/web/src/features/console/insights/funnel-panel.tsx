import { FUNNEL_CHANNELS, LANGUAGES } from '@pr/contracts';
import { OVERVIEW_DAYS } from '@pr/contracts/console';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { downloadFunnelExport, funnelQuery } from '../api/console-api';
import styles from '../ui/console.module.css';
import { FunnelFigures } from './funnel-figures';
import funnelStyles from './funnel-panel.module.css';
import { QueryView } from '../ui/query-view';

/** The periods the filter offers, in days back from today (UTC days, today included). */
export const FUNNEL_PERIODS = [7, 30, OVERVIEW_DAYS, 365] as const;
/** The overview's own period: the page opens with one period for all its figures. */
const DEFAULT_PERIOD = OVERVIEW_DAYS;

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

/**
 * The registration funnel ("Parcours"): its entries (QR codes opened, serials found), the
 * chain from step 1 to registrations confirmed with each stage's conversion, and the totals, for a period, locale, product and channel kept in the URL; and
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
      <QueryView query={funnel}>{(data) => <FunnelFigures funnel={data} />}</QueryView>
    </section>
  );
}
