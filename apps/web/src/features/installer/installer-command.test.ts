import { describe, expect, it } from 'vitest';
import { emptyInstallerData } from '../../shared/form-state/installer-store';
import { testRivoli } from '../../test/test-places';
import { testRadiator } from '../../test/test-product';
import { toInstallerCommand } from './installer-command';

const rivoli = testRivoli();

describe('toInstallerCommand', () => {
  it('sends the chosen day at 00:00 UTC, the company and the derived address', () => {
    const data = {
      ...emptyInstallerData(),
      serialNumber: '908765402',
      productInformation: testRadiator(),
      address: rivoli,
      additionalAddressLine1: 'Bâtiment B',
    };
    const company = { name: 'Dubois Chauffage SARL', email: 'contact@dubois-chauffage.example' };
    expect(toInstallerCommand(data, company, { year: 2026, month: 3, day: 5 })).toEqual({
      serialNumber: '908765402',
      productModel: 'Aura Radiateur',
      installationDate: '2026-03-05T00:00:00.000Z',
      installerCompany: company,
      installationAddress: {
        street: 'Rue de Rivoli',
        houseNumber: '10',
        locality: 'Paris',
        postalCode: '75001',
        country: 'FR',
        additionalAddressLine1: 'Bâtiment B',
        stateOrProvince: null,
        addressSource: 'GoogleMaps',
      },
      consents: { privacyPolicy: true, termsOfUse: true },
    });
  });
});
