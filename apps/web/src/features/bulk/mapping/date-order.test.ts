import { describe, expect, it } from 'vitest';
import { guessDateOrder, normalizeDate } from './date-order';

describe('the order of a date column', () => {
  it('is day first where a day above 12 says so, or where nothing tells', () => {
    expect(guessDateOrder(['15.03.2024', '03.04.2024'])).toEqual({ order: 'dayFirst' });
    expect(guessDateOrder(['01.01.2024', '2024-05-06', '', 'soon'])).toEqual({
      order: 'dayFirst',
    });
    expect(guessDateOrder([])).toEqual({ order: 'dayFirst' });
    // Dots and dashes are never month first.
    expect(guessDateOrder(['03.04.2024', '05-06-2024'])).toEqual({ order: 'dayFirst' });
  });

  it('is month first where a month-first date is the only reading', () => {
    expect(guessDateOrder(['03/15/2024', '04/03/2024'])).toEqual({ order: 'monthFirst' });
  });

  it('asks when every date reads both ways and one differs, giving that date as example', () => {
    expect(guessDateOrder(['01/01/2024', '03/04/2024', '05/06/2024'])).toEqual({
      order: null,
      example: '03/04/2024',
    });
  });

  it('rewrites month-first and ISO dates as day.month.year and leaves the rest', () => {
    expect(normalizeDate('3/4/2024', 'monthFirst')).toBe('04.03.2024');
    expect(normalizeDate('2024-03-15', 'dayFirst')).toBe('15.03.2024');
    expect(normalizeDate('2024-03-15', 'monthFirst')).toBe('15.03.2024');
    expect(normalizeDate('15.03.2024', 'dayFirst')).toBe('15.03.2024');
    // Not a date either way: the check says so in the user's own text.
    expect(normalizeDate('13/13/2024', 'monthFirst')).toBe('13/13/2024');
    expect(normalizeDate('1.1.24', 'monthFirst')).toBe('1.1.24');
  });
});
