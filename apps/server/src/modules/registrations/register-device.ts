import { and, eq, gt, inArray, sql } from 'drizzle-orm';
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
import { hashSecretToken, isWellFormedToken, newSecretToken } from '../../db/secret-token';
import { isUniqueViolation } from '../../db/driver-errors';
import {
  devices,
  HOLDING_STATUSES,
  products,
  registrations,
  SERIAL_HOLDER_INDEX,
  type LocalizedText,
} from '../../db/schema';
import { fill } from '../../pages/fill-placeholders';
import { HttpError } from '../../plugins/error-handler';
import { asInstaller } from '../auth/authentication';
import { installerCompanyId } from '../companies/companies';
import { localize, type TextFallback } from '../catalog/localize';
import { enqueueMail, mailsToAddressToday } from '../mail/outbox';
import { registrationTexts, type RegistrationTexts } from './registration-texts';
import {
  registrationEvent,
  registrationStored,
  registrationTransferred,
} from '../events/domain-events';
import { recordEvent, recordEvents } from '../events/record-event';

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
}

export interface RegistrationContext {
  locale: string;
  textFallback: TextFallback;
  publicBaseUrl: string;
  /** Confirmation mails one address may get per day (the registration is refused beyond). */
  mailsPerRecipientPerDay: number;
  /** Hours an unconfirmed registration and its link stay valid. */
  pendingTtlHours: number;
}

export interface RegistrationResult {
  kind: 'created' | 'repeated';
  registrationId: string;
  status: 'pending' | 'confirmed' | 'not_required';
  mailQueued: boolean;
}

export type RegistrationRow = typeof registrations.$inferSelect;
export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

const sameText = (a: string | null, b: string | null) =>
  (a ?? '').trim().toLowerCase() === (b ?? '').trim().toLowerCase();

/**
 * Who registers, with the command as it is stored: the token, not the body, says who the
 * company is (an installer may register only for their own), and a signed-in end user's
 * details come from the account (docs/spec.md §2, step 4).
 */
async function registrantOf(tx: Tx, { command, user }: RegistrationRequest): Promise<Registrant> {
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

/** Where a registration's mails go: the end user, or the installer's company. */
function recipientOf(row: Pick<RegistrationRow, 'endUserEmail' | 'installerCompanyEmail'>) {
  return row.endUserEmail ?? row.installerCompanyEmail;
}

/**
 * Whether an existing registration is the registrant's own. An installer is its verified
 * company (not a name: two companies may share one), a signed-in end user its account, an
 * anonymous end user the e-mail the registration was made with.
 */
function isOwnRegistration(row: RegistrationRow, registrant: Registrant): boolean {
  if (registrant.type === RECIPIENT_TYPE.installer) return row.companyId === registrant.companyId;
  if (registrant.accountSubject !== null) return row.accountSubject === registrant.accountSubject;
  return (
    row.accountSubject === null &&
    'enduser' in registrant.command &&
    sameText(row.endUserEmail, registrant.command.enduser.email)
  );
}

/**
 * Refuses a confirmation mail beyond the day's limit for its address (429): an anonymous
 * caller must not make us send mail to a stranger for every free serial. The registration's
 * transaction rolls back with it, so nothing is stored.
 */
export async function refuseMailFlood(tx: Pick<Database, 'select'>, to: string, perDay: number) {
  if ((await mailsToAddressToday(tx, to, 'registration')) >= perDay) {
    throw new HttpError(
      429,
      'too_many_mails',
      'This e-mail address got as many confirmation mails today as it may; try again tomorrow.',
    );
  }
}

const ofSerial = (serialNumber: string, registrantType: number) =>
  and(
    eq(registrations.serialNumber, serialNumber),
    eq(registrations.registrantType, registrantType),
  );

/** The registration that holds a serial for a registrant type, if one does. */
async function holderOf(tx: Tx, serialNumber: string, registrantType: number) {
  const [holder] = await tx
    .select()
    .from(registrations)
    .where(
      and(
        ofSerial(serialNumber, registrantType),
        inArray(registrations.confirmationStatus, [...HOLDING_STATUSES]),
      ),
    );
  return holder;
}

const stillPending = and(
  eq(registrations.confirmationStatus, 'pending'),
  gt(registrations.expiresAt, sql`now()`),
);

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
    const holder = await holderOf(tx, command.serialNumber, registrant.type);
    if (holder) return repeatedOrConflict(holder, registrant);
    if (needsConfirmation) {
      const pending = await tx
        .select()
        .from(registrations)
        .where(and(ofSerial(command.serialNumber, registrant.type), stillPending));
      const mine = pending.find((row) => isOwnRegistration(row, registrant));
      if (mine) return repeatedOrConflict(mine, registrant);
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
        where: inArray(registrations.confirmationStatus, [...HOLDING_STATUSES]),
      })
      .returning();
    if (!created) {
      const winner = await holderOf(tx, command.serialNumber, registrant.type);
      if (!winner) throw alreadyRegistered();
      return repeatedOrConflict(winner, registrant);
    }
    await recordEvents(tx, registrationStored(created));

    if (confirmationToken === null) {
      await supersedePending(tx, heldBy(created), context.textFallback);
      await mailRegistered(tx, created, device.name, context);
      return {
        kind: 'created',
        registrationId: created.id,
        status: 'not_required',
        mailQueued: true,
      };
    }
    const to = recipientOf(created);
    if (to === null) throw new Error('a registration to confirm has no e-mail');
    await refuseMailFlood(tx, to, context.mailsPerRecipientPerDay);
    await mailConfirmationLink(tx, created, device.name, confirmationToken, context);
    return { kind: 'created', registrationId: created.id, status: 'pending', mailQueued: true };
  });
}

