import type { InstallerCommand } from '@pr/contracts';
import { commandAddressOf } from '../../shared/address/installation-address-of';
import type { InstallerCompany } from '../../shared/auth/current-user';
import { toUtcMidnightIso, type CalendarDay } from '../../shared/dates/calendar-day';
import type { InstallerData } from '../../shared/form-state/installer-store';
import type { Place } from '../../shared/form-state/place';

/** The installer registration command of docs/spec.md §3, installed on `installationDay`. */
export function toInstallerCommand(
  data: InstallerData & { productInformation: { name: string }; address: Place },
  company: InstallerCompany,
  installationDay: CalendarDay,
): InstallerCommand {
  return {
    serialNumber: data.serialNumber,
    productModel: data.productInformation.name,
    installationDate: toUtcMidnightIso(installationDay),
    installerCompany: company,
    installationAddress: commandAddressOf(data.address, data),
  };
}
