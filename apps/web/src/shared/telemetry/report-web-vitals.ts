import {
  isWebVitalName,
  isWebVitalPage,
  WEB_VITAL_MAX,
  type WebVitalName,
  type WebVitalsReport,
} from '@pr/contracts';
import { postTelemetry } from './post-telemetry';

const WEB_VITALS_URL = '/api/telemetry/web-vitals';

interface Metric {
  name: string;
  value: number;
}
type OnMetric = (report: (metric: Metric) => void) => void;

/** The three listeners of the `web-vitals` library this module uses. */
export interface WebVitalsLibrary {
  onLCP: OnMetric;
  onINP: OnMetric;
  onCLS: OnMetric;
}

export interface WebVitalsOptions {
  /** The share of page views that report (runtime config `webVitalsSampleRate`). */
  sampleRate: number;
  /** The page as its route pattern (see `routePattern`). */
  page: string;
  random?: () => number;
  load?: () => Promise<WebVitalsLibrary>;
}

/**
 * The route pattern of the page a router shows (`/users/register/step/1`,
 * `/products/:serialNumber`): its leaf route's path, `/` for an index route. Field data is
 * grouped by page, and a URL could hold a serial number or an id.
 */
export function routePattern(matches: readonly { route: { path?: string } }[]): string {
  return `/${matches.at(-1)?.route.path ?? ''}`;
}

/** Runs `task` once the page has loaded, so the library never competes with the page. */
function afterLoad(task: () => void): void {
  if (document.readyState === 'complete') task();
  else window.addEventListener('load', task, { once: true });
}

/**
 * Reports the Core Web Vitals of a sampled share of page views to the telemetry API, for the
 * console's p75 per page: LCP, INP and CLS as the `web-vitals` library measures them, in one
 * report when the page is first hidden (closed, left or switched away from, the moment the
 * library settles them). The library is its own chunk, loaded after the page.
 */
export function reportWebVitals({
  sampleRate,
  page,
  random = Math.random,
  load = () => import('web-vitals'),
}: WebVitalsOptions): void {
  // A page outside the route table (the catch-all's redirect) has nothing to report.
  if (!isWebVitalPage(page) || !(random() < sampleRate)) return;
  afterLoad(() => {
    load()
      .then((library) => {
        const values = new Map<WebVitalName, number>();
        const record = (metric: Metric) => {
          // Beyond its bound the server refuses the whole report: keep the other metrics.
          if (isWebVitalName(metric.name) && metric.value <= WEB_VITAL_MAX[metric.name])
            values.set(metric.name, metric.value);
        };
        library.onLCP(record);
        library.onINP(record);
        library.onCLS(record);
        // Registered after the library's own listeners, so it sees the values they settle.
        const sendOnHide = () => {
          if (document.visibilityState !== 'hidden' || values.size === 0) return;
          document.removeEventListener('visibilitychange', sendOnHide);
          const report: WebVitalsReport = {
            page,
            metrics: [...values].map(([name, value]) => ({ name, value })),
          };
          void postTelemetry(WEB_VITALS_URL, report);
        };
        document.addEventListener('visibilitychange', sendOnHide);
      })
      .catch(() => {
        // A chunk that fails to load costs the sample, nothing else.
      });
  });
}
