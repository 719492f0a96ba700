import { describe, expect, it } from 'vitest';
import { installationDateSchema } from './installation-date-schema';

const today = { year: 2026, month: 3, day: 14 };
const messageOf = (text: string) => {
  const result = installationDateSchema(today).safeParse(text);
  return result.success ? null : result.error.issues[0]?.message;
};

describe('installationDateSchema', () => {
  it('gives the day of a valid date up to today', () => {
    expect(installationDateSchema(today).parse(' 14-03-2026 ')).toEqual(today);
    expect(installationDateSchema(today).parse('1.2.1999')).toEqual({
      year: 1999,
      month: 2,
      day: 1,
    });
  });

  it('requires a date', () => {
    expect(messageOf('')).toBe('required');
    expect(messageOf('   ')).toBe('required');
  });

  it('refuses text that is not a day of the calendar', () => {
    expect(messageOf('2026-03-14')).toBe('invalidDate');
    expect(messageOf('14-03-26')).toBe('invalidDate');
    expect(messageOf('31-04-2025')).toBe('invalidDate');
    expect(messageOf('14-03/2025')).toBe('invalidDate');
  });

  it('refuses a day after today with noFutureDate', () => {
    expect(messageOf('15-03-2026')).toBe('noFutureDate');
    expect(messageOf('01-01-2027')).toBe('noFutureDate');
  });
});
