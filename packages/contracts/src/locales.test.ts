import { describe, expect, it } from 'vitest';
import {
  DEFAULT_LOCALE,
  LANGUAGES,
  LANGUAGE_CODES,
  findLocale,
  isSupportedLanguage,
  isSupportedLocale,
  missingLanguages,
  splitLocale,
} from './locales';

describe('locales', () => {
  it('lists the 28 locales of the spec, each once, default de-DE', () => {
    expect(LANGUAGES).toHaveLength(28);
    expect(new Set(LANGUAGES.map((l) => l.code)).size).toBe(28);
    expect(DEFAULT_LOCALE).toBe('de-DE');
    for (const code of ['fr-FR', 'de-CH', 'fr-CH', 'it-CH', 'nl-BE', 'fr-BE', 'en-IE', 'pl-PL']) {
      expect(isSupportedLocale(code)).toBe(true);
    }
  });

  it('splits a locale at the dash', () => {
    expect(splitLocale('fr-FR')).toEqual({ language: 'fr', country: 'FR' });
    expect(splitLocale('de-ch')).toEqual({ language: 'de', country: 'CH' });
  });

  it('finds a locale ignoring case', () => {
    expect(findLocale('fr-fr')).toBe('fr-FR');
    expect(findLocale('xx-XX')).toBeUndefined();
  });

  it('has twenty languages, each once', () => {
    expect(LANGUAGE_CODES).toHaveLength(20);
    expect(new Set(LANGUAGE_CODES).size).toBe(20);
    expect(isSupportedLanguage('pl')).toBe(true);
    expect(isSupportedLanguage('xx')).toBe(false);
  });

  it('lists the languages a catalog text lacks, in the order of the languages', () => {
    const everywhere = Object.fromEntries(LANGUAGE_CODES.map((code) => [code, `text ${code}`]));
    expect(missingLanguages([everywhere])).toEqual([]);
    const { pl: _pl, pt: _pt, ...withoutTwo } = everywhere;
    expect(missingLanguages([withoutTwo])).toEqual(['pl', 'pt']);
    // A product lacks a language when its name or its colour does; a blank text counts as none.
    expect(missingLanguages([everywhere, { ...everywhere, sv: ' ' }])).toEqual(['sv']);
  });
});
