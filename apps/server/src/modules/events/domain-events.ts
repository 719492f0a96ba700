import { RECIPIENT_TYPE } from '@pr/contracts';
import type { RegistrationEvent, RegistrationPersonal } from '@pr/contracts/events';
import type { companies, registrations } from '../../db/schema';
import { isHoldingStatus } from '../../db/holding';
import type { NewEvent } from './record-event';

type RegistrationRow = typeof registrations.$inferSelect;
type CompanyRow = typeof companies.$inferSelect;

function statusOf({ confirmationStatus: status }: RegistrationRow): RegistrationEvent['status'] {
  if (isHoldingStatus(status)) return 'confirmed';
  return status === 'superseded' || status === 'cancelled' ? status : 'pending';
}

function registrationPayload(row: RegistrationRow): RegistrationEvent {
  return {
    registrationId: row.id,
    serialNumber: row.serialNumber,
    productModel: row.productModel,
    registrantType: row.registrantType === RECIPIENT_TYPE.installer ? 'installer' : 'end_customer',
    channel: row.channel === 'bulk' ? 'bulk' : 'web',
    status: statusOf(row),
    installationDate: row.installationDate.toISOString(),
    country: row.country,
    companyId: row.companyId,
    batchId: row.batchId,
    replacesRegistrationId: row.replacesId,
    createdAt: row.createdAt.toISOString(),
  };
}

function registrationPersonal(row: RegistrationRow): RegistrationPersonal {
  return {
    endUser:
      row.endUserEmail === null
        ? null
        : {
            email: row.endUserEmail,
            firstName: row.endUserFirstName ?? '',
            lastName: row.endUserLastName ?? '',
          },
    installerCompany:
      row.installerCompanyName === null
        ? null
        : { name: row.installerCompanyName, email: row.installerCompanyEmail ?? '' },
    address: {
      street: row.street,
      houseNumber: row.houseNumber,
      postalCode: row.postalCode,
      locality: row.locality,
      additionalAddressLine1: row.additionalAddressLine1,
      stateOrProvince: row.stateOrProvince,
    },
  };
}

/** A registration's event of `type`, as the row stands after the change. */
export function registrationEvent(
  type: 'registration.created' | 'registration.confirmed' | 'registration.superseded',
  row: RegistrationRow,
): NewEvent {
  return { type, payload: registrationPayload(row), personal: registrationPersonal(row) };
}

export function registrationCancelled(row: RegistrationRow): NewEvent {
  return {
    type: 'registration.cancelled',
    payload: { ...registrationPayload(row), reason: row.cancelReason },
    personal: registrationPersonal(row),
  };
}

/** Both sides of a change of owner: the registration cancelled, and the one that replaced it. */
export function registrationTransferred(from: RegistrationRow, to: RegistrationRow): NewEvent {
  return {
    type: 'registration.transferred',
    payload: { from: registrationPayload(from), to: registrationPayload(to) },
    personal: { from: registrationPersonal(from), to: registrationPersonal(to) },
  };
}

/** A created registration's events: one that holds its serial at once is confirmed too. */
export function registrationStored(row: RegistrationRow): NewEvent[] {
  const created = registrationEvent('registration.created', row);
  return statusOf(row) === 'confirmed'
    ? [created, registrationEvent('registration.confirmed', row)]
    : [created];
}

export function companyDecided(company: CompanyRow): NewEvent {
  const status = company.status === 'approved' ? 'approved' : 'rejected';
  return {
    type: status === 'approved' ? 'company.approved' : 'company.rejected',
    payload: {
      companyId: company.id,
      name: company.name,
      status,
      registrationNumber: company.registrationNumber,
      reason: company.decisionReason,
      decidedAt: (company.decidedAt ?? company.updatedAt).toISOString(),
    },
    personal: { email: company.email, phone: company.phone, address: company.address },
  };
}
