import { localToday } from '@pr/contracts';
import {
  emptyInstallerData,
  useInstallerStore,
  type InstallerData,
} from '../../../shared/form-state/installer-store';
import { INSTALLER_CLAIMS, oidcUser, startTestAuth } from '../../../test/test-auth';
import { testRivoli } from '../../../test/test-places';
import { testRadiator } from '../../../test/test-product';

// The installer flow's tests start from here: an address, today, a stored flow, a sign-in.

export const rivoli = testRivoli({ location: null });

// Read when a test runs, not when this module loads: the web project shares one module graph
// per worker (isolate: false), so a value taken at import goes stale when a run crosses midnight.
export const today = () => localToday(new Date());

export function seedInstaller(patch: Partial<InstallerData> = {}) {
  useInstallerStore.setState({
    ...emptyInstallerData(),
    serialNumber: '908765401',
    productInformation: testRadiator(),
    ...patch,
  });
}

export const signInInstaller = () => startTestAuth({ user: oidcUser(INSTALLER_CLAIMS) });
