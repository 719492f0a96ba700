import { recordConsents, type ConsentTextVersions } from '../consents/record-consents';
import { recordSafetyContact } from '../recalls/record-safety-contact';
import { and, eq, sql } from 'drizzle-orm';
import {
  installerCompanyOf,
  normalizeEmail,
  RECIPIENT_TYPE,
  type CurrentUser,
  type EndUserCommand,
  type InstallerCommand,
  type RegistrationCommand,
} from '@pr/contracts';
import type { Database } from '../../db/client';
import { hashSecretToken, newSecretToken } from '../../db/secret-token';
import { devices, products, registrations } from '../../db/schema';
import { HttpError } from '../../infrastructure/error-handler';
import { asInstaller } from '../auth/authentication';
import { installerCompanyId } from '../companies/companies';
import { registrationStored } from '../events/domain-events';
import { recordEvents } from '../events/record-event';
import { creditRegistrations } from '../points/points-ledger';
import { flagAnomalies, type ReviewThresholds } from '../reviews/anomaly-rules';
import { SERIAL_HOLDER_PREDICATE } from '../../db/holding';
import {
  mailConfirmationLink,
  mailRegistered,
  recipientOf,
  refuseMailFlood,
  type ConfirmationMailContext,
} from './registration-mails';
import type { RegistrationRow, Tx } from './registration-row';
import { inState } from './registration-state';
import { findSerialHolder, ofSerial } from './serial-holder';
import { heldBy, supersedePending } from './supersede-pending';
import { isUsersRegistration } from './whose-registration';
import { addFunnelCounts, storedCounts } from '../funnel/funnel-counts';

type Registrant =
  | {
      type: typeof RECIPIENT_TYPE.endCustomer;
      command: EndUserCommand;
      accountSubject: string | null;
    }
  | {
      type: typeof RECIPIENT_TYPE.installer;
      command: InstallerCommand;
      accountSubject: string;
      /** The installer's verified company: its registrations are the installer's own. */
      companyId: string;
    };

export interface RegistrationRequest {
  /** The serial of the path, which the command must name too. */
  serialNumber: string;
  command: RegistrationCommand;
  /** The signed-in caller, null for an anonymous one. */
  user: CurrentUser | null;
  /** The keyed hash of an anonymous caller's network (/24, /48), for the anomaly rules. */
  networkHash?: string | null;
  /** Sent by an API client (the funnel's `api` channel). */
  viaApiClient?: boolean;
}

export interface RegistrationContext extends ConfirmationMailContext {
  locale: string;
  /** The versions of the texts the consents of step 5 agree to. */
  consentTextVersions: ConsentTextVersions;
  /** Confirmation mails one address may get per day (the registration is refused beyond). */
  mailsPerRecipientPerDay: number;
  /** The anomaly rules' thresholds: a flagged registration's points stay held. */
  reviewRules: ReviewThresholds;
}

export interface RegistrationResult {
  kind: 'created' | 'repeated';
  registrationId: string;
  /** The short reference a person reads out on the phone. */
  reference: string;
  status: 'pending' | 'confirmed' | 'not_required';
  mailQueued: boolean;
}

/**
 * Who registers, with the command as it is stored: the token, not the body, says who the
 * company is (an installer may register only for their own), and a signed-in end user's
 * details come from the account (docs/spec.md §2, step 4).
 */
const sameCompanyName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

async function registrantOf(tx: Tx, { command, user }: RegistrationRequest): Promise<Registrant> {
  if ('installerCompany' in command) {
    const installer = asInstaller(user);
    const company = installerCompanyOf(installer) ?? installer.company;
    if (!sameCompanyName(command.installerCompany.name, company.name)) {
      throw new HttpError(
        403,
        'company_mismatch',
        'You can register devices only for your own company.',
      );
    }
    return {
      type: RECIPIENT_TYPE.installer,
      command: {
        ...command,
        installerCompany: {
          name: company.name,
          email: company.email ?? command.installerCompany.email,
        },
      },
      accountSubject: installer.subject,
      companyId: await installerCompanyId(tx, installer),
    };
  }
  return {
    type: RECIPIENT_TYPE.endCustomer,
    command:
      user === null
        ? command
        : {
            ...command,
            enduser: {
              email: user.email ?? command.enduser.email,
              firstName: user.givenName ?? command.enduser.firstName,
              lastName: user.familyName ?? command.enduser.lastName,
            },
          },
    accountSubject: user?.subject ?? null,
  };
}

/**
 * Whether an existing registration is the registrant's own, which they get back when they
 * repeat the command: one a signed-in caller may call theirs anywhere else (step 1, the
 * certificate), and for an anonymous one a registration made anonymously with their e-mail.
 */
function isOwnRegistration(
  row: RegistrationRow,
  registrant: Registrant,
  user: CurrentUser | null,
): boolean {
  if (user !== null) {
    const companyId = registrant.type === RECIPIENT_TYPE.installer ? registrant.companyId : null;
    return isUsersRegistration(row, user, companyId);
  }
  return (
    row.accountSubject === null &&
    row.endUserEmail !== null &&
    'enduser' in registrant.command &&
    normalizeEmail(row.endUserEmail) === normalizeEmail(registrant.command.enduser.email)
  );
}

/**
 * Stores a registration. Only a confirmed one holds the serial (once per registrant type):
 * a registration by an account with a verified e-mail holds it at once, any other waits
 * for its mailed link, beside other pending ones. The registrant repeating the command gets
 * their registration back; anyone else a conflict (409) once the serial is held.
 */
