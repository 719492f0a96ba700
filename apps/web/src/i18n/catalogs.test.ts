import { LANGUAGES as SUPPORTED_LOCALES, splitLocale } from '@pr/contracts';
import { describe, expect, it } from 'vitest';
import { SPEC_FRENCH_TEXTS } from './style/spec-texts';

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const entries = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix === '' ? key : `${prefix}.${key}`;
    if (typeof value === 'string') entries.set(path, value);
    else for (const [k, v] of flatten(value, path)) entries.set(k, v);
  }
  return entries;
}

/** Every catalog file of a namespace (`locales/<language>/<namespace>.json`), flattened, by language. */
function byLanguage(files: Record<string, Tree>): Map<string, Map<string, string>> {
  return new Map(
    Object.entries(files).map(([path, tree]) => [
      /locales\/(\w+)\//.exec(path)?.[1] ?? path,
      flatten(tree),
    ]),
  );
}

const NAMESPACES = {
  translation: byLanguage(
    import.meta.glob<Tree>('../locales/*/translation.json', { eager: true, import: 'default' }),
  ),
  bulk: byLanguage(
    import.meta.glob<Tree>('../locales/*/bulk.json', { eager: true, import: 'default' }),
  ),
  'bulk-columns': byLanguage(
    import.meta.glob<Tree>('../locales/*/bulk-columns.json', { eager: true, import: 'default' }),
  ),
  account: byLanguage(
    import.meta.glob<Tree>('../locales/*/account.json', { eager: true, import: 'default' }),
  ),
  console: byLanguage(
    import.meta.glob<Tree>('../locales/*/console.json', { eager: true, import: 'default' }),
  ),
};
const LANGUAGES = [...NAMESPACES.translation.keys()];
const french = (namespace: keyof typeof NAMESPACES) =>
  NAMESPACES[namespace].get('fr') ?? new Map<string, string>();

const PLURAL = /_(zero|one|two|few|many|other)$/;

/**
 * The plural forms of a language, as CLDR lists them and i18next picks them (`_one`, `_few`…):
 * all of them, as a translation platform exports them, even where this app's whole counts up
 * to a bulk import's 10,000 rows never reach one (French "many" is for millions, Czech "many"
 * for fractions).
 */
const pluralCategories = (language: string): Intl.LDMLPluralRule[] =>
  new Intl.PluralRules(language).resolvedOptions().pluralCategories;

/** The keys a language must have: French's, with the language's own plural forms. */
function expectedKeys(namespace: keyof typeof NAMESPACES, language: string): string[] {
  const categories = pluralCategories(language);
  return [...french(namespace).keys()]
    .flatMap((key) => {
      if (!PLURAL.test(key)) return [key];
      if (!key.endsWith('_other')) return [];
      const stem = key.replace(PLURAL, '');
      return categories.map((category) => `${stem}_${category}`);
    })
    .sort();
}

/** Placeholders (`{{name}}`, `{{count, number}}`) and tags, each written as French writes it. */
const placeholders = (text: string) =>
  [...text.matchAll(/{{\s*(\w+)\s*(?:,[^}]*)?}}|<\/?(\w+)\/?>/g)].map((m) => m[0]).sort();
const hasCount = (text: string) => /{{\s*count\s*[,}]/.test(text);

describe('translation catalogs', () => {
  it('cover the language of every supported locale, in every namespace', () => {
    const localeLanguages = new Set(
      SUPPORTED_LOCALES.map(({ code }) => splitLocale(code).language),
    );
    expect(localeLanguages.size).toBe(20);
    for (const entries of Object.values(NAMESPACES)) {
      expect([...entries.keys()].sort()).toEqual([...localeLanguages].sort());
    }
  });

  describe.each(Object.keys(NAMESPACES) as (keyof typeof NAMESPACES)[])(
    'namespace %s',
    (namespace) => {
      it.each(LANGUAGES)('%s has exactly the keys of French, with its plural forms', (language) => {
        const keys = [...(NAMESPACES[namespace].get(language)?.keys() ?? [])].sort();
        expect(keys).toEqual(expectedKeys(namespace, language));
      });

      it.each(LANGUAGES)('%s has its plural forms for every text with {{count}}', (language) => {
        const texts = NAMESPACES[namespace].get(language) ?? new Map<string, string>();
        const missing = [...texts]
          .filter(([, text]) => hasCount(text))
          .flatMap(([key]) => {
            const stem = key.replace(PLURAL, '');
            if (stem === key) return [key];
            return pluralCategories(language)
              .map((category) => `${stem}_${category}`)
              .filter((form) => !texts.has(form));
          });
        expect([...new Set(missing)]).toEqual([]);
      });

      it.each(LANGUAGES)('%s has no empty text', (language) => {
        const empty = [
          ...(NAMESPACES[namespace].get(language) ?? new Map<string, string>()),
        ].filter(([, text]) => text.trim() === '');
        expect(empty).toEqual([]);
      });

      it.each(LANGUAGES)('%s uses the placeholders and tags of French', (language) => {
        for (const [key, text] of NAMESPACES[namespace].get(language) ?? []) {
          const reference =
            french(namespace).get(key) ?? french(namespace).get(key.replace(PLURAL, '_other'));
          // A language's singular may name the count in words ("one row") where French says {{count}}.
          const drop = (list: string[]) =>
            key.endsWith('_one') ? list.filter((p) => !hasCount(p)) : list;
          expect(drop(placeholders(text)), `${language} ${key}`).toEqual(
            drop(placeholders(reference ?? '')),
          );
        }
      });
    },
  );

  it('carries the French texts of the spec verbatim', () => {
    const frenchTexts = new Set(
      (['translation', 'bulk', 'bulk-columns'] as const).flatMap((namespace) => [
        ...french(namespace).values(),
      ]),
    );
    for (const text of SPEC_FRENCH_TEXTS) {
      expect(frenchTexts.has(text), text).toBe(true);
    }
  });
});
