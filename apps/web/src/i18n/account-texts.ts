import type { AccountCatalog } from './account/fr';
import { loadNamespace } from './namespace-loader';
import type { Translation } from './translation';

// Loaded with the route that needs them, so the loaders of each language are not part of
// every page's start-up.
const FILES = import.meta.glob<{ default: Translation<AccountCatalog> }>('./account/[a-z][a-z].ts');

/** Loads the texts of the signed-in pages and the certificate check for `locale`. */
export function loadAccountTexts(locale: string): Promise<void> {
  return loadNamespace('account', locale, { files: FILES });
}
