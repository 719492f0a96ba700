import { describe, expect, it } from 'vitest';
import { de as deAccount } from './account/de';
import { en as enAccount } from './account/en';
import { fr as frAccount } from './account/fr';
import { de } from './de';
import { en } from './en';
import { fr } from './fr';

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

// The signed-in pages' namespace is checked with the catalog it completes.
const CATALOGS = {
  fr: { ...fr, account: frAccount },
  de: { ...de, account: deAccount },
  en: { ...en, account: enAccount },
} as Record<string, Tree>;
const flat = Object.fromEntries(
  Object.entries(CATALOGS).map(([language, catalog]) => [language, flatten(catalog)]),
);
const allKeys = new Set(Object.values(flat).flatMap((entries) => [...entries.keys()]));
const placeholders = (text: string) =>
  [...text.matchAll(/{{\s*(\w+)\s*}}|<(\w+)>/g)].map((m) => m[0]).sort();

describe('translation catalogs', () => {
  it.each(Object.keys(CATALOGS))('%s has every key of every catalog', (language) => {
    const missing = [...allKeys].filter((key) => !flat[language]?.has(key));
    expect(missing).toEqual([]);
  });

  it.each(Object.keys(CATALOGS))('%s has no empty text', (language) => {
    const empty = [...(flat[language] ?? new Map<string, string>())].filter(
      ([, text]) => text.trim() === '',
    );
    expect(empty).toEqual([]);
  });

  it('uses the same placeholders in every language', () => {
    for (const key of allKeys) {
      const reference = placeholders(flat.fr?.get(key) ?? '');
      expect(placeholders(flat.de?.get(key) ?? ''), `de ${key}`).toEqual(reference);
      expect(placeholders(flat.en?.get(key) ?? ''), `en ${key}`).toEqual(reference);
    }
  });

  it('carries the French texts of the spec verbatim', () => {
    const french = new Set(flat.fr?.values());
    for (const text of [
      'Enregistrement de produit',
      'Êtes-vous un installateur?',
      "Vous cherchez de l'aide?",
      'Aide & Support',
      'Déconnexion',
      'Connexion',
      'Qui enregistre?',
      'Veuillez sélectionner votre rôle',
      'Je possède le produit',
      'Je suis un installateur professionnel',
      'Vous avez déjà un compte?',
      'Continuer sans connexion',
      'Quand le produit a-t-il été installé?',
      "Compléter l'enregistrement",
      "* Obligatoire pour l'enregistrement.",
      "Soumettre l'enregistrement",
      'Merci pour votre enregistrement!',
      'Votre profil utilisateur n’est pas configuré en tant qu’installateur.',
      'Copier et coller des données',
      "Associer les colonnes d'en-tête",
      'Confirmez si chaque colonne est correctement associée',
      'Vérifier les valeurs des données',
      'Modifier les valeurs en cliquant sur la cellule',
      'Aucune erreur trouvée',
      'Soumettre des données',
      'Importer des données',
      'Importation en cours',
      'Importation des données...',
      'Visitez notre Service Cloud',
      'Exemple: 908765401',
      'Ce champ est requis',
      'Veuillez entrer une adresse e-mail valide.',
      'La valeur doit être un nombre.',
      'Numéro de série invalide',
      'Numéro de série incorrect',
      'Veuillez sélectionner une adresse valide.',
      'La date ne peut pas être dans le futur.',
      "L'adresse fournie est invalide",
      "Impossible de valider l'adresse.",
      'Aucune adresse trouvée pour votre recherche. Vous pouvez saisir votre adresse manuellement ci-dessous.',
      "La recherche a renvoyé des résultats sans informations d'adresse complètes. Veuillez saisir votre adresse manuellement ci-dessous.",
      "La combinaison code postal, ville et pays n'a pas pu être vérifiée. Veuillez vérifier votre saisie.",
      'Le code postal et la ville ne correspondent pas. Veuillez vérifier votre saisie.',
      'Ou',
      "Saisir l'adresse manuellement",
      'Utiliser plutôt Google Maps',
    ]) {
      expect(french.has(text), text).toBe(true);
    }
  });
});
