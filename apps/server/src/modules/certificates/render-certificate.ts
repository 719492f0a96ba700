import { formatReference, RECIPIENT_TYPE, splitLocale } from '@pr/contracts';
import type { Database } from '../../db/client';
import { localize, type TextFallback } from '../catalog/localize';
import type { MailAttachment } from '../mail/mail-transport';
import type { CertificateIds } from './certificate-id';
import { certificatePdf } from './certificate-pdf';
import {
  findCertificateSource,
  hasCertificate,
  registeredAt,
  type CertificateSource,
} from './certificate-source';

export interface CertificateOptions {
  certificateIds: CertificateIds;
  publicBaseUrl: string;
  textFallback: TextFallback;
}

/** A registration's certificate as a PDF file, in the registration's language. */
export async function renderCertificate(
  source: CertificateSource,
  options: CertificateOptions,
): Promise<MailAttachment> {
  const certificateId = options.certificateIds.of(source.id);
  const language = splitLocale(source.locale).language;
  const pdf = await certificatePdf({
    certificateId,
    verifyUrl: `${options.publicBaseUrl}/${source.locale}/verify/${certificateId}`,
    locale: source.locale,
    productName: localize(source.productName, language, options.textFallback),
    serialNumber: source.serialNumber,
    reference: formatReference(source.reference),
    addressLines: [
      `${source.street} ${source.houseNumber}`,
      `${source.postalCode} ${source.locality}`,
      new Intl.DisplayNames([source.locale], { type: 'region' }).of(source.country) ??
        source.country,
    ],
    installationDate: source.installationDate.toISOString().slice(0, 10),
    registrant:
      source.registrantType === RECIPIENT_TYPE.installer
        ? (source.installerCompanyName ?? '')
        : [source.endUserFirstName, source.endUserLastName].filter(Boolean).join(' '),
    registeredAt: registeredAt(source),
    rewards: source.rewards.map((text) => localize(text, language, options.textFallback)),
  });
  return {
    filename: `certificate-${source.serialNumber}.pdf`,
    contentType: 'application/pdf',
    content: Buffer.from(pdf),
  };
}

/**
 * The certificate a mail carries, made as it is sent: none when the registration no longer
 * holds its serial (cancelled since the mail was queued).
 */
export async function certificateAttachment(
  db: Database,
  registrationId: string,
  options: CertificateOptions,
): Promise<MailAttachment[]> {
  const source = await findCertificateSource(db, registrationId);
  return source && hasCertificate(source) ? [await renderCertificate(source, options)] : [];
}
