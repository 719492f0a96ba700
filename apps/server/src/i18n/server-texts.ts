import cs from '../locales/cs/server.json';
import da from '../locales/da/server.json';
import de from '../locales/de/server.json';
import en from '../locales/en/server.json';
import es from '../locales/es/server.json';
import et from '../locales/et/server.json';
import fi from '../locales/fi/server.json';
import fr from '../locales/fr/server.json';
import hu from '../locales/hu/server.json';
import it from '../locales/it/server.json';
import lt from '../locales/lt/server.json';
import lv from '../locales/lv/server.json';
import nb from '../locales/nb/server.json';
import nl from '../locales/nl/server.json';
import pl from '../locales/pl/server.json';
import pt from '../locales/pt/server.json';
import ro from '../locales/ro/server.json';
import sk from '../locales/sk/server.json';
import sl from '../locales/sl/server.json';
import sv from '../locales/sv/server.json';

type PluralCategory = Intl.LDMLPluralRule;

/**
 * A section's texts: French's keys, its plural keys (`withinHours_one`…) in whatever forms a
 * language has (Polish `_few`, English no `_many`), which server-texts.test.ts checks.
 */
type Texts<S> = {
  [K in keyof S as K extends `${string}_${PluralCategory}` ? never : K]: string;
} & {
  [
    K in keyof S as K extends `${infer Stem}_${PluralCategory}`
      ? `${Stem}_${PluralCategory}`
      : never
  ]?: string;
};

// French is the reference: the type is its file's shape, so a text the code reads that French
// lacks is a compile error. The other languages are checked against it by server-texts.test.ts.
export type ServerTexts = { [N in keyof typeof fr]: Texts<(typeof fr)[N]> };

/**
 * The server's texts by language: one file per language (`locales/<language>/server.json`),
 * listed here.
 */
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
