/** A supported locale: `language-COUNTRY`, labelled in its own language. */
export interface LanguageEntry {
  code: string;
  country: string;
  name: string;
}

/** The 28 locales of the product (docs/spec.md §9), labelled natively as 'country / name'. */
export const LANGUAGES = [
  { code: 'et-EE', country: 'Eesti', name: 'Eesti' },
  { code: 'lv-LV', country: 'Latvija', name: 'Latviešu' },
  { code: 'lt-LT', country: 'Lietuva', name: 'Lietuvių' },
  { code: 'nb-NO', country: 'Norge', name: 'Norsk' },
  { code: 'sv-SE', country: 'Sverige', name: 'Svenska' },
  { code: 'fi-FI', country: 'Suomi', name: 'Suomi' },
  { code: 'hu-HU', country: 'Magyarország', name: 'Magyar' },
  { code: 'ro-RO', country: 'România', name: 'Română' },
  { code: 'sl-SI', country: 'Slovenija', name: 'Slovenščina' },
  { code: 'da-DK', country: 'Danmark', name: 'Dansk' },
  { code: 'en-GB', country: 'United Kingdom', name: 'English' },
  { code: 'en-IE', country: 'Ireland', name: 'English' },
  { code: 'nl-BE', country: 'België', name: 'Nederlands' },
  { code: 'fr-BE', country: 'Belgique', name: 'Français' },
  { code: 'nl-NL', country: 'Nederland', name: 'Nederlands' },
  { code: 'de-CH', country: 'Schweiz', name: 'Deutsch' },
  { code: 'fr-CH', country: 'Suisse', name: 'Français' },
  { code: 'it-CH', country: 'Svizzera', name: 'Italiano' },
  { code: 'cs-CZ', country: 'Česko', name: 'Čeština' },
  { code: 'sk-SK', country: 'Slovensko', name: 'Slovenčina' },
  { code: 'de-DE', country: 'Deutschland', name: 'Deutsch' },
  { code: 'de-AT', country: 'Österreich', name: 'Deutsch' },
  { code: 'fr-LU', country: 'Luxembourg', name: 'Français' },
  { code: 'es-ES', country: 'España', name: 'Español' },
  { code: 'pt-PT', country: 'Portugal', name: 'Português' },
  { code: 'fr-FR', country: 'France', name: 'Français' },
  { code: 'it-IT', country: 'Italia', name: 'Italiano' },
  { code: 'pl-PL', country: 'Polska', name: 'Polski' },
] as const satisfies readonly LanguageEntry[];

export type LocaleCode = (typeof LANGUAGES)[number]['code'];

export const DEFAULT_LOCALE: LocaleCode = 'de-DE';

/** The cookie keeping the locale a visitor chose, which the server reads for `/`. */
export const LOCALE_COOKIE = 'locale';

const LOCALE_CODES: ReadonlySet<string> = new Set(LANGUAGES.map((l) => l.code));

export function isSupportedLocale(value: string): value is LocaleCode {
  return LOCALE_CODES.has(value);
}

/** Finds a supported locale ignoring case (`fr-fr` → `fr-FR`), or undefined. */
export function findLocale(value: string): LocaleCode | undefined {
  const lower = value.toLowerCase();
  return LANGUAGES.find((l) => l.code.toLowerCase() === lower)?.code;
}

/** Splits a locale at the dash (docs/spec.md §3): `fr-FR` → language `fr`, country `FR`. */
export function splitLocale(locale: string): { language: string; country: string } {
  const [language = '', country = ''] = locale.split('-');
  return { language: language.toLowerCase(), country: country.toUpperCase() };
}

/** The twenty languages of the locales, each once, in alphabetical order of their codes. */
export const LANGUAGE_CODES: readonly string[] = [
  ...new Set(LANGUAGES.map((entry) => splitLocale(entry.code).language)),
].sort();

/** Whether `code` (lower case, `pl`) is the language of a supported locale. */
export function isSupportedLanguage(code: string): boolean {
  return LANGUAGE_CODES.includes(code);
}

/**
 * The languages (of LANGUAGE_CODES, in its order) that at least one of `texts` lacks: a
 * catalog product or incentive shows in another language there (CATALOG_TEXT_FALLBACK).
 */
export function missingLanguages(texts: readonly Readonly<Record<string, string>>[]): string[] {
  return LANGUAGE_CODES.filter((language) =>
    texts.some((text) => (text[language] ?? '').trim() === ''),
  );
}