export async function registerDevice(
  db: Database,
  request: RegistrationRequest,
  context: RegistrationContext,
): Promise<RegistrationResult> {
  if (request.command.serialNumber !== request.serialNumber) {
    throw new HttpError(
      400,
      'serial_mismatch',
      'The serial number of the path and of the body differ.',
    );
  }
  // Anyone may type any e-mail, and an account's unverified one proves nothing either.
  const needsConfirmation = request.user === null || !request.user.emailVerified;
  return db.transaction(async (tx) => {
    const registrant = await registrantOf(tx, request);
    const isOwn = (row: RegistrationRow) => isOwnRegistration(row, registrant, request.user);
    const { command } = registrant;
    const [device] = await tx
      .select({ model: devices.productModel, name: products.name })
      .from(devices)
      .innerJoin(products, eq(products.model, devices.productModel))
      .where(eq(devices.serialNumber, command.serialNumber));
    if (!device) {
      throw new HttpError(
        404,
        'unknown_serial_number',
        `No device has serial number ${command.serialNumber}.`,
      );
    }
    const holder = await findSerialHolder(tx, command.serialNumber, registrant.type);
    if (holder) return repeatedOrConflict(holder, isOwn);
    if (needsConfirmation) {
      const pending = await tx
        .select()
        .from(registrations)
        .where(and(ofSerial(command.serialNumber, registrant.type), inState('pending')));
      const mine = pending.find(isOwn);
      if (mine) return repeatedOrConflict(mine, isOwn);
    }

    const confirmationToken = needsConfirmation ? newSecretToken() : null;
    const address = command.installationAddress;
    const [created] = await tx
      .insert(registrations)
      .values({
        serialNumber: command.serialNumber,
        registrantType: registrant.type,
        productModel: device.model,
        installationDate: new Date(command.installationDate),
        street: address.street,
        houseNumber: address.houseNumber,
        locality: address.locality,
        postalCode: address.postalCode,
        country: address.country,
        additionalAddressLine1: address.additionalAddressLine1,
        stateOrProvince: address.stateOrProvince,
        addressSource: address.addressSource,
        endUserEmail: 'enduser' in command ? command.enduser.email : null,
        endUserFirstName: 'enduser' in command ? command.enduser.firstName : null,
        endUserLastName: 'enduser' in command ? command.enduser.lastName : null,
        installerCompanyName: 'installerCompany' in command ? command.installerCompany.name : null,
        installerCompanyEmail:
          'installerCompany' in command ? command.installerCompany.email : null,
        companyId: registrant.type === RECIPIENT_TYPE.installer ? registrant.companyId : null,
        accountSubject: registrant.accountSubject,
        locale: context.locale,
        channel: 'web',
        confirmationStatus: needsConfirmation ? 'pending' : 'not_required',
        confirmationToken: confirmationToken === null ? null : hashSecretToken(confirmationToken),
        expiresAt: needsConfirmation
          ? sql`now() + make_interval(hours => ${context.pendingTtlHours})`
          : null,
      })
      // A holder stored since the look above (a concurrent request) wins; this one answers it.
      .onConflictDoNothing({
        target: [registrations.serialNumber, registrations.registrantType],
        where: SERIAL_HOLDER_PREDICATE,
      })
      .returning();
    if (!created) {
      const winner = await findSerialHolder(tx, command.serialNumber, registrant.type);
      if (!winner) throw alreadyRegistered();
      return repeatedOrConflict(winner, isOwn);
    }
    await recordEvents(tx, registrationStored(created));
    await flagAnomalies(
      tx,
      [created.id],
      context.reviewRules,
      request.user === null ? (request.networkHash ?? null) : null,
    );
    // Written last: registrations of one day, locale and product share a counter row, whose
    // lock is then held only until the commit.
    const funnelCounts = storedCounts([created], request.viaApiClient);
    await creditRegistrations(tx, [created]);
    if (command.consents) {
      await recordConsents(tx, command.consents, created, context.consentTextVersions);
    }
    if ('safetyContact' in command && command.safetyContact) {
      await recordSafetyContact(tx, command.safetyContact, created.id);
    }

    if (confirmationToken === null) {
      await supersedePending(tx, heldBy(created), context.textFallback);
      await mailRegistered(tx, created, device.name, context);
      await addFunnelCounts(tx, funnelCounts);
      return {
        kind: 'created',
        registrationId: created.id,
        reference: created.reference,
        status: 'not_required',
        mailQueued: true,
      };
    }
    const to = recipientOf(created);
    if (to === null) throw new Error('a registration to confirm has no e-mail');
    await refuseMailFlood(tx, to, context.mailsPerRecipientPerDay);
    await mailConfirmationLink(tx, created, device.name, confirmationToken, context);
    await addFunnelCounts(tx, funnelCounts);
    return {
      kind: 'created',
      registrationId: created.id,
      reference: created.reference,
      status: 'pending',
      mailQueued: true,
    };
  });
}

function repeatedOrConflict(
  row: RegistrationRow,
  isOwn: (row: RegistrationRow) => boolean,
): RegistrationResult {
  if (!isOwn(row)) throw alreadyRegistered();
  return {
    kind: 'repeated',
    registrationId: row.id,
    reference: row.reference,
    status: row.confirmationStatus as RegistrationResult['status'],
    mailQueued: false,
  };
}

function alreadyRegistered(): HttpError {
  return new HttpError(
    409,
    'already_registered',
    'This device has already been registered by someone else.',
  );
}
