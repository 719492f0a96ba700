import { and, gte, inArray, lt, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import {
  WEB_VITAL_MAX,
  WEB_VITAL_PAGES,
  WEB_VITALS_DAYS,
  type WebVitalName,
  type WebVitalsReport,
} from '@pr/contracts';
import type { ConsoleOverview } from '@pr/contracts/console';
import type { Database } from '../../db/client';
import { webVitalReports } from '../../db/schema';

/** Pages the overview lists: the most sampled ones; the rest are noise or probes. */
const OVERVIEW_PAGES = 20;

function periodStart(now: Date): Date {
  return new Date(now.getTime() - WEB_VITALS_DAYS * 86_400_000);
}

export async function recordWebVitals(db: Database, report: WebVitalsReport): Promise<void> {
  const value = (name: WebVitalName) =>
    report.metrics.find((metric) => metric.name === name)?.value ?? null;
  await db
    .insert(webVitalReports)
    .values({ page: report.page, lcp: value('LCP'), inp: value('INP'), cls: value('CLS') });
}

/** Deletes the reports the overview no longer reads, so the table stays a month of samples. */
export async function deleteOldWebVitals(db: Database, now = new Date()): Promise<void> {
  await db.delete(webVitalReports).where(lt(webVitalReports.recordedAt, periodStart(now)));
}

/**
 * Each page's 75th percentiles over the last WEB_VITALS_DAYS days, in one grouped query, with
 * how many reports each rests on. Only the app's pages and plausible values count: the
 * reports are anonymous, and rows stored before the API checked them may still be there.
 */
export async function webVitalsOverview(
  db: Database,
  now = new Date(),
): Promise<ConsoleOverview['webVitals']> {
  const plausible = (column: AnyPgColumn, name: WebVitalName) =>
    sql`${column} <= ${WEB_VITAL_MAX[name]}`;
  const p75 = (column: AnyPgColumn, name: WebVitalName) =>
    // Drizzle passes NULL (a page without that metric) through without decoding it.
    sql<
      number | null
    >`percentile_cont(0.75) within group (order by ${column}) filter (where ${plausible(column, name)})`.mapWith(
      Number,
    );
  const reports = (column: AnyPgColumn, name: WebVitalName) =>
    sql<number>`(count(*) filter (where ${plausible(column, name)}))::int`.mapWith(Number);
  const samples = sql<number>`count(*)::int`.mapWith(Number);
  const { lcp, inp, cls } = webVitalReports;
  const rows = await db
    .select({
      page: webVitalReports.page,
      samples,
      lcp: p75(lcp, 'LCP'),
      inp: p75(inp, 'INP'),
      cls: p75(cls, 'CLS'),
      lcpReports: reports(lcp, 'LCP'),
      inpReports: reports(inp, 'INP'),
      clsReports: reports(cls, 'CLS'),
    })
    .from(webVitalReports)
    .where(
      and(
        gte(webVitalReports.recordedAt, periodStart(now)),
        inArray(webVitalReports.page, [...WEB_VITAL_PAGES]),
      ),
    )
    .groupBy(webVitalReports.page)
    .orderBy(sql`count(*) desc`, webVitalReports.page)
    .limit(OVERVIEW_PAGES);
  return rows.map((row) => ({
    page: row.page,
    samples: row.samples,
    p75: { LCP: row.lcp, INP: row.inp, CLS: row.cls },
    reports: { LCP: row.lcpReports, INP: row.inpReports, CLS: row.clsReports },
  }));
}
