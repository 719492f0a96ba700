import type { ConsoleCatalog } from './catalog-types';
import { importTexts, loadNamespace } from './namespace-loader';
import type { Translation } from './translation';

// The console's texts are a namespace of their own, downloaded when the console opens: the
// customer pages never carry them, nor the loaders of each language.
const FILES = import.meta.glob<Translation<ConsoleCatalog>>('../locales/*/console.json', {
  import: 'default',
});

/** Loads the console's texts for `locale`. */
export function loadConsoleTexts(locale: string): Promise<void> {
  return loadNamespace('console', locale, {
    texts: (language) => importTexts(FILES, 'console', language),
  });
}
