import type { LocaleCode } from '@pr/contracts';
import { useMemo } from 'react';
import { ROUTES } from '../../../shared/routing/paths';
import { useLocale } from '../../../shared/routing/use-locale';

/**
 * The console's own path builders, kept out of the shared ones that every page's start-up
 * carries; `search` is a page's query string (filters, paging).
 */
export function consolePaths(prefix: LocaleCode | null) {
  const at = (route: string, search = '') =>
    `${prefix === null ? `/${route}` : `/${prefix}/${route}`}${search ? `?${search}` : ''}`;
  return {
    consoleRegistrations: (search = '') => at(ROUTES.consoleRegistrations, search),
    consoleRegistration: (id: string) =>
      at(ROUTES.consoleRegistration.replace(':id', encodeURIComponent(id))),
    consoleAudit: (search = '') => at(ROUTES.consoleAudit, search),
    consoleCatalog: () => at(ROUTES.consoleCatalog),
    consoleRecalls: () => at(ROUTES.consoleRecalls),
    consoleLabels: () => at(ROUTES.consoleLabels),
    consoleOverview: () => at(ROUTES.consoleOverview),
    consoleCompanies: (search = '') => at(ROUTES.consoleCompanies, search),
    consoleWebhooks: () => at(ROUTES.consoleWebhooks),
    consoleApiClients: () => at(ROUTES.consoleApiClients),
    consolePeople: () => at(ROUTES.consolePeople),
    consoleReviews: (search = '') => at(ROUTES.consoleReviews, search),
    consolePoints: (search = '') => at(ROUTES.consolePoints, search),
  };
}

/** The console's path builders bound to the current locale prefix. */
export function useConsolePaths() {
  const { prefix } = useLocale();
  return useMemo(() => consolePaths(prefix), [prefix]);
}
