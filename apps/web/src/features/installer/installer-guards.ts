import { requireSignIn } from '../../shared/auth/require-sign-in';
import { isInstaller, type SignedInUser } from '../../shared/auth/current-user';
import {
  installationDayProblem,
  localToday,
  parseLocalDay,
  type CalendarDay,
  type LocaleCode,
} from '@pr/contracts';
import { useInstallerStore, type InstallerData } from '../../shared/form-state/installer-store';
import { pathsForParams } from '../../shared/routing/paths-for-params';
import type { Paths, StepNumber } from '../../shared/routing/paths';
import { adoptQuerySerial } from '../../shared/serial-lookup/adopt-query-serial';
import { redirect, type LoaderFunction } from 'react-router';

/**
 * The step a signed-in installer asking for `step` must see instead, or null (docs/spec.md §4).
 * Each step also needs what the steps before it need; the review needs a valid date, not
 * just any text, as of `today` in the user's calendar.
 */
export function installerGuard(
  step: StepNumber,
  data: InstallerData,
  user: SignedInUser,
  today: CalendarDay,
): StepNumber | null {
  if (step < 3) return null;
  if (data.serialNumber === '' || data.productInformation === null) return 1;
  if (step === 3) return null;
  if (!isInstaller(user) || data.address === null) return 3;
  if (step === 4) return null;
  // The contracts' rule itself, as step 4's schema applies it, without loading zod here.
  return installationDayProblem(parseLocalDay(data.installationDate), today) === null ? null : 4;
}

/**
 * The route loader of installer step `step`; steps 3 to 5 require login, and step 2 takes the
 * serial that step 1's plain form carries.
 */
export function installerStepLoader(step: StepNumber, defaultLocale: LocaleCode): LoaderFunction {
  const loader: LoaderFunction = async ({ request, params }) => {
    if (step < 3) return null;
    const user = await requireSignIn({ request, params });
    const paths = pathsForParams(params);
    const today = localToday(new Date());
    const target = installerGuard(step, useInstallerStore.getState(), user, today);
    return target === null ? null : redirect(paths.installerStep(target));
  };
  if (step !== 2) return loader;
  const step1 = (paths: Paths, serialNumber: string) => paths.installerStep(1, { serialNumber });
  return adoptQuerySerial(useInstallerStore, step1, defaultLocale, loader);
}
