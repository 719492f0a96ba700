import { afterEach, describe, expect, it } from 'vitest';
import { bulkDateError, parseBulkDate } from './bulk-date';

describe('parseBulkDate', () => {
  it.each([
    ['15.03.2024', '2024-03-15T00:00:00.000Z'],
    ['5/3/2024', '2024-03-05T00:00:00.000Z'],
    ['05-03-2024', '2024-03-05T00:00:00.000Z'],
    [' 31.12.2023 ', '2023-12-31T00:00:00.000Z'],
    ['29.02.2024', '2024-02-29T00:00:00.000Z'],
    // The forms the product's locales write, year first too: step 3 shows dates in them.
    ['2024-03-15', '2024-03-15T00:00:00.000Z'],
    ['2024. 03. 15.', '2024-03-15T00:00:00.000Z'],
    ['15. 3. 2024', '2024-03-15T00:00:00.000Z'],
  ])('reads %s as midnight UTC of that day', (text, iso) => {
    expect(parseBulkDate(text)?.toISOString()).toBe(iso);
  });

  it.each([
    ['15.03.24', 'a two-digit year'],
    ['24-03-15', 'a two-digit year first'],
    ['15,03,2024', 'another separator'],
    ['32.01.2024', 'day 32'],
    ['00.01.2024', 'day 0'],
    ['15.13.2024', 'month 13'],
    ['31.04.2024', 'a day April does not have'],
    ['29.02.2023', 'no leap day in 2023'],
    ['015.03.2024', 'three-digit day'],
    ['', 'an empty cell'],
  ])('refuses %s (%s)', (text) => {
    expect(parseBulkDate(text)).toBeNull();
  });
});

describe('bulkDateError', () => {
  const now = new Date('2025-06-10T09:30:00Z');

  it('accepts today and earlier days', () => {
    expect(bulkDateError('10.06.2025', now)).toBeNull();
    expect(bulkDateError('01.01.2020', now)).toBeNull();
  });

  it('tells a malformed date from a future one', () => {
    expect(bulkDateError('10.13.2025', now)).toBe('invalidDate');
    expect(bulkDateError('11.06.2025', now)).toBe('futureDate');
  });
});

describe.each([
  { zone: 'Europe/Paris', now: '2026-03-10T23:30:00.000Z' },
  { zone: 'Pacific/Auckland', now: '2026-03-10T11:30:00.000Z' },
])('bulkDateError at 00:30 on 11 March in $zone', ({ zone, now }) => {
  const originalZone = process.env.TZ;
  afterEach(() => {
    process.env.TZ = originalZone;
  });

  it('accepts today and refuses tomorrow', () => {
    process.env.TZ = zone;
    expect(bulkDateError('11.03.2026', new Date(now))).toBeNull();
    expect(bulkDateError('12.03.2026', new Date(now))).toBe('futureDate');
  });
});
