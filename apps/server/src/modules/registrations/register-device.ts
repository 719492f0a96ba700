import { and, eq, inArray, sql } from 'drizzle-orm';
import {
  installerCompanyOf,
  RECIPIENT_TYPE,
  splitLocale,
  type CurrentUser,
  type EndUserCommand,
  type InstallerCommand,
  type RegistrationCommand,
} from '@pr/contracts';
import type { Database } from '../../db/client';
import { hashSecretToken, newSecretToken } from '../../db/secret-token';
import { devices, products, registrations, type LocalizedText } from '../../db/schema';
import { fill } from '../../pages/fill-placeholders';
import { HttpError } from '../../plugins/error-handler';
import { asInstaller } from '../auth/authentication';
import { localize } from '../catalog/localize';
import { enqueueMail, mailsToAddressToday } from '../mail/outbox';
import { registrationTexts } from './registration-texts';

type Registrant =
  | {
      type: typeof RECIPIENT_TYPE.endCustomer;
      command: EndUserCommand;
      accountSubject: string | null;
    }
  | { type: typeof RECIPIENT_TYPE.installer; command: InstallerCommand; accountSubject: string };

export interface RegistrationRequest {
  /** The serial of the path, which the command must name too. */
  serialNumber: string;
  command: RegistrationCommand;
  /** The signed-in caller, null for an anonymous one. */
  user: CurrentUser | null;
}

export interface RegistrationContext {
  locale: string;
  defaultLanguage: string;
  publicBaseUrl: string;
  /** Confirmation mails one address may get per day (the registration is refused beyond). */
  mailsPerRecipientPerDay: number;
}

export interface RegistrationResult {
  kind: 'created' | 'repeated';
  registrationId: string;
  status: 'pending' | 'confirmed' | 'not_required';
  mailQueued: boolean;
}

const sameText = (a: string | null, b: string | null) =>
  (a ?? '').trim().toLowerCase() === (b ?? '').trim().toLowerCase();

/**
 * Who registers, with the command as it is stored: the token, not the body, says who the
 * company is (an installer may register only for their own), and a signed-in end user's
 * details come from the account (docs/spec.md §2, step 4).
 */
function registrantOf({ command, user }: RegistrationRequest): Registrant {
  if ('installerCompany' in command) {
    const installer = asInstaller(user);
    const company = installerCompanyOf(installer) ?? installer.company;
    if (!sameText(command.installerCompany.name, company.name)) {
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
 * Refuses a confirmation mail beyond the day's limit for its address (429): an anonymous
 * caller must not make us send mail to a stranger for every free serial. The registration's
 * transaction rolls back with it, so nothing is stored.
 */
async function refuseMailFlood(tx: Pick<Database, 'select'>, to: string, perDay: number) {
  if ((await mailsToAddressToday(tx, to)) >= perDay) {
    throw new HttpError(
      429,
      'too_many_mails',
      'This e-mail address got as many confirmation mails today as it may; try again tomorrow.',
    );
  }
}

/**
 * Stores a registration. A serial is registered at most once per registrant type: the same
 * registrant repeating the command gets the first registration back; anyone else a conflict
 * (409). An anonymous end user gets a confirmation mail, queued in the same transaction.
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
  const registrant = registrantOf(request);
  const { command } = registrant;
  const language = splitLocale(context.locale).language;
  return db.transaction(async (tx) => {
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

    const anonymous =
      registrant.type === RECIPIENT_TYPE.endCustomer && registrant.accountSubject === null;
    const confirmationToken = anonymous ? newSecretToken() : null;
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
        accountSubject: registrant.accountSubject,
        locale: context.locale,
        channel: 'web',
        confirmationStatus: anonymous ? 'pending' : 'not_required',
        confirmationToken: confirmationToken === null ? null : hashSecretToken(confirmationToken),
      })
      .onConflictDoNothing({ target: [registrations.serialNumber, registrations.registrantType] })
      .returning({ id: registrations.id, status: registrations.confirmationStatus });

    if (!created) {
      const [existing] = await tx
        .select()
        .from(registrations)
        .where(
          and(
            eq(registrations.serialNumber, command.serialNumber),
            eq(registrations.registrantType, registrant.type),
          ),
        );
      if (!existing) throw alreadyRegistered();
      const same =
        registrant.type === RECIPIENT_TYPE.installer
          ? sameText(existing.installerCompanyName, registrant.command.installerCompany.name)
          : registrant.accountSubject
            ? existing.accountSubject === registrant.accountSubject
            : existing.accountSubject === null &&
              sameText(existing.endUserEmail, registrant.command.enduser.email);
      if (!same) throw alreadyRegistered();
      return {
        kind: 'repeated',
        registrationId: existing.id,
        status: existing.confirmationStatus as 'pending',
        mailQueued: false,
      };
    }

    if (confirmationToken && 'enduser' in command) {
      await refuseMailFlood(tx, command.enduser.email, context.mailsPerRecipientPerDay);
      const t = registrationTexts(language);
      await enqueueMail(tx, {
        to: command.enduser.email,
        subject: t.mailSubject,
        text: fill(t.mailBody, {
          name: command.enduser.firstName,
          product: localize(device.name, language, context.defaultLanguage),
          serial: command.serialNumber,
          link: `${context.publicBaseUrl}/api/registrations/confirm/${confirmationToken}`,
        }),
      });
    }
    return {
      kind: 'created',
      registrationId: created.id,
      status: created.status as 'pending' | 'not_required',
      mailQueued: confirmationToken !== null,
    };
  });
}

function alreadyRegistered(): HttpError {
  return new HttpError(
    409,
    'already_registered',
    'This device has already been registered by someone else.',
  );
}

/** What a confirmation link is about, as its page shows it. */
export interface ConfirmationSubject {
  serialNumber: string;
  productName: LocalizedText;
  locale: string;
}

/**
 * The registrations table keeps a hash of the mailed token; links mailed before it did carry
 * the stored value itself, so both are looked up.
 */
const byMailedToken = (token: string) =>
  inArray(registrations.confirmationToken, [hashSecretToken(token), token]);

async function describeRegistration(
  db: Database,
  row: { serialNumber: string; productModel: string; locale: string },
): Promise<ConfirmationSubject> {
  const [product] = await db
    .select({ name: products.name })
    .from(products)
    .where(eq(products.model, row.productModel));
  return {
    serialNumber: row.serialNumber,
    productName: product?.name ?? { en: row.productModel },
    locale: row.locale,
  };
}

/** The registration a mailed token confirms, without changing it (the link's page). */
export async function findByConfirmationToken(
  db: Database,
  token: string,
): Promise<ConfirmationSubject | undefined> {
  const [row] = await db
    .select({
      serialNumber: registrations.serialNumber,
      productModel: registrations.productModel,
      locale: registrations.locale,
    })
    .from(registrations)
    .where(byMailedToken(token));
  return row ? describeRegistration(db, row) : undefined;
}

/** Confirms a registration by its mailed token; answers what was confirmed, or undefined. */
export async function confirmRegistration(
  db: Database,
  token: string,
): Promise<ConfirmationSubject | undefined> {
  const [row] = await db
    .update(registrations)
    .set({
      confirmationStatus: 'confirmed',
      confirmedAt: sql`coalesce(${registrations.confirmedAt}, now())`,
      updatedAt: new Date(),
    })
    .where(byMailedToken(token))
    .returning({
      serialNumber: registrations.serialNumber,
      productModel: registrations.productModel,
      locale: registrations.locale,
    });
  return row ? describeRegistration(db, row) : undefined;
}
