import { describe, expect, it } from 'vitest';

type Tree = { [key: string]: string | Tree };

/** Every catalog file, by its path (`../../locales/fr/account.json`). */
const files = import.meta.glob<Tree>('../../locales/*/*.json', { eager: true, import: 'default' });

/** The flattened keys of a tree, `kinds.credit` for a nested one. */
function keysOf(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : keysOf(value, `${prefix}${key}.`),
  );
}

/** Texts only "Mes installations" has in its `points` section. */
const ACCOUNT_ONLY = new Set(['intro', 'pageTitle']);

describe('the points sections of the account and console catalogs', () => {
  const languages = Object.keys(files)
    .map((path) => /locales\/(\w+)\/account\.json$/.exec(path)?.[1])
    .filter((language) => language !== undefined);

  it('covers the twenty languages', () => {
    expect(languages).toHaveLength(20);
  });

  it.each(languages)(
    'gives the console (%s) every text the shared statement reads from "Mes installations"',
    (language) => {
      const account = files[`../../locales/${language}/account.json`]?.points as Tree;
      const consoleTexts = files[`../../locales/${language}/console.json`]?.points as Tree;
      const shared = keysOf(account).filter((key) => !ACCOUNT_ONLY.has(key));
      expect(shared.filter((key) => !keysOf(consoleTexts).includes(key))).toEqual([]);
    },
  );
});
