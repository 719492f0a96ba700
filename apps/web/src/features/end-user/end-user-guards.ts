import { anonymousOnly } from '../../shared/auth/anonymous-only';
import { getCurrentUser } from '../../shared/auth/auth-store';
import type { CurrentUser } from '../../shared/auth/current-user';
import { requireSignIn } from '../../shared/auth/require-sign-in';
import { useEndUserStore, type EndUserData } from '../../shared/form-state/end-user-store';
import { pathsForParams } from '../../shared/routing/paths-for-params';
import type { Paths, StepNumber } from '../../shared/routing/paths';
import { adoptQuerySerial } from '../../shared/serial-lookup/adopt-query-serial';
import type { LocaleCode } from '@pr/contracts';
import { redirect, type LoaderFunction } from 'react-router';

/**
 * The step an end user asking for `step` must see instead, or null (docs/spec.md §4): steps 4
 * and 5 need the product and the address; the contact step is anonymous-only (a
 * signed-in user's details come from the account, so it goes on to the review); an
 * anonymous one cannot review without contact details.
 */
export function endUserGuard(
  step: StepNumber,
  data: EndUserData,
  user: CurrentUser,
): StepNumber | null {
  if (step < 4) return null;
  if (data.serialNumber === '' || data.productInformation === null) return 1;
  if (data.address === null) return 3;
  if (step === 4) return anonymousOnly(user, 5);
  const contactMissing = data.firstName === '' || data.lastName === '' || data.email === '';
  return !user.isAuthenticated && contactMissing ? 4 : null;
}

/**
 * The route loader of end-user step `step`. Steps 3 to 5 require login only when the
 * end-user login setting is on (docs/spec.md §2 route table); step 2 takes the serial that
 * step 1's plain form carries.
 */
export function endUserStepLoader(
  step: StepNumber,
  loginRequired: boolean,
  defaultLocale: LocaleCode,
): LoaderFunction {
  const loader: LoaderFunction = async ({ request, params }) => {
    const paths = pathsForParams(params);
    if (step >= 3 && loginRequired) await requireSignIn({ request, params });
    const target = endUserGuard(step, useEndUserStore.getState(), getCurrentUser());
    return target === null ? null : redirect(paths.userStep(target));
  };
  if (step !== 2) return loader;
  const step1 = (paths: Paths, serialNumber: string) => paths.userStep(1, { serialNumber });
  return adoptQuerySerial(useEndUserStore, step1, defaultLocale, loader);
}
