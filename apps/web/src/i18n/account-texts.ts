import type { AccountCatalog } from './account/fr';
import { loadNamespace, type NamespaceLoaders } from './i18n';

// Loaded with the route that needs them, so the loaders of each language are not part of
// every page's start-up.
const ACCOUNT_LOADERS = {
  fr: () => import('./account/fr').then((m) => m.fr),
  de: () => import('./account/de').then((m) => m.de),
  en: () => import('./account/en').then((m) => m.en),
} satisfies NamespaceLoaders<AccountCatalog>;

/** Loads the texts of the signed-in pages and the certificate check for `locale`. */
export function loadAccountTexts(locale: string): Promise<void> {
  return loadNamespace('account', locale, ACCOUNT_LOADERS);
}
