import {
  WEB_VITAL_NAMES,
  WEB_VITAL_THRESHOLDS,
  WEB_VITALS_DAYS,
  type WebVitalName,
} from '@pr/contracts';
import type { ConsoleOverview } from '@pr/contracts/console';
import { useTranslation } from 'react-i18next';
import styles from '../ui/console.module.css';

type Rating = 'good' | 'needsImprovement' | 'poor';

function rating(name: WebVitalName, value: number): Rating {
  const { good, poor } = WEB_VITAL_THRESHOLDS[name];
  if (value <= good) return 'good';
  return value <= poor ? 'needsImprovement' : 'poor';
}

function useFormatters(): Record<WebVitalName, (value: number) => string> {
  const { i18n } = useTranslation('console');
  const seconds = new Intl.NumberFormat(i18n.language, {
    style: 'unit',
    unit: 'second',
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  });
  const milliseconds = new Intl.NumberFormat(i18n.language, {
    style: 'unit',
    unit: 'millisecond',
    maximumFractionDigits: 0,
  });
  const unitless = new Intl.NumberFormat(i18n.language, {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
  return {
    LCP: (value) => seconds.format(value / 1000),
    INP: (value) => milliseconds.format(value),
    CLS: (value) => unitless.format(value),
  };
}

/**
 * The field data of real visits: per page (route pattern), the 75th percentile of each Core
 * Web Vital with its rating in words (not colour alone) and how many measurements it rests
 * on (a p75 of three reports is an anecdote), and how many views reported.
 */
export function WebVitalsPanel({ webVitals }: { webVitals: ConsoleOverview['webVitals'] }) {
  const { t, i18n } = useTranslation('console');
  const format = useFormatters();
  const number = new Intl.NumberFormat(i18n.language);
  return (
    <section className={styles.panel} aria-labelledby="web-vitals">
      <h2 id="web-vitals" className={styles.panelTitle}>
        {t('overview.webVitals')}
      </h2>
      <p className={styles.muted}>{t('overview.webVitalsPeriod', { count: WEB_VITALS_DAYS })}</p>
      {webVitals.length === 0 ? (
        <p>{t('overview.noWebVitals')}</p>
      ) : (
        // Scrolls sideways on a narrow screen: focusable, so a keyboard can scroll it too.
        <div className={styles.tableWrap} role="group" aria-labelledby="web-vitals" tabIndex={0}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">{t('overview.page')}</th>
                {WEB_VITAL_NAMES.map((name) => (
                  <th key={name} scope="col">
                    {t(`overview.vital.${name}`)}
                  </th>
                ))}
                <th scope="col" className={styles.numeric}>
                  {t('overview.samples')}
                </th>
              </tr>
            </thead>
            <tbody>
              {webVitals.map((row) => (
                <tr key={row.page}>
                  <th scope="row">
                    <code className={styles.routePattern}>{row.page}</code>
                  </th>
                  {WEB_VITAL_NAMES.map((name) => {
                    const value = row.p75[name];
                    if (value === null) return <td key={name}>—</td>;
                    const verdict = rating(name, value);
                    return (
                      <td key={name}>
                        {format[name](value)}{' '}
                        <span className={styles.badge} data-rating={verdict}>
                          {t(`overview.rating.${verdict}`)}
                        </span>
                        <br />
                        <small className={styles.muted}>
                          {t('overview.basedOn', { count: row.reports[name] })}
                        </small>
                      </td>
                    );
                  })}
                  <td className={styles.numeric}>{number.format(row.samples)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