/** What a confirmation mail needs to know besides its registration. */
export type ConfirmationMailContext = Pick<
  RegistrationContext,
  'textFallback' | 'publicBaseUrl' | 'pendingTtlHours'
>;

/** A model's name for pages and mails; the model itself when the catalog no longer has it. */
export async function productNameOf(
  db: Pick<Database, 'select'>,
  model: string,
): Promise<LocalizedText> {
  const [product] = await db
    .select({ name: products.name })
    .from(products)
    .where(eq(products.model, model));
  return product?.name ?? { en: model };
}

/**
 * Queues a mail to a registration's registrant, in the registration's language: `texts`
 * picks its subject and body, which `values` fill besides the name, product and serial.
 */
export async function mailRegistrant(
  tx: Tx,
  row: RegistrationRow,
  mail: {
    productName: LocalizedText;
    textFallback: TextFallback;
    texts: (t: RegistrationTexts) => { subject: string; body: string };
    values?: Record<string, string | number>;
    attachment?: 'certificate';
  },
): Promise<void> {
  const to = recipientOf(row);
  if (to === null) return;
  const language = splitLocale(row.locale).language;
  const { subject, body } = mail.texts(registrationTexts(language));
  // An address that has confirmed nothing may never have asked for anything: it reads no
  // text the requester typed ("URGENT: pay at https://…" as a first name), only itself.
  const confirmed = row.confirmedAt !== null || row.confirmationStatus === 'not_required';
  await enqueueMail(tx, {
    to,
    language,
    registrationId: row.id,
    subject,
    text: fill(body, {
      name: confirmed ? (row.endUserFirstName ?? row.installerCompanyName ?? '') : to,
      product: localize(mail.productName, language, mail.textFallback),
      serial: row.serialNumber,
      ...mail.values,
    }),
    ...(mail.attachment && { attachment: mail.attachment }),
  });
}

/**
 * Tells the registrant their registration now holds the device, with its certificate
 * attached and the way to find it again ("Mes produits", or "Mes installations").
 */
