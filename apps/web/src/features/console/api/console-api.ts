import {
  auditPageSchema,
  catalogImportedSchema,
  catalogOverviewSchema,
  catalogRefusedSchema,
  consoleOverviewSchema,
  type CatalogImported,
  companyPageSchema,
  consoleCompanySchema,
  type ConsoleCompany,
  registrationDetailSchema,
  registrationPageSchema,
  type RegistrationDetail,
} from '@pr/contracts/console';
import { funnelSchema } from '@pr/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/api-client';
import { ApiError } from '../../../shared/api/api-error';
import { downloadFile, exportReaderQuery } from '../../../shared/api/download-file';

/** A page of the registration search; `search` is the URL's query string, as the API takes it. */
export function registrationPageQuery(search: string) {
  return queryOptions({
    queryKey: ['console', 'registrations', search],
    queryFn: ({ signal }) =>
      apiRequest({
        path: `/console/registrations${search ? `?${search}` : ''}`,
        parse: (body) => registrationPageSchema.parse(body),
        signal,
      }),
    // The table keeps the last page while the next one loads.
    placeholderData: keepPreviousData,
  });
}

export function registrationQuery(id: string) {
  return queryOptions({
    queryKey: ['console', 'registration', id],
    queryFn: ({ signal }) =>
      apiRequest({
        path: `/console/registrations/${encodeURIComponent(id)}`,
        parse: (body) => registrationDetailSchema.parse(body),
        signal,
      }),
    retry: false,
  });
}

export function cancelRegistration(id: string, reason: string): Promise<RegistrationDetail> {
  return apiRequest({
    method: 'POST',
    path: `/console/registrations/${encodeURIComponent(id)}/cancel`,
    body: { reason },
    parse: (body) => registrationDetailSchema.parse(body),
  });
}

export function reassignRegistration(
  id: string,
  email: string,
  reason: string,
): Promise<RegistrationDetail> {
  return apiRequest({
    method: 'POST',
    path: `/console/registrations/${encodeURIComponent(id)}/reassign`,
    body: { email, reason },
    parse: (body) => registrationDetailSchema.parse(body),
  });
}

/** The installer companies of a filter (`search`: the page's query string), pending first. */
export function companyPageQuery(search: string) {
  return queryOptions({
    queryKey: ['console', 'companies', search],
    queryFn: ({ signal }) =>
      apiRequest({
        path: `/console/companies${search ? `?${search}` : ''}`,
        parse: (body) => companyPageSchema.parse(body),
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/** Approves a company (no reason needed) or rejects it (the reason is mailed). */
export function decideCompany(
  id: string,
  decision: 'approve' | 'reject',
  reason?: string,
): Promise<ConsoleCompany> {
  return apiRequest({
    method: 'POST',
    path: `/console/companies/${encodeURIComponent(id)}/${decision}`,
    body: reason === undefined ? {} : { reason },
    parse: (body) => consoleCompanySchema.parse(body),
  });
}

/** The audit log of a filter (`search`: the page's query string: action, actor, target). */
export function auditPageQuery(search: string) {
  const query = new URLSearchParams(search);
  query.set('limit', '200');
  return queryOptions({
    queryKey: ['console', 'audit', search],
    queryFn: ({ signal }) =>
      apiRequest({
        path: `/console/audit?${query.toString()}`,
        parse: (body) => auditPageSchema.parse(body),
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/**
 * Downloads the export of a filter (`search`: the page's query string) as a file, in the
 * console's `locale`, or with column keys and raw values for a script (`keys`). The file
 * needs the staff member's token, so it is fetched and then handed to the browser.
 */
export async function downloadExport(
  search: string,
  format: 'csv' | 'xlsx',
  { locale, keys }: { locale: string; keys: boolean },
): Promise<void> {
  const query = new URLSearchParams(search);
  for (const paging of ['after', 'limit', 'sort', 'page']) query.delete(paging);
  query.set('format', format);
  for (const [name, value] of Object.entries(exportReaderQuery(locale))) query.set(name, value);
  query.set('header', keys ? 'keys' : 'labels');
  await downloadFile(
    `/console/registrations/export?${query.toString()}`,
    `registrations.${format}`,
  );
}

export const catalogQuery = queryOptions({
  queryKey: ['console', 'catalog'],
  queryFn: ({ signal }) =>
    apiRequest({
      path: '/console/catalog',
      parse: (body) => catalogOverviewSchema.parse(body),
      signal,
    }),
});

export type CatalogImportOutcome =
  | { ok: true; imported: CatalogImported }
  | { ok: false; problems: { file: string; line: number; message: string }[] };

/** Uploads catalog files as texts; a refusal names each problem at its file and line. */
export async function importCatalog(files: readonly File[]): Promise<CatalogImportOutcome> {
  const texts = await Promise.all(
    files.map(async (file) => ({ name: file.name, text: await file.text() })),
  );
  try {
    const imported = await apiRequest({
      method: 'POST',
      path: '/console/catalog/import',
      body: { files: texts },
      parse: (body) => catalogImportedSchema.parse(body),
    });
    return { ok: true, imported };
  } catch (error) {
    const refused = catalogRefusedSchema.shape.details.safeParse(
      error instanceof ApiError && error.status === 422 ? error.details : undefined,
    );
    if (refused.success) return { ok: false, problems: refused.data.problems };
    throw error;
  }
}

export const overviewQuery = queryOptions({
  queryKey: ['console', 'overview'],
  queryFn: ({ signal }) =>
    apiRequest({
      path: '/console/overview',
      parse: (body) => consoleOverviewSchema.parse(body),
      signal,
    }),
});

/** The funnel of a filter; `search` is the API's query string (from, to, locale, productModel, channel). */
export function funnelQuery(search: string) {
  return queryOptions({
    queryKey: ['console', 'funnel', search],
    queryFn: ({ signal }) =>
      apiRequest({
        path: `/console/funnel${search ? `?${search}` : ''}`,
        parse: (body) => funnelSchema.parse(body),
        signal,
      }),
    // The chart keeps the last figures while a new filter loads.
    placeholderData: keepPreviousData,
  });
}

/** Downloads the funnel's daily counters of a filter as CSV. */
export async function downloadFunnelExport(search: string): Promise<void> {
  await downloadFile(`/console/funnel/export${search ? `?${search}` : ''}`, 'funnel.csv');
}
