import type { BulkCatalog } from './bulk/fr';
import { loadNamespace } from './namespace-loader';
import type { Translation } from './translation';

// Loaded with the bulk routes: the other pages carry neither these texts nor their loaders.
const FILES = import.meta.glob<{ default: Translation<BulkCatalog> }>('./bulk/[a-z][a-z].ts');

/** Loads the bulk flow's texts for `locale`, read as the main catalog's `bulk.*` keys. */
export function loadBulkTexts(locale: string): Promise<void> {
  return loadNamespace('bulk', locale, { files: FILES, section: 'bulk' });
}
