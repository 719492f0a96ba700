import { requireSignIn } from '../../shared/auth/require-sign-in';
import type { SignedInUser } from '../../shared/auth/current-user';
import { useInstallerStore, type InstallerData } from '../../shared/form-state/installer-store';
import { pathsForParams } from '../../shared/routing/paths-for-params';
import type { StepNumber } from '../../shared/routing/paths';
import { redirect, type LoaderFunction } from 'react-router';

/**
 * The step a signed-in installer asking for `step` must see instead, or null (spec §4).
 * Each step also needs what the steps before it need.
 */
export function installerGuard(
  step: StepNumber,
  data: InstallerData,
  user: SignedInUser,
): StepNumber | null {
  if (step < 3) return null;
  if (data.serialNumber === '' || data.productInformation === null) return 1;
  if (step === 3) return null;
  if ((user.company?.name ?? '') === '' || data.address === null) return 3;
  if (step === 4) return null;
  return data.installationDate === '' ? 4 : null;
}

/** The route loader of installer step `step`; steps 3 to 5 require login. */
export function installerStepLoader(step: StepNumber): LoaderFunction {
  return async ({ request, params }) => {
    if (step < 3) return null;
    const user = await requireSignIn({ request, params });
    const paths = pathsForParams(params);
    const target = installerGuard(step, useInstallerStore.getState(), user);
    return target === null ? null : redirect(paths.installerStep(target));
  };
}
