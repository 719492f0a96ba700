import { serverTexts, type ServerTexts } from '../../i18n/server-texts';

/** Texts of the registration confirmation mail and page. */
export type RegistrationTexts = ServerTexts['registration'];

/** Texts in the registration's language, English when we have none for it. */
export function registrationTexts(language: string): RegistrationTexts {
  return serverTexts(language).registration;
}
