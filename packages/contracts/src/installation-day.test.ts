import { afterEach, describe, expect, it, vi } from 'vitest';
import { localToday, parseLocalDay } from './calendar-day';
import { installationDayProblem, latestTodayOnEarth } from './installation-day';
import { installationDaySchema } from './registration-commands';

const serverProblem = (iso: string) => {
  const result = installationDaySchema.safeParse(iso);
  return result.success ? null : result.error.issues[0]?.message;
};

/** 00:30 on 11 March 2026 on the local clock of each zone east of UTC. */
const halfPastMidnight = [
  { zone: 'Europe/Paris', instant: '2026-03-10T23:30:00.000Z' },
  { zone: 'Pacific/Auckland', instant: '2026-03-10T11:30:00.000Z' },
];

describe.each(halfPastMidnight)('the installation day at 00:30 in $zone', ({ zone, instant }) => {
  const originalZone = process.env.TZ;
  afterEach(() => {
    process.env.TZ = originalZone;
    vi.useRealTimers();
  });

  it('takes today and refuses tomorrow, in the browser and on the server', () => {
    process.env.TZ = zone;
    vi.useFakeTimers({ now: Date.parse(instant), toFake: ['Date'] });
    const today = localToday(new Date());
    expect(today).toEqual({ year: 2026, month: 3, day: 11 });

    expect(installationDayProblem(parseLocalDay('11-03-2026'), today)).toBeNull();
    expect(installationDayProblem(parseLocalDay('11.03.2026'), today)).toBeNull();
    expect(installationDayProblem(parseLocalDay('12-03-2026'), today)).toBe('noFutureDate');
    expect(installationDayProblem(parseLocalDay('31-02-2026'), today)).toBe('invalidDate');

    expect(serverProblem('2026-03-11T00:00:00.000Z')).toBeNull();
    expect(serverProblem('2026-03-12T00:00:00.000Z')).toBe('noFutureDate');
  });
});

describe('latestTodayOnEarth', () => {
  it('is the UTC day fourteen hours ahead', () => {
    expect(latestTodayOnEarth(new Date('2026-03-14T09:59:59.000Z'))).toEqual({
      year: 2026,
      month: 3,
      day: 14,
    });
    expect(latestTodayOnEarth(new Date('2026-03-14T10:00:00.000Z'))).toEqual({
      year: 2026,
      month: 3,
      day: 15,
    });
  });
});
