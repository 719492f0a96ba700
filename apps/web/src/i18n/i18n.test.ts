import { beforeAll, describe, expect, it } from 'vitest';
import { activateLocale, i18n, uiLanguageFor } from './i18n';

describe('uiLanguageFor', () => {
  it("uses the locale's language when a catalog exists", () => {
    expect(uiLanguageFor('fr-CH')).toBe('fr');
    expect(uiLanguageFor('de-AT')).toBe('de');
    expect(uiLanguageFor('en-IE')).toBe('en');
    expect(uiLanguageFor('it-IT')).toBe('it');
    expect(uiLanguageFor('pl-PL')).toBe('pl');
    expect(uiLanguageFor('nb-NO')).toBe('nb');
  });

  it('falls back to English otherwise', () => {
    expect(uiLanguageFor('ja-JP')).toBe('en');
  });
});

describe('i18n', () => {
  beforeAll(async () => {
    await activateLocale('fr-FR');
  });

  it('translates with the active catalog and marks the document language', async () => {
    expect(i18n.t('app.title')).toBe('Enregistrement de produit');
    await activateLocale('de-DE');
    expect(i18n.t('app.title')).toBe('Produktregistrierung');
    expect(document.documentElement.lang).toBe('de');
    await activateLocale('fr-FR');
  });

  it('picks the plural form of the language for a count', async () => {
    expect(i18n.t('product.windowMet', { count: 1 })).toBe(
      'Dans les délais\u00a0: 1 jour avant la date limite',
    );
    expect(i18n.t('product.windowMet', { count: 3 })).toBe(
      'Dans les délais\u00a0: 3 jours avant la date limite',
    );
    await activateLocale('pl-PL');
    expect(i18n.t('product.window', { count: 1 })).toBe('Rejestracja w ciągu 1 dnia od instalacji');
    expect(i18n.t('product.window', { count: 5 })).toBe('Rejestracja w ciągu 5 dni od instalacji');
    await activateLocale('fr-FR');
  });
});
