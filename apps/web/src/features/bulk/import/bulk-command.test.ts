import { bulkRegistrationCommandSchema, bulkRegistrationRowSchema } from '@pr/contracts';
import { describe, expect, it } from 'vitest';
import { bulkRow } from '../test/bulk-fixtures';
import { toBulkCommand } from './bulk-command';

describe('toBulkCommand', () => {
  const company = { name: 'Dubois Chauffage SARL', email: 'contact@dubois-chauffage.example' };

  it('builds the command of docs/spec.md §3 that the server accepts', () => {
    const command = toBulkCommand(
      [bulkRow(' 100000001 ', { productName: 'Aura 600', installationDate: '5/3/2024' })],
      company,
      'fr-FR',
    );
    expect(command).toEqual({
      callerName: 'Dubois Chauffage SARL',
      confirmationEmail: 'contact@dubois-chauffage.example',
      countryCode: 'FR',
      productRegistrations: [
        {
          serialNumber: '100000001',
          productModel: 'Aura 600',
          installationDate: '2024-03-05T00:00:00.000Z',
          installerCompany: company,
          installationAddress: {
            street: 'Rue de Rivoli',
            houseNumber: '10',
            locality: 'Paris',
            postalCode: '75001',
            country: 'FR',
            addressSource: 'GoogleMaps',
          },
        },
      ],
    });
    expect(bulkRegistrationCommandSchema.safeParse(command).success).toBe(true);
    expect(bulkRegistrationRowSchema.safeParse(command.productRegistrations[0]).success).toBe(true);
  });

  it('uses the country of the locale', () => {
    expect(toBulkCommand([bulkRow('100000001')], company, 'de-CH').countryCode).toBe('CH');
  });
});
