import type { BulkCatalog, BulkColumnNames } from './catalog-types';
import { importTexts, loadNamespace } from './namespace-loader';
import type { Translation } from './translation';

// Loaded with the bulk routes: the other pages carry neither these texts nor their loaders.
const FILES = import.meta.glob<Translation<Omit<BulkCatalog, 'columns'>>>(
  '../locales/*/bulk.json',
  {
    import: 'default',
  },
);
const COLUMN_FILES = import.meta.glob<BulkColumnNames>('../locales/*/bulk-columns.json', {
  import: 'default',
});

/** Loads the bulk flow's texts for `locale`, read as the main catalog's `bulk.*` keys. */
export function loadBulkTexts(locale: string): Promise<void> {
  return loadNamespace('bulk', locale, {
    section: 'bulk',
    texts: async (language): Promise<Translation<BulkCatalog>> => {
      const [texts, columns] = await Promise.all([
        importTexts(FILES, 'bulk', language),
        importTexts(COLUMN_FILES, 'bulk-columns', language),
      ]);
      return { ...texts, columns };
    },
  });
}
