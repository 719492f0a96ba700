import { registrationPageSchema } from '@pr/contracts/console';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/api-client';
import { downloadFile } from '../../../shared/api/download-file';

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

/** The company's registrations matching `filters`, a page at a time. */
export function useInstallations(filters: InstallationFilters) {
  return useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: ['installations', filters],
      queryFn: ({ pageParam, signal }) =>
        apiRequest({
          path: withQuery(
            '/installations',
            filters,
            pageParam === null ? {} : { after: pageParam },
          ),
          parse: (body) => registrationPageSchema.parse(body),
          signal,
        }),
      initialPageParam: null as string | null,
      getNextPageParam: (page) => page.next,
    }),
  );
}

/** Downloads the export of `filters` as a file. */
export function downloadInstallations(
  filters: InstallationFilters,
  format: 'csv' | 'xlsx',
): Promise<void> {
  return downloadFile(
    withQuery('/installations/export', filters, { format }),
    `installations.${format}`,
  );
}
