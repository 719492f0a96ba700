import { beforeAll, describe, expect, it, vi } from 'vitest';
import { onProblem } from '../shared/telemetry/report-problem';
import { activateLocale, i18n, uiLanguageFor } from './i18n';
import type { TranslationKey } from './translation-key';

describe('uiLanguageFor', () => {
  it("uses the locale's language when a catalog exists", () => {
    expect(uiLanguageFor('fr-CH')).toBe('fr');
    expect(uiLanguageFor('de-AT')).toBe('de');
    expect(uiLanguageFor('en-IE')).toBe('en');
  });

  it('falls back to English otherwise', () => {
    expect(uiLanguageFor('it-IT')).toBe('en');
    expect(uiLanguageFor('pl-PL')).toBe('en');
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

  it('renders an unknown key as itself and reports it without console.error', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const reported = vi.fn();
    const stop = onProblem(reported);
    const unknownKey = 'no.such.key' as TranslationKey;
    expect(i18n.t(unknownKey)).toBe('no.such.key');
    stop();
    expect(reported).toHaveBeenCalledWith({
      kind: 'missing-translation',
      detail: 'fr: no.such.key',
    });
    expect(warn).toHaveBeenCalled();
  });
});
