import {
  toUtcMidnightIso,
  type CalendarDay,
  type InstallerCommand,
  type InstallerCompany,
} from '@pr/contracts';
import { commandAddressOf } from '../../shared/address/installation-address-of';
import { STEP_FIVE_CONSENTS } from '../../shared/registration/step-five-consents';
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
    // Without any e-mail the server refuses the command, as it would refuse the account.
    installerCompany: { name: company.name, email: company.email ?? '' },
    installationAddress: commandAddressOf(data.address, data),
    consents: STEP_FIVE_CONSENTS,
  };
}
