import type { AccountCatalog } from './catalog-types';
import { importTexts, loadNamespace } from './namespace-loader';
import type { Translation } from './translation';

// Loaded with the route that needs them, so the loaders of each language are not part of
// every page's start-up.
const FILES = import.meta.glob<Translation<AccountCatalog>>('../locales/*/account.json', {
  import: 'default',
});

/** Loads the texts of the signed-in pages and the certificate check for `locale`. */
export function loadAccountTexts(locale: string): Promise<void> {
  return loadNamespace('account', locale, {
    texts: (language) => importTexts(FILES, 'account', language),
  });
}
