import { splitLocale } from '@pr/contracts';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Catalog } from './catalog-types';
import type { Translation } from './translation';
import type {} from './translation-key';

/** A catalog file's path as `import.meta.glob` lists it: `locales/<language>/<namespace>.json`. */
export const catalogFile = (language: UiLanguage, namespace: string) =>
  `../locales/${language}/${namespace}.json`;

// Catalogs are loaded on demand so a visitor downloads only the language they read; every
// folder of locales/ is a language, so adding a language is adding its folder.
const CATALOG_FILES = import.meta.glob<Translation<Catalog>>('../locales/*/translation.json', {
  import: 'default',
});

/** A language with a catalog, as `uiLanguageFor` returns it. */
export type UiLanguage = string;

/** The UI language of a locale: its own language when a catalog exists, else English. */
export function uiLanguageFor(locale: string): UiLanguage {
  const { language } = splitLocale(locale);
  return catalogFile(language, 'translation') in CATALOG_FILES ? language : 'en';
}

async function importCatalog(language: UiLanguage): Promise<Translation<Catalog>> {
  const load = CATALOG_FILES[catalogFile(language, 'translation')];
  if (!load) throw new Error(`No catalog for ${language}`);
  return load();
}

export const i18n = i18next.createInstance();

// i18n sits below shared/ and the shell, so it announces a missing key as an event of its
// own instance rather than calling the telemetry that lives above it.
const MISSING_TRANSLATION = 'missingTranslation';

/** Calls `listener` with 'language: key' for every key missing from the active catalog. */
export function onMissingTranslation(listener: (detail: string) => void): () => void {
  i18n.on(MISSING_TRANSLATION, listener);
  return () => i18n.off(MISSING_TRANSLATION, listener);
}

async function loadCatalog(language: UiLanguage): Promise<void> {
  if (i18n.hasResourceBundle(language, 'translation')) return;
  i18n.addResourceBundle(language, 'translation', await importCatalog(language));
}

/** Initialises i18next once, with the catalog of the first language already loaded. */
async function initialise(language: UiLanguage): Promise<void> {
  const catalog = await importCatalog(language);
  await i18n.use(initReactI18next).init({
    lng: language,
    resources: { [language]: { translation: catalog } },
    // No fallback language: a key missing from the active catalog renders as itself.
    fallbackLng: false,
    // The bulk flow's texts are a namespace loaded with its routes ({ bulk: … }), read by
    // the components as the main catalog's `bulk.*` keys.
    fallbackNS: 'bulk',
    interpolation: { escapeValue: false },
    parseMissingKeyHandler: (key: string) => {
      i18n.emit(MISSING_TRANSLATION, `${i18n.language}: ${key}`);
      return key;
    },
  });
}

/** Makes a locale's UI language current: loads its catalog and updates `<html lang>`. */
export async function activateLocale(locale: string): Promise<void> {
  const language = uiLanguageFor(locale);
  if (!i18n.isInitialized) {
    await initialise(language);
  } else {
    await loadCatalog(language);
    if (i18n.language !== language) await i18n.changeLanguage(language);
  }
  // The server renders pages too (entry-server.tsx); it writes the attribute itself.
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}
