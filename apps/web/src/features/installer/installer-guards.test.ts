import type { ProductInformation } from '@pr/contracts';
import { describe, expect, it } from 'vitest';
import { emptyInstallerData } from '../../shared/form-state/installer-store';
import { testInstaller } from '../../test/test-users';
import { installerGuard } from './installer-guards';

const product: ProductInformation = {
  name: 'Aura',
  googleMapsApiKey: '',
  imageUrl: null,
  productUrl: null,
  color: null,
  deviceType: 'RAD',
  incentives: [],
};
const installer = testInstaller();
const address = { displayName: 'x', formattedAddress: 'x', addressComponents: [], location: null };
const today = { year: 2026, month: 3, day: 14 };

describe('installerGuard', () => {
  it('needs the product from step 3', () => {
    expect(installerGuard(2, emptyInstallerData(), installer, today)).toBeNull();
    expect(installerGuard(3, emptyInstallerData(), installer, today)).toBe(1);
  });

  it('needs a company name and an address for step 4, a valid past date for step 5', () => {
    const found = {
      ...emptyInstallerData(),
      serialNumber: '908765401',
      productInformation: product,
    };
    const noCompany = { ...installer, company: null };
    expect(installerGuard(3, found, installer, today)).toBeNull();
    expect(installerGuard(4, found, installer, today)).toBe(3);
    expect(installerGuard(4, { ...found, address }, noCompany, today)).toBe(3);
    expect(installerGuard(4, { ...found, address }, installer, today)).toBeNull();
    expect(installerGuard(5, { ...found, address }, installer, today)).toBe(4);
    const dated = (installationDate: string) => ({ ...found, address, installationDate });
    expect(installerGuard(5, dated('14-03-2026'), installer, today)).toBeNull();
    expect(installerGuard(5, dated('15-03-2026'), installer, today)).toBe(4);
    expect(installerGuard(5, dated('31-02-2026'), installer, today)).toBe(4);
    expect(installerGuard(5, dated('14-03-2026'), noCompany, today)).toBe(3);
  });
});