async function mailRegistered(
  tx: Tx,
  row: RegistrationRow,
  productName: LocalizedText,
  context: Pick<RegistrationContext, 'textFallback' | 'publicBaseUrl'>,
): Promise<void> {
  const page =
    row.registrantType === RECIPIENT_TYPE.installer ? 'partners/installations' : 'users/products';
  await mailRegistrant(tx, row, {
    productName,
    textFallback: context.textFallback,
    texts: (t) => ({ subject: t.registeredMailSubject, body: t.registeredMailBody }),
    values: { link: `${context.publicBaseUrl}/${row.locale}/${page}` },
    attachment: 'certificate',
  });
}

/** The mail of a registration to confirm, unless told another (a transfer's). */
const confirmationMail = (t: RegistrationTexts) => ({ subject: t.mailSubject, body: t.mailBody });

/** Queues the mail whose link confirms a pending registration, in words `texts` picks. */
export async function mailConfirmationLink(
  tx: Tx,
  row: RegistrationRow,
  productName: LocalizedText,
  token: string,
  context: ConfirmationMailContext,
  texts: (t: RegistrationTexts) => { subject: string; body: string } = confirmationMail,
): Promise<void> {
  await mailRegistrant(tx, row, {
    productName,
    textFallback: context.textFallback,
    texts,
    values: {
      hours: context.pendingTtlHours,
      link: `${context.publicBaseUrl}/api/registrations/confirm/${token}`,
    },
  });
}

function repeatedOrConflict(row: RegistrationRow, registrant: Registrant): RegistrationResult {
  if (!isOwnRegistration(row, registrant)) throw alreadyRegistered();
  return {
    kind: 'repeated',
    registrationId: row.id,
    status: row.confirmationStatus as RegistrationResult['status'],
    mailQueued: false,
  };
}

/**
 * The serials are now held for a registrant type: the pending registrations of others for
 * them are cancelled, and each registrant is told by e-mail why their link no longer confirms.
 */
export async function supersedePending(
  tx: Tx,
  held: { serialNumbers: string[]; registrantType: number },
  textFallback: TextFallback,
): Promise<void> {
  const cancelled = await tx
    .update(registrations)
    .set({ confirmationStatus: 'superseded', updatedAt: new Date() })
    .where(
      and(
        inArray(registrations.serialNumber, held.serialNumbers),
        eq(registrations.registrantType, held.registrantType),
        eq(registrations.confirmationStatus, 'pending'),
      ),
    )
    .returning();
  await recordEvents(
    tx,
    cancelled.map((row) => registrationEvent('registration.superseded', row)),
  );
  // An expired registration's registrant gave up on it already; nothing to tell.
  const told = cancelled.filter((row) => row.expiresAt === null || row.expiresAt > new Date());
  if (told.length === 0) return;
  const names = await tx
    .select({ model: products.model, name: products.name })
    .from(products)
    .where(inArray(products.model, [...new Set(told.map((row) => row.productModel))]));
  for (const row of told) {
    await mailRegistrant(tx, row, {
      productName: names.find((product) => product.model === row.productModel)?.name ?? {
        en: row.productModel,
      },
      textFallback,
      texts: (t) => ({ subject: t.takenMailSubject, body: t.takenMailBody }),
    });
  }
}

const heldBy = (row: RegistrationRow) => ({
  serialNumbers: [row.serialNumber],
  registrantType: row.registrantType,
});

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
  db: Pick<Database, 'select'>,
  row: { serialNumber: string; productModel: string; locale: string },
): Promise<ConfirmationSubject> {
  return {
    serialNumber: row.serialNumber,
    productName: await productNameOf(db, row.productModel),
    locale: row.locale,
  };
}

/** Where a registration stands, for whoever asks: its link's page, the console. */
export type RegistrationState = 'pending' | 'expired' | 'confirmed' | 'superseded' | 'cancelled';

export function registrationStateOf(
  row: Pick<RegistrationRow, 'confirmationStatus' | 'expiresAt'>,
  now = new Date(),
): RegistrationState {
  switch (row.confirmationStatus) {
    case 'confirmed':
    case 'not_required':
      return 'confirmed';
    case 'superseded':
      return 'superseded';
    case 'cancelled':
      return 'cancelled';
    default:
      return row.expiresAt !== null && row.expiresAt <= now ? 'expired' : 'pending';
  }
}

