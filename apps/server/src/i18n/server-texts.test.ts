/// <reference types="vite/client" />
import { describe, expect, it } from 'vitest';
import { SERVER_TEXTS, type ServerTexts } from './server-texts';

// Every language's file, whether or not the registry lists it yet.
const FILES = Object.fromEntries(
  Object.entries(
    import.meta.glob<ServerTexts>('../locales/*/server.json', { eager: true, import: 'default' }),
  ).map(([path, texts]) => [/locales\/(\w+)\//.exec(path)?.[1] ?? path, texts]),
);
const LANGUAGES = Object.keys(FILES);
const placeholders = (text: string) =>
  [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[0]).sort();

const PLURAL = /_(zero|one|two|few|many|other)$/;
const pluralCategories = (language: string) =>
  new Intl.PluralRules(language).resolvedOptions().pluralCategories;

/** French's keys of a section, with the language's own plural forms instead of French's. */
function expectedKeys(french: Record<string, string>, language: string): string[] {
  return Object.keys(french)
    .flatMap((key) => {
      if (!PLURAL.test(key)) return [key];
      if (!key.endsWith('_other')) return [];
      const stem = key.replace(PLURAL, '');
      return pluralCategories(language).map((category) => `${stem}_${category}`);
    })
    .sort();
}

describe('the server texts', () => {
  const french = FILES.fr;
  if (!french) throw new Error('French is the reference');
  const namespaces = Object.entries(french) as [keyof ServerTexts, Record<string, string>][];

  it('are all in use: the registry lists every language file', () => {
    expect(Object.keys(SERVER_TEXTS).sort()).toEqual([...LANGUAGES].sort());
  });

  it.each(LANGUAGES)(
    '%s has every text of French, with its plural forms, none empty',
    (language) => {
      for (const [namespace, entries] of namespaces) {
        const translated: Record<string, string> = FILES[language]?.[namespace] ?? {};
        expect(Object.keys(translated).sort(), `${language} ${namespace}`).toEqual(
          expectedKeys(entries, language),
        );
        for (const [key, text] of Object.entries(translated)) {
          expect(text.trim(), `${language} ${namespace}.${key}`).not.toBe('');
        }
      }
    },
  );

  it.each(LANGUAGES)('%s uses the placeholders of French', (language) => {
    for (const [namespace, entries] of namespaces) {
      const translated: Record<string, string> = FILES[language]?.[namespace] ?? {};
      for (const [key, text] of Object.entries(translated)) {
        const reference = entries[key] ?? entries[key.replace(PLURAL, '_other')] ?? '';
        // A singular may name the count in words ("within an hour") where French has {{count}}.
        const drop = (list: string[]) =>
          key.endsWith('_one') ? list.filter((p) => p !== '{{count}}') : list;
        expect(drop(placeholders(text)), `${language} ${namespace}.${key}`).toEqual(
          drop(placeholders(reference)),
        );
      }
    }
  });

  // One syntax in every catalog, the browser's and the server's: i18next's, which translation
  // platforms protect. A `{name}` would reach the reader as it is.
  it.each(LANGUAGES)('%s writes its placeholders as {{name}}, never {name}', (language) => {
    for (const [namespace, entries] of Object.entries(FILES[language] ?? {})) {
      for (const [key, text] of Object.entries(entries)) {
        expect(text.replace(/{{\s*\w+\s*}}/g, ''), `${language} ${namespace}.${key}`).not.toMatch(
          /{\s*\w+\s*}/,
        );
      }
    }
  });

  // fill() picks no plural form: a count is only in plural keys, which plural() chooses among
  // (as the browser's i18next does).
  it.each(LANGUAGES)('%s has {{count}} only in plural keys', (language) => {
    for (const [namespace, entries] of Object.entries(FILES[language] ?? {})) {
      for (const [key, text] of Object.entries(entries)) {
        if (PLURAL.test(key)) continue;
        expect(text, `${language} ${namespace}.${key}`).not.toContain('{{count}}');
      }
    }
  });
});
