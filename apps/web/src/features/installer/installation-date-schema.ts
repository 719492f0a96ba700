import { MESSAGE } from '@pr/contracts';
import { z } from 'zod';
import { compareDays, parseDayMonthYear, type CalendarDay } from '../../shared/dates/calendar-day';

/**
 * Installer step 4 (docs/spec.md §5): the installation date is required, a real day-month-year
 * date, and not after `today`. Today is the user's own calendar day: comparing the day at
 * UTC midnight with the current instant (as the spec describes it) would refuse today
 * east of UTC and accept tomorrow west of it.
 */
export function installationDateSchema(today: CalendarDay) {
  return z
    .string()
    .trim()
    .min(1, { error: MESSAGE.required })
    .transform((text, ctx): CalendarDay => {
      const day = parseDayMonthYear(text);
      if (day === null) {
        ctx.addIssue({ code: 'custom', message: 'invalidDate' });
        return z.NEVER;
      }
      if (compareDays(day, today) > 0) {
        ctx.addIssue({ code: 'custom', message: 'noFutureDate' });
        return z.NEVER;
      }
      return day;
    });
}
