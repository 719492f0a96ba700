import type { LocalizedText } from '../../db/schema';

/**
 * Picks the text for a language. Fallback order: the requested language, then the
 * default locale's language, then English, then the first language the catalog has.
 */
export function localize(text: LocalizedText, language: string, defaultLanguage: string): string {
  return (
    text[language] ??
    text[defaultLanguage] ??
    text.en ??
    Object.keys(text)
      .sort()
      .map((key) => text[key])
      .find((value) => value !== undefined) ??
    ''
  );
}
