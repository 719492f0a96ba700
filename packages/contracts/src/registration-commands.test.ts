import { afterEach, describe, expect, it, vi } from 'vitest';
import { installationDaySchema } from './registration-commands';

const messageOf = (value: string) => {
  const result = installationDaySchema.safeParse(value);
  return result.success ? null : result.error.issues[0]?.message;
};

describe('installationDaySchema', () => {
  afterEach(() => vi.useRealTimers());

  it('takes a past day at 00:00 UTC only', () => {
    expect(messageOf('2024-03-05T00:00:00.000Z')).toBeNull();
    expect(messageOf('2024-03-05T00:00:00+00:00')).toBeNull();
    expect(messageOf('2024-03-05T12:00:00.000Z')).toBe('notMidnightUtc');
    expect(messageOf('2024-03-05')).toBe('invalidDate');
  });

  it('takes today of a clock east of UTC, and refuses a day that has begun nowhere', () => {
    // 11:00 UTC on the 14th: it is already the 15th at UTC+13 (Tonga) and UTC+14.
    vi.useFakeTimers({ now: Date.parse('2026-03-14T11:00:00.000Z') });
    expect(messageOf('2026-03-14T00:00:00.000Z')).toBeNull();
    expect(messageOf('2026-03-15T00:00:00.000Z')).toBeNull();
    expect(messageOf('2026-03-16T00:00:00.000Z')).toBe('noFutureDate');
    // 09:00 UTC: the 15th has begun nowhere yet.
    vi.setSystemTime(Date.parse('2026-03-14T09:00:00.000Z'));
    expect(messageOf('2026-03-15T00:00:00.000Z')).toBe('noFutureDate');
  });
});
