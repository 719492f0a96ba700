import { serverTexts, type ServerTexts } from '../../i18n/server-texts';

/** Texts of the registration certificate (PDF). */
export type CertificateTexts = ServerTexts['certificate'];

/** Texts in the registration's language, English when we have none for it. */
export function certificateTexts(language: string): CertificateTexts {
  return serverTexts(language).certificate;
}
