import type { EndUserCommand } from '@pr/contracts';
import { commandAddressOf } from '../../shared/address/installation-address-of';
import type { CurrentUser } from '../../shared/auth/current-user';
import { STEP_FIVE_CONSENTS } from '../../shared/registration/step-five-consents';
import type { EndUserData } from '../../shared/form-state/end-user-store';
import type { Place } from '../../shared/form-state/place';

export interface Person {
  firstName: string;
  lastName: string;
  email: string;
}

/** Who registers: the account's details when signed in (docs/spec.md §2), else what was typed. */
export function personOf(data: EndUserData, user: CurrentUser): Person {
  if (!user.isAuthenticated) {
    return { firstName: data.firstName, lastName: data.lastName, email: data.email };
  }
  return {
    firstName: user.givenName ?? '',
    lastName: user.familyName ?? '',
    email: user.email ?? '',
  };
}

/** The end-user registration command of docs/spec.md §3, installed "now". */
export function toEndUserCommand(
  data: EndUserData & { productInformation: { name: string }; address: Place },
  person: Person,
  now: Date,
): EndUserCommand {
  return {
    serialNumber: data.serialNumber,
    productModel: data.productInformation.name,
    installationDate: now.toISOString(),
    installationAddress: commandAddressOf(data.address, data),
    enduser: person,
    consents: STEP_FIVE_CONSENTS,
    ...(data.safetyEmail.trim() !== '' && { safetyContact: { email: data.safetyEmail.trim() } }),
  };
}
