import cs from './cs';
import da from './da';
import de from './de';
import en from './en';
import es from './es';
import et from './et';
import fi from './fi';
import fr, { type ServerTexts } from './fr';
import hu from './hu';
import it from './it';
import lt from './lt';
import lv from './lv';
import nb from './nb';
import nl from './nl';
import pl from './pl';
import pt from './pt';
import ro from './ro';
import sk from './sk';
import sl from './sl';
import sv from './sv';

/** The server's texts by language: one file per language, listed here. */
export const SERVER_TEXTS: Readonly<Record<string, ServerTexts>> = {
  cs,
  da,
  de,
  en,
  es,
  et,
  fi,
  fr,
  hu,
  it,
  lt,
  lv,
  nb,
  nl,
  pl,
  pt,
  ro,
  sk,
  sl,
  sv,
};

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
