import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  addDays,
  addMonths,
  localToday,
  parseDayMonthYear,
  parseLocalDay,
  toIsoDay,
  toUtcMidnightIso,
  weekdayIndex,
} from './calendar-day';

describe('parseDayMonthYear', () => {
  it('reads day-month-year with one or two digits and one kind of separator', () => {
    expect(parseDayMonthYear('05-03-2026')).toEqual({ year: 2026, month: 3, day: 5 });
    expect(parseDayMonthYear('5.3.2026')).toEqual({ year: 2026, month: 3, day: 5 });
    expect(parseDayMonthYear('29/02/2024')).toEqual({ year: 2024, month: 2, day: 29 });
  });

  it('refuses what is not a day of the calendar', () => {
    for (const text of ['', '2026-03-05', '05-03-26', '05-03/2026', '00-03-2026', '05-13-2026']) {
      expect(parseDayMonthYear(text), text).toBeNull();
    }
    expect(parseDayMonthYear('29-02-2023')).toBeNull();
    expect(parseDayMonthYear('31-04-2026')).toBeNull();
  });
});

describe('toIsoDay', () => {
  it('writes the day as the API filters read it, with two-digit month and day', () => {
    expect(toIsoDay({ year: 2026, month: 3, day: 5 })).toBe('2026-03-05');
    expect(toIsoDay({ year: 2025, month: 12, day: 31 })).toBe('2025-12-31');
  });
});

describe('toUtcMidnightIso', () => {
  it('is the chosen day at 00:00 UTC, whatever the time zone', () => {
    expect(toUtcMidnightIso({ year: 2026, month: 3, day: 5 })).toBe('2026-03-05T00:00:00.000Z');
    expect(toUtcMidnightIso({ year: 2025, month: 12, day: 31 })).toBe('2025-12-31T00:00:00.000Z');
    expect(Date.parse(toUtcMidnightIso({ year: 2024, month: 2, day: 29 }))).toBe(
      Date.UTC(2024, 1, 29),
    );
  });
});

describe('localToday', () => {
  afterEach(() => vi.unstubAllEnvs());

  // The same instant, 2026-03-14 12:00 UTC, on both sides of the date line.
  const instant = new Date(Date.UTC(2026, 2, 14, 12, 0));

  it('is the day on the user’s clock, not the UTC day', () => {
    vi.stubEnv('TZ', 'Pacific/Honolulu'); // UTC−10: 02:00 on the 14th
    expect(localToday(instant)).toEqual({ year: 2026, month: 3, day: 14 });
    vi.stubEnv('TZ', 'Pacific/Kiritimati'); // UTC+14: 02:00 on the 15th
    expect(localToday(instant)).toEqual({ year: 2026, month: 3, day: 15 });
  });

  it('gives the same timestamp for the same chosen day in every time zone', () => {
    for (const zone of ['Pacific/Honolulu', 'UTC', 'Europe/Paris', 'Pacific/Tongatapu']) {
      vi.stubEnv('TZ', zone);
      const chosen = parseDayMonthYear('14-03-2026');
      expect(chosen && toUtcMidnightIso(chosen), zone).toBe('2026-03-14T00:00:00.000Z');
      expect(localToday(new Date(2026, 2, 14, 0, 0)), zone).toEqual(chosen);
    }
  });
});

describe('calendar arithmetic', () => {
  it('moves by days across months and years', () => {
    expect(addDays({ year: 2025, month: 12, day: 31 }, 1)).toEqual({
      year: 2026,
      month: 1,
      day: 1,
    });
    expect(addDays({ year: 2024, month: 3, day: 1 }, -1)).toEqual({
      year: 2024,
      month: 2,
      day: 29,
    });
  });

  it('moves by months, keeping the day where the month is long enough', () => {
    expect(addMonths({ year: 2026, month: 1, day: 31 }, 1)).toEqual({
      year: 2026,
      month: 2,
      day: 28,
    });
    expect(addMonths({ year: 2026, month: 1, day: 15 }, -1)).toEqual({
      year: 2025,
      month: 12,
      day: 15,
    });
  });

  it('counts weekdays from Monday', () => {
    expect(weekdayIndex({ year: 2024, month: 1, day: 1 })).toBe(0);
    expect(weekdayIndex({ year: 2024, month: 1, day: 7 })).toBe(6);
  });
});

describe('parseLocalDay', () => {
  it("reads a day in every locale's order and separators", () => {
    const day = { year: 2024, month: 3, day: 15 };
    for (const text of [
      '15.03.2024', // de, pl, da, nb, fi, et, ro
      '15/03/2024', // fr, it, es, pt, en-GB
      '15-03-2024', // nl
      '15. 03. 2024', // cs, sk, sl
      '15.03.2024.', // lv
      '2024-03-15', // sv, lt
      '2024. 03. 15.', // hu
      '15. 3. 2024',
    ]) {
      expect(parseLocalDay(text), text).toEqual(day);
    }
  });

  it('refuses two-digit years, days that do not exist and other text', () => {
    for (const text of [
      '15.03.24',
      '24-03-15',
      '31.02.2024',
      '2024-02-30',
      '15.03',
      'mars 2024',
      '123.03.2024',
    ]) {
      expect(parseLocalDay(text), text).toBeNull();
    }
  });
});
