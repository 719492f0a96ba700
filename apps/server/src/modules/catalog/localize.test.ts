import { isSupportedLanguage } from '@pr/contracts';
import { describe, expect, it } from 'vitest';
import { DEFAULT_TEXT_FALLBACK, fallbackLanguages, localize, parseTextFallback } from './localize';

const voucher = {
  de: '50-€-Gutschein für Ihre erste Wartung',
  en: '€50 voucher for your first maintenance',
  fr: 'Bon de 50 € pour votre premier entretien',
};
const byDefault = (defaultLanguage: string) => {
  const fallback = parseTextFallback(DEFAULT_TEXT_FALLBACK, defaultLanguage, isSupportedLanguage);
  if (typeof fallback === 'string') throw new Error(fallback);
  return fallback;
};

describe('localize', () => {
  it('takes the requested language, then English, then the default locale’s by default', () => {
    expect(localize(voucher, 'fr', byDefault('de'))).toBe(voucher.fr);
    // A Polish page of a catalog without Polish reads English, not the German default locale.
    expect(localize(voucher, 'pl', byDefault('de'))).toBe(voucher.en);
    expect(localize({ de: voucher.de, fr: voucher.fr }, 'pl', byDefault('fr'))).toBe(voucher.fr);
  });

  it('falls back to the first language the text has, and never to nothing', () => {
    expect(localize({ it: 'Buono', es: 'Vale' }, 'pl', byDefault('de'))).toBe('Vale');
    expect(localize({}, 'pl', byDefault('de'))).toBe('');
  });

  it('follows another order when one is set', () => {
    const fallback = parseTextFallback('requested,default,en', 'de', isSupportedLanguage);
    expect(fallback).toEqual(['requested', 'de', 'en']);
    if (typeof fallback === 'string') return;
    expect(localize(voucher, 'pl', fallback)).toBe(voucher.de);
    expect(fallbackLanguages('pl', fallback)).toEqual(['pl', 'de', 'en']);
  });
});

describe('parseTextFallback', () => {
  it('reads the words and languages, each once, ignoring case and spaces', () => {
    expect(parseTextFallback(' Requested , EN, default, en ', 'en', isSupportedLanguage)).toEqual([
      'requested',
      'en',
    ]);
  });

  it.each(['requested,xx', 'requested,,en', 'requested;en'])(
    'says what is wrong in %j',
    (value) => {
      expect(parseTextFallback(value, 'de', isSupportedLanguage)).toMatch(/^has "/);
    },
  );
});
