import {
  pointsStatementSchema,
  type PointsEntry,
  type PointsStatement,
} from '@pr/contracts/points';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../api/api-client';
import { downloadFile, exportReaderQuery } from '../api/download-file';

/** A statement's filters as the page's query string has them: `from`, `to`, `kind`. */
export type StatementFilters = Record<string, string>;

/** Where a statement is read: the installer's own, or one company's for staff. */
export interface StatementSource {
  /** `/installations/points` or `/console/points`. */
  path: string;
  /** Parameters every request carries (`companyId` for staff). */
  scope?: Record<string, string>;
}

/** `path` with the non-empty values as its query string. */
const withQuery = (path: string, values: Record<string, string>) => {
  const query = new URLSearchParams(
    Object.entries(values).filter(([, value]) => value !== ''),
  ).toString();
  return query === '' ? path : `${path}?${query}`;
};

/** Entries per request; the server's most. */
const PAGE = 200;

/**
 * The balance and the first `count` entries of the statement matching `filters`, newest
 * first, and whether there are more: the cursor followed as the installations list does.
 */
export function usePointsStatement(
  source: StatementSource,
  filters: StatementFilters,
  count: number,
) {
  return useQuery(
    queryOptions({
      queryKey: ['points', source.path, source.scope ?? {}, filters, count],
      queryFn: async ({ signal }) => {
        const items: PointsEntry[] = [];
        let balance: PointsStatement['balance'] = { available: 0, held: 0 };
        let after: string | null = null;
        do {
          const limit = String(Math.min(PAGE, count - items.length));
          const page: PointsStatement = await apiRequest({
            path: withQuery(source.path, {
              ...source.scope,
              ...filters,
              limit,
              ...(after === null ? {} : { after }),
            }),
            parse: (body) => pointsStatementSchema.parse(body),
            signal,
          });
          if (items.length === 0) balance = page.balance;
          items.push(...page.items);
          after = page.next;
        } while (after !== null && items.length < count);
        return { balance, items, hasMore: after !== null };
      },
      placeholderData: keepPreviousData,
    }),
  );
}

/** Downloads the statement of `filters` as a file, in the page's `locale`. */
export function downloadStatement(
  source: StatementSource,
  filters: StatementFilters,
  format: 'csv' | 'xlsx',
  locale: string,
): Promise<void> {
  return downloadFile(
    withQuery(`${source.path}/export`, {
      ...source.scope,
      ...filters,
      format,
      ...exportReaderQuery(locale),
    }),
    `points.${format}`,
  );
}
