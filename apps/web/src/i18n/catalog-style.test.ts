import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { styleProblems, type StyleRule } from './style/catalog-style';
import { withGlossary } from './style/glossary-document';

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix: string, into: Map<string, string>): Map<string, string> {
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix.endsWith(':') ? `${prefix}${key}` : `${prefix}.${key}`;
    if (typeof value === 'string') into.set(path, value);
    else flatten(value, path, into);
  }
  return into;
}

const BROWSER = import.meta.glob<Tree>('../locales/*/*.json', { eager: true, import: 'default' });
// Vitest runs from the repository's root, or from this workspace's.
const ROOT = ['.', '../..']
  .map((dir) => path.resolve(process.cwd(), dir))
  .find((dir) => existsSync(path.join(dir, 'docs/translating.md')));
if (ROOT === undefined) throw new Error('the repository root is not found');
// The server's catalogs are read as files: the browser's code never imports the server's.
const SERVER_LOCALES = path.join(ROOT, 'apps/server/src/locales');

/** Every text a reader of `language` sees, browser and server, as `namespace:key`. */
function textsOf(language: string): Map<string, string> {
  const texts = new Map<string, string>();
  for (const [path, tree] of Object.entries(BROWSER)) {
    const [, lang, namespace] = /locales\/(\w+)\/([\w-]+)\.json$/.exec(path) ?? [];
    if (lang === language) flatten(tree, `${namespace}:`, texts);
  }
  const server = JSON.parse(
    readFileSync(path.join(SERVER_LOCALES, language, 'server.json'), 'utf8'),
  ) as Tree;
  return flatten(server, 'server:', texts);
}

const LANGUAGES = readdirSync(SERVER_LOCALES).sort();

/** The rules a few sample texts break. */
const rulesBroken = (language: string, texts: Record<string, string>): StyleRule[] => [
  ...new Set(styleProblems(new Map(Object.entries(texts)), language).map((p) => p.rule)),
];

describe('styleProblems', () => {
  it('finds French punctuation without its no-break space, the spec’s own texts aside', () => {
    expect(rulesBroken('fr', { 'a:b': 'Couleur: Blanc' })).toEqual(['frenchSpacing']);
    expect(rulesBroken('fr', { 'a:b': 'Plusieurs produits ?' })).toEqual(['frenchSpacing']);
    expect(rulesBroken('fr', { 'a:b': 'Merci! Votre produit' })).toEqual(['frenchSpacing']);
    expect(rulesBroken('fr', { 'a:b': 'dans « Envois en attente »' })).toEqual(['frenchSpacing']);
    expect(
      rulesBroken('fr', {
        'a:b': 'Couleur\u00a0: Blanc',
        'a:c': 'Plusieurs produits\u202f?',
        'a:d': 'dans «\u00a0Envois en attente\u00a0»',
        'a:e': 'http:// ou https://, à 10:30',
        'a:f': 'Exemple: 908765401',
        'a:g': 'Qui enregistre?',
      }),
    ).toEqual([]);
  });

  it('finds a typewriter apostrophe in French, the spec’s own texts aside', () => {
    expect(rulesBroken('fr', { 'a:b': "L'import n'a pas pu aboutir." })).toEqual([
      'frenchApostrophe',
    ]);
    expect(
      rulesBroken('fr', {
        'a:b': 'L’import n’a pas pu aboutir.',
        'a:c': "Soumettre l'enregistrement",
        'a:d': "Date d'installation",
      }),
    ).toEqual([]);
  });

  it('finds a quotation mark the language does not write', () => {
    expect(rulesBroken('de', { 'a:b': 'Unter "Zu prüfen" entscheiden' })).toEqual(['quotes']);
    expect(rulesBroken('pl', { 'a:b': 'W sekcji “Do sprawdzenia”' })).toEqual(['quotes']);
    expect(rulesBroken('de', { 'a:b': 'Unter „Zu prüfen“ entscheiden' })).toEqual([]);
  });

  it('finds a glossary term’s known wrong synonym, as a whole word', () => {
    expect(rulesBroken('de', { 'a:b': 'Zur Sammelregistrierung' })).toEqual(['glossary']);
    expect(rulesBroken('fr', { 'a:b': 'Import groupé du 3 mars' })).toEqual(['glossary']);
    expect(rulesBroken('hu', { 'a:b': 'Ismeretlen sorozatszámot' })).toEqual(['glossary']);
    expect(rulesBroken('de', { 'a:b': 'Zum Massenimport, per E-Mail' })).toEqual([]);
  });

  it('finds the words of the other register', () => {
    expect(rulesBroken('pl', { 'a:b': 'Jeśli chcesz, podaj inny adres.' })).toEqual(['register']);
    expect(rulesBroken('de', { 'a:b': 'Gib deine Seriennummer ein.' })).toEqual(['register']);
    expect(rulesBroken('pl', { 'a:b': 'Prosimy podać inny adres.' })).toEqual([]);
  });

  it('finds a number placeholder outside plural forms, the listed label forms aside', () => {
    expect(
      rulesBroken('fr', { 'account:outbox.batchTitle': 'Import\u00a0: {{rows}} lignes' }),
    ).toEqual(['plural']);
    expect(
      rulesBroken('fr', {
        'account:outbox.batchTitle_other': 'Import\u00a0: {{count}} lignes',
        'bulk:check.rowsWithErrors': '{{errors}} les lignes contiennent une erreur',
        'bulk:check.cellLabel': '{{column}}, ligne {{row}}',
      }),
    ).toEqual([]);
  });

  it('finds an English word in another language, brand and product names aside', () => {
    expect(rulesBroken('de', { 'a:b': 'Klicken Sie auf Submit' })).toEqual(['english']);
    expect(rulesBroken('fr', { 'a:b': 'Download du fichier' })).toEqual(['english']);
    expect(
      rulesBroken('fr', {
        'a:b': 'Visitez notre Service Cloud',
        'a:c': 'Integrity Line',
        'a:d': 'Exporter en CSV',
      }),
    ).toEqual([]);
    expect(rulesBroken('es', { 'a:b': 'Error de conexión' })).toEqual([]);
    expect(rulesBroken('en', { 'a:b': 'Submit the registration' })).toEqual([]);
  });
});

describe('the catalogs', () => {
  it('cover every language of the guide', () => {
    expect(LANGUAGES).toHaveLength(20);
  });

  it.each(LANGUAGES)('%s follows its style guide', (language) => {
    expect(styleProblems(textsOf(language), language)).toEqual([]);
  });

  it('have their glossary in docs/translating.md as glossary.json has it', () => {
    // A failure here: run `npm run docs:glossary` and commit docs/translating.md.
    const guide = readFileSync(path.join(ROOT, 'docs/translating.md'), 'utf8');
    expect(withGlossary(guide)).toBe(guide);
  });
});
