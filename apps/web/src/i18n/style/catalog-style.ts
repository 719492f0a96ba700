import glossary from './glossary.json';
import { SPEC_FRENCH_TEXTS } from './spec-texts';

/**
 * The checkable half of docs/translating.md's style guide: what a careful native writer would
 * not write, found in a catalog's texts. The data (glossary, register words, quotes, English
 * words) is glossary.json, which the guide's glossary section is generated from.
 */
export type StyleRule =
  'frenchSpacing' | 'frenchApostrophe' | 'quotes' | 'glossary' | 'register' | 'plural' | 'english';

export interface StyleProblem {
  /** `namespace:key`, as the texts were given. */
  key: string;
  rule: StyleRule;
  detail: string;
}

interface LanguageStyle {
  quotes: string;
  register: string[];
  terms: Record<string, { use: string; avoid: string[] }>;
}

const LANGUAGES: Record<string, LanguageStyle | undefined> = glossary.languages;
const SPEC_TEXTS = new Set(SPEC_FRENCH_TEXTS);
const NUMBER_PLACEHOLDERS = new Set(glossary.numberPlaceholders);
const COUNT_AS_VALUE: Record<string, string | undefined> = glossary.countAsValue;
const ENGLISH_WORDS = new Set(glossary.english.words);
const WORDS_OF_THE_LANGUAGE: Record<string, string[] | undefined> =
  glossary.english.wordsOfTheLanguage;

const PLURAL_KEY = /_(zero|one|two|few|many|other)$/;
const PLACEHOLDER = /{{\s*(\w+)\s*(?:,[^}]*)?}}/g;
const TAG = /<\/?\w+\/?>/g;
const QUOTE_MARKS = /["«»„“”‹›]/gu;
const NO_BREAK = '\u00a0';
const NARROW_NO_BREAK = '\u202f';

/**
 * A glossary or register entry as a pattern: a whole word (no letter, digit or hyphen on
 * either side, so `mail` is not found in `e-mail`), its first letter in either case, the rest
 * as written; `\p{L}*` stands for any ending and a space for any space.
 */
export function entryPattern(entry: string): RegExp {
  const first = entry.charAt(0);
  const head =
    first.toLowerCase() === first.toUpperCase()
      ? first
      : `[${first.toLowerCase()}${first.toUpperCase()}]`;
  const body = `${head}${entry.slice(1)}`.replace(/ /g, '\\s+');
  return new RegExp(`(?<![\\p{L}\\p{N}-])${body}(?![\\p{L}\\p{N}-])`, 'u');
}

/** The words a reader sees: placeholders as a neutral word, tags gone. */
const readable = (text: string) => text.replace(PLACEHOLDER, 'X').replace(TAG, '');

/** French puts a narrow no-break space before ; ? ! and a no-break space before : and inside « ». */
function frenchSpacing(text: string): string[] {
  if (SPEC_TEXTS.has(text)) return [];
  const found: string[] = [];
  const words = readable(text);
  for (let i = 0; i < words.length; i += 1) {
    const char = words.charAt(i);
    const before = words.charAt(i - 1);
    const after = words.charAt(i + 1);
    if (';?!'.includes(char) && before !== NARROW_NO_BREAK && !';?!'.includes(before)) {
      found.push(`“${char}” needs a narrow no-break space (U+202F) before it`);
    }
    const url = after === '/';
    const time = /\d/.test(before) && /\d/.test(after);
    if (char === ':' && !url && !time && before !== NO_BREAK) {
      found.push('“:” needs a no-break space (U+00A0) before it');
    }
    if (char === '«' && after !== NO_BREAK) found.push('“«” needs a no-break space after it');
    if (char === '»' && before !== NO_BREAK) found.push('“»” needs a no-break space before it');
  }
  return found;
}

/** French writes the typographic apostrophe ’; the spec's own texts keep their typewriter one. */
function frenchApostrophe(text: string): string[] {
  if (SPEC_TEXTS.has(text) || !readable(text).includes("'")) return [];
  return ['a typewriter apostrophe (French writes ’)'];
}

function wrongQuotes(text: string, style: LanguageStyle): string[] {
  const marks = text.match(QUOTE_MARKS) ?? [];
  return [...new Set(marks.filter((mark) => !style.quotes.includes(mark)))].map(
    (mark) => `quotation mark ${mark} (this language writes ${[...style.quotes].join(' ')})`,
  );
}

function avoided(text: string, entries: readonly string[]): string[] {
  const words = readable(text);
  return entries.flatMap((entry) => {
    const match = entryPattern(entry).exec(words);
    return match ? [match[0]] : [];
  });
}

function glossaryMisses(text: string, style: LanguageStyle): string[] {
  return Object.entries(style.terms).flatMap(([concept, { use, avoid }]) =>
    avoided(text, avoid).map((word) => `“${word}”: the glossary's ${concept} is “${use}”`),
  );
}

/** A number the reader sees next to a noun needs the language's plural forms. */
function unpluralisedCount(key: string, text: string): string[] {
  if (PLURAL_KEY.test(key) || COUNT_AS_VALUE[key] !== undefined) return [];
  return [...text.matchAll(PLACEHOLDER)]
    .map((match) => match[1] ?? '')
    .filter((name) => NUMBER_PLACEHOLDERS.has(name))
    .map((name) => `{{${name}}} is a number: use {{count}} and plural keys`);
}

function englishWords(text: string, language: string): string[] {
  if (language === 'en') return [];
  const own = new Set(WORDS_OF_THE_LANGUAGE[language] ?? []);
  let words = readable(text);
  for (const allowed of glossary.english.allow) words = words.split(allowed).join(' ');
  const english = (words.match(/\p{L}+/gu) ?? []).filter((word) => {
    const lower = word.toLowerCase();
    return ENGLISH_WORDS.has(lower) && !own.has(lower);
  });
  return [...new Set(english)].map((word) => `“${word}” is English`);
}

/**
 * What breaks the style guide in `texts` (`namespace:key` → text) of `language`: French
 * spacing and apostrophes, quotation marks, a glossary term's wrong synonym, the other register, a count
 * without plural forms, an English word. The spec's French texts keep their own typography.
 */
export function styleProblems(
  texts: ReadonlyMap<string, string>,
  language: string,
): StyleProblem[] {
  const style = LANGUAGES[language];
  const problems: StyleProblem[] = [];
  const add = (key: string, rule: StyleRule, details: string[]) => {
    for (const detail of details) problems.push({ key, rule, detail });
  };
  for (const [key, text] of texts) {
    if (language === 'fr') {
      add(key, 'frenchSpacing', frenchSpacing(text));
      add(key, 'frenchApostrophe', frenchApostrophe(text));
    }
    if (style) {
      add(key, 'quotes', wrongQuotes(text, style));
      add(key, 'glossary', glossaryMisses(text, style));
      add(
        key,
        'register',
        avoided(text, style.register).map((word) => `“${word}” is the other register`),
      );
    }
    add(key, 'plural', unpluralisedCount(key, text));
    add(key, 'english', englishWords(text, language));
  }
  return problems;
}
