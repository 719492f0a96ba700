import { splitLocale } from '@pr/contracts';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { ConsoleCatalog } from './console/fr';
import type { Catalog } from './fr';
import type {} from './translation-key';

// Catalogs are loaded on demand so a visitor downloads only the language they read.
const CATALOG_LOADERS = {
  fr: () => import('./fr').then((m) => m.fr),
  de: () => import('./de').then((m) => m.de),
  en: () => import('./en').then((m) => m.en),
} satisfies Record<string, () => Promise<Catalog>>;

export type UiLanguage = keyof typeof CATALOG_LOADERS;

export const UI_LANGUAGES = Object.keys(CATALOG_LOADERS) as UiLanguage[];

function isUiLanguage(language: string): language is UiLanguage {
  return language in CATALOG_LOADERS;
}

/** The UI language of a locale: its own language when a catalog exists, else English. */
export function uiLanguageFor(locale: string): UiLanguage {
  const { language } = splitLocale(locale);
  return isUiLanguage(language) ? language : 'en';
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
  i18n.addResourceBundle(language, 'translation', await CATALOG_LOADERS[language]());
}

/** Initialises i18next once, with the catalog of the first language already loaded. */
async function initialise(language: UiLanguage): Promise<void> {
  const catalog = await CATALOG_LOADERS[language]();
  await i18n.use(initReactI18next).init({
    lng: language,
    resources: { [language]: { translation: catalog } },
    // No fallback language: a key missing from the active catalog renders as itself.
    fallbackLng: false,
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

/** A namespace's catalog loader for each UI language. */
export type NamespaceLoaders<C> = Record<UiLanguage, () => Promise<C>>;

/**
 * Loads a namespace's texts (once per language) for `locale`, the URL's: route loaders run
 * beside the locale's own, so the active language may not be switched yet.
 */
export async function loadNamespace<C extends object>(
  namespace: 'console' | 'account',
  locale: string,
  loaders: NamespaceLoaders<C>,
): Promise<void> {
  const language = uiLanguageFor(locale);
  if (i18n.hasResourceBundle(language, namespace)) return;
  i18n.addResourceBundle(language, namespace, await loaders[language]());
}

// The console's texts are a namespace of their own, downloaded when the console opens: the
// customer pages never carry them.
const CONSOLE_LOADERS = {
  fr: () => import('./console/fr').then((m) => m.fr),
  de: () => import('./console/de').then((m) => m.de),
  en: () => import('./console/en').then((m) => m.en),
} satisfies NamespaceLoaders<ConsoleCatalog>;

/** Loads the console's texts for `locale`. */
export function loadConsoleTexts(locale: string): Promise<void> {
  return loadNamespace('console', locale, CONSOLE_LOADERS);
}
