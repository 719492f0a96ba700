import { installationDayProblem, MESSAGE, parseLocalDay, type CalendarDay } from '@pr/contracts';
import { z } from '@pr/contracts/zod';

/**
 * Installer step 4 (docs/spec.md §5): the installation date is required, typed in the
 * locale's order and separators (or any other of the product's), and passes the one
 * installation-day rule of the contracts as of `today` in the user's own calendar.
 */
export function installationDateSchema(today: CalendarDay) {
  return z
    .string()
    .trim()
    .min(1, { error: MESSAGE.required })
    .transform((text, ctx): CalendarDay => {
      const day = parseLocalDay(text);
      const problem = installationDayProblem(day, today);
      if (problem !== null || day === null) {
        ctx.addIssue({ code: 'custom', message: problem ?? 'invalidDate' });
        return z.NEVER;
      }
      return day;
    });
}
