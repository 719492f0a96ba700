import { describe, expect, it } from 'vitest';
import { DEFAULT_LOCALE, LANGUAGES, findLocale, isSupportedLocale, splitLocale } from './locales';

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
});
