import { describe, expect, it } from 'vitest';
import { formatLocalDay, localDayPattern } from './local-day-format';

const day = { year: 2024, month: 3, day: 5 };

describe('a day in the locale’s order and separators', () => {
  it.each([
    ['de-DE', '05.03.2024'],
    ['fr-FR', '05/03/2024'],
    ['nl-NL', '05-03-2024'],
    ['sv-SE', '2024-03-05'],
    ['lt-LT', '2024-03-05'],
    ['hu-HU', '2024. 03. 05.'],
    ['en-GB', '05/03/2024'],
  ])('%s writes %s', (locale, text) => {
    expect(formatLocalDay(day, locale)).toBe(text);
  });

  it("spells the pattern with the language's letters", () => {
    expect(localDayPattern('fr-FR', 'JJ-MM-AAAA')).toBe('JJ/MM/AAAA');
    expect(localDayPattern('de-DE', 'TT-MM-JJJJ')).toBe('TT.MM.JJJJ');
    expect(localDayPattern('hu-HU', 'NN-HH-ÉÉÉÉ')).toBe('ÉÉÉÉ. HH. NN.');
  });
});
