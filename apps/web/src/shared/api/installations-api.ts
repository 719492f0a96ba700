import {
  registrationPageSchema,
  type ConsoleRegistration,
  type RegistrationPage,
} from '@pr/contracts/console';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from './api-client';
import { downloadFile, exportReaderQuery } from './download-file';

/** The filters of the page, as its query string (`serial`, `status`, `from`, `to`). */
export type InstallationFilters = Record<string, string>;

/** `path` with the non-empty filters and `extra` as its query string. */
const withQuery = (
  path: string,
  filters: InstallationFilters,
  extra: Record<string, string> = {},
) => {
  const query = new URLSearchParams(
    Object.entries({ ...filters, ...extra }).filter(([, value]) => value !== ''),
  ).toString();
  return query === '' ? path : `${path}?${query}`;
};

/** Rows per request; the server's most. */
const PAGE = 200;

/**
 * The company's first `count` registrations matching `filters`, newest first, and whether
 * there are more. A plain query that follows the cursor, not an infinite one: the infinite
 * query's code would sit in every page's start-up libraries.
 */
export function useInstallations(filters: InstallationFilters, count: number) {
  return useQuery(
    queryOptions({
      queryKey: ['installations', filters, count],
      queryFn: async ({ signal }) => {
        const items: ConsoleRegistration[] = [];
        let after: string | null = null;
        do {
          const limit = String(Math.min(PAGE, count - items.length));
          const page: RegistrationPage = await apiRequest({
            path: withQuery(
              '/installations',
              filters,
              after === null ? { limit } : { limit, after },
            ),
            parse: (body) => registrationPageSchema.parse(body),
            signal,
          });
          items.push(...page.items);
          after = page.next;
        } while (after !== null && items.length < count);
        return { items, hasMore: after !== null };
      },
      placeholderData: keepPreviousData,
    }),
  );
}

/** Downloads the export of `filters` as a file, in the page's `locale`. */
export function downloadInstallations(
  filters: InstallationFilters,
  format: 'csv' | 'xlsx',
  locale: string,
): Promise<void> {
  return downloadFile(
    withQuery('/installations/export', filters, { format, ...exportReaderQuery(locale) }),
    `installations.${format}`,
  );
}
