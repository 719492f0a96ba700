import { ADDRESS_SOURCE, splitLocale, type InstallerCompany } from '@pr/contracts';
import type { BulkRegistrationCommand } from '../../../shared/api/put-device-batch';
import type { BulkRow } from '../../../shared/form-state/bulk-store';
import { parseBulkDate } from '../check/bulk-date';

/**
 * The bulk registration command of docs/spec.md §3 for checked rows: dates at 00:00 UTC, the
 * address in the locale's country as found by the maps search, and the company (the
 * server takes the company from the token, whatever the rows say).
 */
export function toBulkCommand(
  rows: readonly BulkRow[],
  company: InstallerCompany,
  locale: string,
): BulkRegistrationCommand {
  const { country } = splitLocale(locale);
  // Without any e-mail the server refuses the batch, as it would refuse the account.
  const installerCompany = { name: company.name, email: company.email ?? '' };
  return {
    callerName: company.name,
    confirmationEmail: installerCompany.email,
    countryCode: country,
    productRegistrations: rows.map((row) => ({
      serialNumber: row.serialNumber.trim(),
      productModel: row.productName,
      // Step 3 lets no invalid date through; an empty one is refused by the server.
      installationDate: parseBulkDate(row.installationDate)?.toISOString() ?? '',
      installerCompany,
      installationAddress: {
        street: row.street.trim(),
        houseNumber: row.streetNumber.trim(),
        locality: row.city.trim(),
        postalCode: row.zip.trim(),
        country,
        addressSource: ADDRESS_SOURCE.maps,
      },
    })),
  };
}