/** The columns that cancel a registration now, for `reason`. */
export const cancellation = (reason: string) => ({
  confirmationStatus: 'cancelled' as const,
  cancelledAt: new Date(),
  cancelReason: reason,
  updatedAt: new Date(),
});

/** Where a mailed link's registration stands: one confirmed first is "taken" to its reader. */
export type LinkState = 'pending' | 'confirmed' | 'expired' | 'taken' | 'cancelled';

/** A link's registration and where it stands, or undefined for an unknown link. */
export type ConfirmationOutcome = { state: LinkState; subject: ConfirmationSubject } | undefined;

function stateOf(row: RegistrationRow): LinkState {
  const state = registrationStateOf(row);
  return state === 'superseded' ? 'taken' : state;
}

/** The registration a mailed token confirms, without changing it (the link's page). */
export async function findByConfirmationToken(
  db: Database,
  token: string,
): Promise<ConfirmationOutcome> {
  if (!isWellFormedToken(token)) return undefined;
  const [row] = await db.select().from(registrations).where(byMailedToken(token));
  return row ? { state: stateOf(row), subject: await describeRegistration(db, row) } : undefined;
}

/**
 * Confirms a registration by its mailed token, unless its link lapsed or someone else's
 * registration of the serial was confirmed first; a confirmation cancels the others. The
 * answer says where the registration stands afterwards.
 */
export async function confirmRegistration(
  db: Database,
  token: string,
  context: Pick<RegistrationContext, 'textFallback' | 'publicBaseUrl'>,
): Promise<ConfirmationOutcome> {
  if (!isWellFormedToken(token)) return undefined;
  const attempt = () =>
    db.transaction(async (tx): Promise<ConfirmationOutcome> => {
      const [row] = await tx.select().from(registrations).where(byMailedToken(token)).for('update');
      if (!row) return undefined;
      const subject = await describeRegistration(tx, row);
      const state = stateOf(row);
      if (state !== 'pending') return { state, subject };
      let replaced: RegistrationRow | undefined;
      if (row.replacesId !== null) {
        // A move to another address (staff's reassignment, an owner's transfer): the
        // registration it replaces gives the serial up now. If staff cancelled that one
        // meanwhile, the move ends with it: the serial it freed is not this link's to take.
        [replaced] = await tx
          .update(registrations)
          .set(cancellation('Moved to another e-mail address'))
          .where(
            and(
              eq(registrations.id, row.replacesId),
              inArray(registrations.confirmationStatus, [...HOLDING_STATUSES]),
            ),
          )
          .returning();
        if (!replaced) {
          await tx
            .update(registrations)
            .set(cancellation('The registration it was moved from is cancelled'))
            .where(eq(registrations.id, row.id));
          return { state: 'cancelled', subject };
        }
      }
      if (await holderOf(tx, row.serialNumber, row.registrantType)) {
        await tx
          .update(registrations)
          .set({ confirmationStatus: 'superseded', updatedAt: new Date() })
          .where(eq(registrations.id, row.id));
        await recordEvent(
          tx,
          registrationEvent('registration.superseded', {
            ...row,
            confirmationStatus: 'superseded',
          }),
        );
        return { state: 'taken', subject };
      }
      const [confirmed] = await tx
        .update(registrations)
        .set({ confirmationStatus: 'confirmed', confirmedAt: new Date(), updatedAt: new Date() })
        .where(eq(registrations.id, row.id))
        .returning();
      if (confirmed) {
        await recordEvent(tx, registrationEvent('registration.confirmed', confirmed));
        if (replaced) await recordEvent(tx, registrationTransferred(replaced, confirmed));
        await supersedePending(tx, heldBy(confirmed), context.textFallback);
        await mailRegistered(tx, confirmed, subject.productName, context);
      }
      return { state: 'confirmed', subject };
    });
  try {
    return await attempt();
  } catch (error) {
    // Another registration of the serial was confirmed at the same moment: it won.
    if (!isUniqueViolation(error, SERIAL_HOLDER_INDEX)) throw error;
    return attempt();
  }
}
