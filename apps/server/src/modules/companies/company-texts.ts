import { serverTexts, type ServerTexts } from '../../i18n/server-texts';

/** Mails telling an applicant what staff decided about their company. */
export type CompanyTexts = ServerTexts['company'];

/** Texts in the applicant's language, English when we have none for it. */
export function companyTexts(language: string): CompanyTexts {
  return serverTexts(language).company;
}
