import { describe, expect, it } from 'vitest';
import { visitorLocale } from './visitor-locale';

describe('the locale of a visitor who comes without one', () => {
  it('is the locale they chose before, whatever their browser says', () => {
    expect(visitorLocale('fr-CH', 'de-DE,de;q=0.9', 'de-DE')).toBe('fr-CH');
    expect(visitorLocale('fr-ch', undefined, 'de-DE')).toBe('fr-CH');
  });

  it('is the first locale of Accept-Language we have, by weight', () => {
    expect(visitorLocale(undefined, 'nl-BE,nl;q=0.9,en;q=0.8', 'de-DE')).toBe('nl-BE');
    expect(visitorLocale(undefined, 'en;q=0.5, it-CH;q=0.9', 'de-DE')).toBe('it-CH');
    expect(visitorLocale(undefined, 'ja, fr;q=0.2', 'de-DE')).toBe('fr-FR');
    expect(visitorLocale('xx-YY', 'pl', 'de-DE')).toBe('pl-PL');
  });

  it('takes a language alone to its home country, or to the default locale if it speaks it', () => {
    expect(visitorLocale(undefined, 'fr-CA', 'de-DE')).toBe('fr-FR');
    expect(visitorLocale(undefined, 'de', 'de-CH')).toBe('de-CH');
    expect(visitorLocale(undefined, 'en-US', 'de-DE')).toBe('en-GB');
    expect(visitorLocale(undefined, 'nb', 'de-DE')).toBe('nb-NO');
  });

  it('is the default locale for no header, a language we lack, weight 0 or garbage', () => {
    expect(visitorLocale(undefined, undefined, 'de-DE')).toBe('de-DE');
    expect(visitorLocale(undefined, 'ja,zh;q=0.8,*;q=0.1', 'fr-FR')).toBe('fr-FR');
    expect(visitorLocale(undefined, 'fr;q=0', 'de-DE')).toBe('de-DE');
    expect(visitorLocale(undefined, ';;,,=q', 'de-DE')).toBe('de-DE');
  });
});
