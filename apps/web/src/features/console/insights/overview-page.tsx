import type { ConsoleOverview } from '@pr/contracts/console';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { useConsolePaths } from '../shell/console-paths';
import { overviewQuery } from '../api/console-api';
import { ConsoleLayout } from '../shell/console-layout';
import styles from '../ui/console.module.css';
import { formatDay } from '../ui/format';
import { FunnelPanel } from './funnel-panel';
import { ShortTick, type TickProps } from './chart-label';
import { WebVitalsPanel } from './web-vitals-panel';
import { QueryView } from '../ui/query-view';

/** The brand's orange and the info teal: web and bulk, as everywhere in the console. */
const WEB_COLOR = '#c2410c';
const BULK_COLOR = '#0e7490';

/**
 * A chart with its figures: the drawing is for the eye (hidden from screen readers, and
 * without recharts' keyboard layer, so no focus lands in hidden content), the table under
 * it carries the same numbers for everyone who cannot see it.
 */
function ChartFigure({
  id,
  title,
  definition,
  chart,
  table,
}: {
  id: string;
  title: string;
  /** What the chart counts, under its title. */
  definition: string;
  chart: ReactNode;
  table: ReactNode;
}) {
  return (
    <figure
      className={`${styles.panel} ${styles.figure}`}
      aria-labelledby={id}
      aria-describedby={`${id}-definition`}
    >
      <figcaption id={id} className={styles.panelTitle}>
        {title}
      </figcaption>
      <p id={`${id}-definition`} className={styles.muted}>
        {definition}
      </p>
      <div aria-hidden="true" className={styles.chart}>
        {chart}
      </div>
      {table}
    </figure>
  );
}

