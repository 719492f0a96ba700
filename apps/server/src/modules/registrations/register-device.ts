import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import {
  RECIPIENT_TYPE,
  splitLocale,
  type EndUserCommand,
  type InstallerCommand,
} from '@pr/contracts';
import type { Database } from '../../db/client';
import { devices, products, registrations, type LocalizedText } from '../../db/schema';
import { fill } from '../../pages/fill-placeholders';
import { localize } from '../catalog/localize';
import { enqueueMail } from '../mail/outbox';
import { rememberPlaces } from '../places/local-places-provider';
import { placeFromParts } from '../places/place-builder';
import { registrationTexts } from './registration-texts';

export type Registrant =
  | {
      type: typeof RECIPIENT_TYPE.endCustomer;
      command: EndUserCommand;
      accountSubject: string | null;
    }
  | { type: typeof RECIPIENT_TYPE.installer; command: InstallerCommand; accountSubject: string };

export interface RegistrationContext {
  locale: string;
  defaultLanguage: string;
  publicBaseUrl: string;
}

export type RegistrationOutcome =
  | {
      kind: 'created' | 'repeated';
      registrationId: string;
      status: 'pending' | 'confirmed' | 'not_required';
      mailQueued: boolean;
    }
  | { kind: 'unknown_serial' }
  | { kind: 'already_registered' };

const sameText = (a: string | null, b: string | null) =>
  (a ?? '').trim().toLowerCase() === (b ?? '').trim().toLowerCase();

/**
 * Stores a registration. A serial is registered at most once per registrant type: the same
 * registrant repeating the command gets the first registration back; anyone else a conflict.
 * An anonymous end user gets a confirmation mail, queued in the same transaction.
 */
export async function registerDevice(
  db: Database,
  registrant: Registrant,
  context: RegistrationContext,
): Promise<RegistrationOutcome> {
  const { command } = registrant;
  const language = splitLocale(context.locale).language;
  return db.transaction(async (tx) => {
    const [device] = await tx
      .select({ model: devices.productModel, name: products.name })
      .from(devices)
      .innerJoin(products, eq(products.model, devices.productModel))
      .where(eq(devices.serialNumber, command.serialNumber));
    if (!device) return { kind: 'unknown_serial' };

    const anonymous =
      registrant.type === RECIPIENT_TYPE.endCustomer && registrant.accountSubject === null;
    const confirmationToken = anonymous ? randomBytes(24).toString('base64url') : null;
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
        confirmationToken,
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
      if (!existing) return { kind: 'already_registered' };
      const same =
        registrant.type === RECIPIENT_TYPE.installer
          ? sameText(existing.installerCompanyName, registrant.command.installerCompany.name)
          : registrant.accountSubject
            ? existing.accountSubject === registrant.accountSubject
            : existing.accountSubject === null &&
              sameText(existing.endUserEmail, registrant.command.enduser.email);
      if (!same) return { kind: 'already_registered' };
      return {
        kind: 'repeated',
        registrationId: existing.id,
        status: existing.confirmationStatus as 'pending',
        mailQueued: false,
      };
    }

    // The embedded address search learns every registered address (docs/architecture.md §8).
    await rememberPlaces(
      tx,
      [
        placeFromParts({
          street: address.street,
          houseNumber: address.houseNumber,
          postalCode: address.postalCode,
          city: address.locality,
          state: address.stateOrProvince,
          country: address.country,
        }),
      ],
      'registration',
    );

    if (confirmationToken && 'enduser' in command) {
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

/** Confirms a registration by its mailed token; answers what was confirmed, or undefined. */
export async function confirmRegistration(
  db: Database,
  token: string,
): Promise<{ serialNumber: string; productName: LocalizedText; locale: string } | undefined> {
  const [row] = await db
    .update(registrations)
    .set({
      confirmationStatus: 'confirmed',
      confirmedAt: sql`coalesce(${registrations.confirmedAt}, now())`,
      updatedAt: new Date(),
    })
    .where(eq(registrations.confirmationToken, token))
    .returning({
      serialNumber: registrations.serialNumber,
      productModel: registrations.productModel,
      locale: registrations.locale,
    });
  if (!row) return undefined;
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
