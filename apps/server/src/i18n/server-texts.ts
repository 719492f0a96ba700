import de from './de';
import en from './en';
import fr, { type ServerTexts } from './fr';

/** The server's texts by language: one file per language, listed here. */
export const SERVER_TEXTS: Readonly<Record<string, ServerTexts>> = { fr, de, en };

/** A language we have texts for; English, the fallback, otherwise. */
export type ServerLanguage = string;

/** The texts of `language`, English when we have none for it. */
export function serverTexts(language: string): ServerTexts {
  return SERVER_TEXTS[language] ?? en;
}

export function hasServerTexts(language: string): boolean {
  return language in SERVER_TEXTS;
}

export type { ServerTexts };
