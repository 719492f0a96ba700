import { hasServerTexts, serverTexts, type ServerTexts } from '../../../i18n/server-texts';

/** Texts of the identity provider's own pages and mails. */
export type Texts = ServerTexts['idp'];
export type TextKey = keyof Texts;

/** A language the identity provider's pages are written in. */
export type PageLanguage = string;

/** The identity provider's texts in `language` (English when we have none for it). */
export function idpTexts(language: PageLanguage): Texts {
  return serverTexts(language).idp;
}

/** The page language: the first of the ui_locales, then Accept-Language, we have texts for; else English. */
export function pageLanguage(...preferences: (string | undefined)[]): PageLanguage {
  for (const preference of preferences) {
    for (const tag of (preference ?? '').split(/[\s,]+/)) {
      const language = tag.split(/[-_;]/)[0]?.toLowerCase();
      if (language && hasServerTexts(language)) return language;
    }
  }
  return 'en';
}
