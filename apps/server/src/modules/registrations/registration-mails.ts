import { eq } from 'drizzle-orm';
import { formatReference, RECIPIENT_TYPE, splitLocale } from '@pr/contracts';
import type { Database } from '../../db/client';
import { products, type LocalizedText } from '../../db/schema';
import { plural } from '../../i18n/plural';
import { fill } from '../../pages/fill-placeholders';
import { HttpError } from '../../infrastructure/error-handler';
import { localize, type TextFallback } from '../catalog/localize';
import { enqueueMail, mailsToAddressToday } from '../mail/outbox';
import { registrationTexts, type RegistrationTexts } from './registration-texts';
import type { RegistrationRow, Tx } from './registration-row';

/** What a confirmation mail needs to know besides its registration. */
export interface ConfirmationMailContext {
  textFallback: TextFallback;
  publicBaseUrl: string;
  /** Hours an unconfirmed registration and its link stay valid. */
  pendingTtlHours: number;
}

/** Where a registration's mails go: the end user, or the installer's company. */
export function recipientOf(row: Pick<RegistrationRow, 'endUserEmail' | 'installerCompanyEmail'>) {
  return row.endUserEmail ?? row.installerCompanyEmail;
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
 * picks its subject and body, which `values` fill besides the name, product and serial, and
 * `hours`, when the mail has a link that expires, as "within 48 hours" in the mail's words.
 */
export async function mailRegistrant(
  tx: Tx,
  row: RegistrationRow,
  mail: {
    productName: LocalizedText;
    textFallback: TextFallback;
    texts: (t: RegistrationTexts) => { subject: string; body: string };
    values?: Record<string, string | number>;
    hours?: number;
    attachment?: 'certificate';
  },
): Promise<void> {
  const to = recipientOf(row);
  if (to === null) return;
  const language = splitLocale(row.locale).language;
  const texts = registrationTexts(language);
  const { subject, body } = mail.texts(texts);
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
      reference: formatReference(row.reference),
      ...(mail.hours !== undefined && {
        within: plural(texts, 'withinHours', mail.hours, language),
      }),
      ...mail.values,
    }),
    ...(mail.attachment && { attachment: mail.attachment }),
  });
}

/**
 * Tells the registrant their registration now holds the device, with its certificate
 * attached and the way to find it again ("Mes produits", or "Mes installations").
 */
export async function mailRegistered(
  tx: Tx,
  row: RegistrationRow,
  productName: LocalizedText,
  context: Pick<ConfirmationMailContext, 'textFallback' | 'publicBaseUrl'>,
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
    hours: context.pendingTtlHours,
    values: { link: `${context.publicBaseUrl}/api/registrations/confirm/${token}` },
  });
}
