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

describe('installerGuard', () => {
  it('needs the product from step 3', () => {
    expect(installerGuard(2, emptyInstallerData(), installer)).toBeNull();
    expect(installerGuard(3, emptyInstallerData(), installer)).toBe(1);
  });

  it('needs a company name and an address for step 4, a date for step 5', () => {
    const found = {
      ...emptyInstallerData(),
      serialNumber: '908765401',
      productInformation: product,
    };
    expect(installerGuard(3, found, installer)).toBeNull();
    expect(installerGuard(4, found, installer)).toBe(3);
    expect(installerGuard(4, { ...found, address }, { ...installer, company: null })).toBe(3);
    expect(installerGuard(4, { ...found, address }, installer)).toBeNull();
    expect(installerGuard(5, { ...found, address }, installer)).toBe(4);
    expect(
      installerGuard(5, { ...found, address, installationDate: '01-03-2024' }, installer),
    ).toBeNull();
  });
});
