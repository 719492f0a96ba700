import { localToday } from '@pr/contracts';
import { afterEach, describe, expect, it } from 'vitest';
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
    expect(messageOf('14-03-26')).toBe('invalidDate');
    expect(messageOf('31-04-2025')).toBe('invalidDate');
    expect(messageOf('2025-02-30')).toBe('invalidDate');
    expect(messageOf('14.03')).toBe('invalidDate');
    expect(messageOf('mars 2025')).toBe('invalidDate');
  });

  it('reads the day in the order of any of the product’s locales', () => {
    expect(messageOf('2026-03-14')).toBeNull();
    expect(messageOf('2026. 03. 14.')).toBeNull();
    expect(messageOf('14/03/2026')).toBeNull();
  });

  it('refuses a day after today with noFutureDate', () => {
    expect(messageOf('15-03-2026')).toBe('noFutureDate');
    expect(messageOf('01-01-2027')).toBe('noFutureDate');
  });
});

describe.each([
  { zone: 'Europe/Paris', now: '2026-03-10T23:30:00.000Z' },
  { zone: 'Pacific/Auckland', now: '2026-03-10T11:30:00.000Z' },
])('installer step 4 at 00:30 on 11 March in $zone', ({ zone, now }) => {
  const originalZone = process.env.TZ;
  afterEach(() => {
    process.env.TZ = originalZone;
  });

  it('accepts today and refuses tomorrow', () => {
    process.env.TZ = zone;
    const localDay = localToday(new Date(now));
    expect(installationDateSchema(localDay).safeParse('11-03-2026').success).toBe(true);
    const tomorrow = installationDateSchema(localDay).safeParse('12-03-2026');
    expect(tomorrow.error?.issues[0]?.message).toBe('noFutureDate');
  });
});
