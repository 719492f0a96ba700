import type { ParseKeys } from 'i18next';
import type { AccountCatalog, BulkCatalog, Catalog, ConsoleCatalog } from './catalog-types';

// Typed keys: a misspelt key in a component is a compile error. The augmentation lives in
// a module that the code imports, so every type-aware tool sees it.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    // The bulk texts are typed as the main catalog's `bulk` section, where components find
    // them (i18n.ts looks up a missing key in the bulk namespace).
    resources: {
      translation: Catalog & { bulk: BulkCatalog };
      console: ConsoleCatalog;
      account: AccountCatalog;
    };
  }
}

/** Any key of the catalogs, for values that carry a message to translate later. */
export type TranslationKey = ParseKeys<'translation'>;
