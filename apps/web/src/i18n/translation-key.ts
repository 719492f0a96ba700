import type { ParseKeys } from 'i18next';
import type { AccountCatalog } from './account/fr';
import type { ConsoleCatalog } from './console/fr';
import type { Catalog } from './fr';

// Typed keys: a misspelt key in a component is a compile error. The augmentation lives in
// a module that the code imports, so every type-aware tool sees it.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: Catalog; console: ConsoleCatalog; account: AccountCatalog };
  }
}

/** Any key of the catalogs, for values that carry a message to translate later. */
export type TranslationKey = ParseKeys<'translation'>;
