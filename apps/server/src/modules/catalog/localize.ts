import type { LocalizedText } from '../../db/schema';

/** In a text fallback order, the language the page or mail asked for. */
export const REQUESTED_LANGUAGE = 'requested';
/** In CATALOG_TEXT_FALLBACK, the language of DEFAULT_LOCALE. */
export const DEFAULT_LOCALE_LANGUAGE = 'default';
/** The order of CATALOG_TEXT_FALLBACK when it is not set. */
export const DEFAULT_TEXT_FALLBACK = `${REQUESTED_LANGUAGE},en,${DEFAULT_LOCALE_LANGUAGE}`;

/**
 * The languages a catalog text is looked for in, in order: `requested` stands for the
 * requested language, every other entry is a language (CATALOG_TEXT_FALLBACK, resolved).
 */
export type TextFallback = readonly string[];

/**
 * The fallback order of a CATALOG_TEXT_FALLBACK value (`requested`, `default` and language
 * codes separated by commas), with `default` as the default locale's language; an entry
 * twice counts once, where it comes first. A string says what is wrong.
 */
export function parseTextFallback(
  value: string,
  defaultLanguage: string,
  isLanguage: (code: string) => boolean,
): TextFallback | string {
  const entries = value.split(',').map((entry) => entry.trim().toLowerCase());
  const wrong = entries.find(
    (entry) =>
      entry !== REQUESTED_LANGUAGE && entry !== DEFAULT_LOCALE_LANGUAGE && !isLanguage(entry),
  );
  if (wrong !== undefined) {
    return `has "${wrong}": use ${REQUESTED_LANGUAGE}, ${DEFAULT_LOCALE_LANGUAGE} or supported language codes, separated by commas`;
  }
  const order = entries.map((entry) =>
    entry === DEFAULT_LOCALE_LANGUAGE ? defaultLanguage : entry,
  );
  return [...new Set(order)];
}

/** The languages `fallback` tries for a request in `language`, in order, each once. */
export function fallbackLanguages(language: string, fallback: TextFallback): string[] {
  return [...new Set(fallback.map((entry) => (entry === REQUESTED_LANGUAGE ? language : entry)))];
}

/**
 * Picks the text for a language: the first language of the fallback order the text has,
 * else the first language it has at all (alphabetically), so a text is never empty.
 */
export function localize(text: LocalizedText, language: string, fallback: TextFallback): string {
  for (const candidate of fallbackLanguages(language, fallback)) {
    const found = text[candidate];
    if (found !== undefined) return found;
  }
  return (
    Object.keys(text)
      .sort()
      .map((key) => text[key])
      .find((value) => value !== undefined) ?? ''
  );
}
