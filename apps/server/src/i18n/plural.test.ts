import { describe, expect, it } from 'vitest';
import { plural } from './plural';
import { serverTexts } from './server-texts';

describe('plural', () => {
  it('picks the form CLDR gives the count in the language, and fills the count', () => {
    const polish = serverTexts('pl').registration;
    expect(plural(polish, 'withinHours', 1, 'pl')).toBe('w ciągu godziny');
    expect(plural(polish, 'withinHours', 24, 'pl')).toBe('w ciągu 24 godzin');
    expect(plural(polish, 'withinHours', 48, 'pl')).toBe('w ciągu 48 godzin');
    const french = serverTexts('fr').registration;
    expect(plural(french, 'withinHours', 1, 'fr')).toBe('dans l’heure');
    expect(plural(french, 'withinHours', 48, 'fr')).toBe('dans les 48 heures');
  });

  it('falls back on the other form when a language lacks the one asked', () => {
    expect(plural({ n_other: '{{count}} x' }, 'n', 1, 'en')).toBe('1 x');
  });
});