function figuresTable(caption: string, headers: string[], rows: (string | number)[][]) {
  // Hidden by a box around it: a table grows to its content whatever width it is given, and
  // a hidden one as wide as its text widened the phone's page to 541 px.
  return (
    <div className="visually-hidden">
      <table>
        <caption>{caption}</caption>
        <thead>
          <tr>
            {headers.map((header) => (
              <th key={header} scope="col">
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map(([first, ...rest]) => (
            <tr key={String(first)}>
              <th scope="row">{first}</th>
              {rest.map((cell, index) => (
                <td key={index}>{cell}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function Figures({ overview }: { overview: ConsoleOverview }) {
  const { t, i18n } = useTranslation('console');
  const paths = useConsolePaths();
  const number = new Intl.NumberFormat(i18n.language);
  const percent = new Intl.NumberFormat(i18n.language, { style: 'percent' });
  const dayLabel = (day: string) => formatDay(`${day}T00:00:00.000Z`, i18n.language);
  const productName = (names: Record<string, string>, model: string) =>
    names[i18n.language.slice(0, 2)] ?? Object.values(names)[0] ?? model;
  const products = overview.topProducts.map((product) => ({
    ...product,
    label: productName(product.name, product.model),
  }));
  const { confirmation } = overview;
  return (
    <>
      <div className={styles.kpis}>
        <section className={styles.panel} aria-labelledby="kpi-confirmation">
          <h2 id="kpi-confirmation" className={styles.panelTitle}>
            {t('overview.confirmationRate')}
          </h2>
          <p className={styles.kpi}>
            {confirmation.rate === null ? '—' : percent.format(confirmation.rate)}
          </p>
          <p className={styles.muted}>
            {t('overview.confirmationDetail', {
              confirmed: number.format(confirmation.confirmed),
              count: confirmation.submitted,
            })}
          </p>
          <p className={styles.muted}>
            {t('overview.confirmationDefinition', {
              from: dayLabel(confirmation.from),
              to: dayLabel(confirmation.to),
            })}
          </p>
        </section>
        <section className={styles.panel} aria-labelledby="kpi-companies">
          <h2 id="kpi-companies" className={styles.panelTitle}>
            {t('overview.pendingCompanies')}
          </h2>
          <p className={styles.kpi}>{number.format(overview.pendingCompanies)}</p>
          <p className={styles.muted}>{t('overview.pendingCompaniesDefinition')}</p>
          <p>
            <Link to={paths.consoleCompanies('status=pending')}>{t('overview.toCompanies')}</Link>
          </p>
        </section>
      </div>
      <ChartFigure
        id="chart-days"
        title={t('overview.perDay')}
        definition={t('overview.perDayDefinition')}
        chart={
          <ResponsiveContainer width="100%" height={260}>
            <BarChart data={overview.days} accessibilityLayer={false}>
              <CartesianGrid strokeDasharray="3 3" vertical={false} />
              <XAxis dataKey="day" tickFormatter={dayLabel} minTickGap={40} />
              <YAxis allowDecimals={false} width={48} />
              <Tooltip labelFormatter={(day) => (typeof day === 'string' ? dayLabel(day) : '')} />
              <Legend />
              <Bar dataKey="web" name={t('channel.web')} stackId="channel" fill={WEB_COLOR} />
              <Bar dataKey="bulk" name={t('channel.bulk')} stackId="channel" fill={BULK_COLOR} />
            </BarChart>
          </ResponsiveContainer>
        }
        table={figuresTable(
          t('overview.perDay'),
          [t('overview.day'), t('channel.web'), t('channel.bulk')],
          overview.days
            .filter((day) => day.web + day.bulk > 0)
            .map((day) => [dayLabel(day.day), day.web, day.bulk]),
        )}
      />
      <div className={styles.columns}>
        <ChartFigure
          id="chart-products"
          title={t('overview.topProducts')}
          definition={t('overview.topProductsDefinition')}
          chart={
            <ResponsiveContainer width="100%" height={Math.max(120, products.length * 36)}>
              <BarChart
                data={products}
                layout="vertical"
                margin={{ left: 8 }}
                accessibilityLayer={false}
              >
                <XAxis type="number" allowDecimals={false} />
                <YAxis
                  type="category"
                  dataKey="label"
                  width={170}
                  interval={0}
                  tick={(props: TickProps) => <ShortTick {...props} />}
                />
                <Tooltip />
                <Bar dataKey="count" name={t('overview.registrations')} fill={WEB_COLOR} />
              </BarChart>
            </ResponsiveContainer>
          }
          table={figuresTable(
            t('overview.topProducts'),
            [t('catalog.product'), t('overview.registrations')],
            products.map((product) => [product.label, product.count]),
          )}
        />
        <ChartFigure
          id="chart-countries"
          title={t('overview.countries')}
          definition={t('overview.countriesDefinition')}
          chart={
            <ResponsiveContainer
              width="100%"
              height={Math.max(120, overview.countries.length * 36)}
            >
              <BarChart data={overview.countries} layout="vertical" accessibilityLayer={false}>
                <XAxis type="number" allowDecimals={false} />
                <YAxis type="category" dataKey="country" width={48} />
                <Tooltip />
                <Bar dataKey="count" name={t('overview.registrations')} fill={BULK_COLOR} />
              </BarChart>
            </ResponsiveContainer>
          }
          table={figuresTable(
            t('overview.countries'),
            [t('catalog.country'), t('overview.registrations')],
            overview.countries.map((row) => [row.country, row.count]),
          )}
        />
      </div>
      <WebVitalsPanel webVitals={overview.webVitals} />
    </>
  );
}

/** The last 90 days at a glance, each chart with its figures as a table. */
export function OverviewPage() {
  const { t } = useTranslation('console');
  const overview = useQuery(overviewQuery);
  return (
    <ConsoleLayout title={t('nav.overview')}>
      <p className={styles.muted}>{t('overview.period')}</p>
      <QueryView query={overview}>{(data) => <Figures overview={data} />}</QueryView>
      <FunnelPanel />
    </ConsoleLayout>
  );
}
