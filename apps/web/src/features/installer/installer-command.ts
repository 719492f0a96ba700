import type { InstallerCommand } from '@pr/contracts';
import { commandAddressOf } from '../../shared/address/installation-address-of';
import type { SignedInUser } from '../../shared/auth/current-user';
import { toUtcMidnightIso, type CalendarDay } from '../../shared/dates/calendar-day';
import type { InstallerData } from '../../shared/form-state/installer-store';
import type { Place } from '../../shared/form-state/place';

export interface InstallerCompany {
  name: string;
  email: string;
}

/**
 * The company an installer registers for: the account's company name and its e-mail, or
 * the account's own e-mail where the provider has no company e-mail. Null for an account
 * without a company name, which is not an installer (spec §6).
 */
export function companyOf(user: SignedInUser): InstallerCompany | null {
  if (user.company === null) return null;
  return { name: user.company.name, email: user.company.email ?? user.email ?? '' };
}

/** The installer registration command of spec §3, installed on `installationDay`. */
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
