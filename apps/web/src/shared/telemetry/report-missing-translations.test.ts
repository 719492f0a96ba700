import { beforeAll, describe, expect, it, vi } from 'vitest';
import { activateLocale, i18n } from '../../i18n/i18n';
import type { TranslationKey } from '../../i18n/translation-key';
import { onProblem } from './report-problem';

describe('reportMissingTranslations (started by the test setup, as by main.tsx)', () => {
  beforeAll(async () => {
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
