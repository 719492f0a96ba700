import { isDigitsOnly } from '@pr/contracts';
import { redirect, type LoaderFunction } from 'react-router';
import { getCurrentUser } from '../../shared/auth/auth-store';
import { isInstaller } from '../../shared/auth/current-user';
import { pathsForParams } from '../../shared/routing/paths-for-params';

/**
 * `products/{serialNumber}` and `products/{serialNumber}/{code}` (docs/spec.md §2): step 1 of the
 * registration with the serial prefilled — the installer flow for installers — but only
 * when both values are digits; otherwise the visitor goes home.
 */
export const productEntryLoader: LoaderFunction = ({ params }) => {
  const paths = pathsForParams(params);
  const { serialNumber = '', code } = params;
  if (!isDigitsOnly(serialNumber) || (code !== undefined && !isDigitsOnly(code))) {
    return redirect(paths.home());
  }
  return redirect(
    isInstaller(getCurrentUser())
      ? paths.installerStep(1, { serialNumber })
      : paths.userStep(1, { serialNumber }),
  );
};
