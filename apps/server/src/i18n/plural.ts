import { fill } from '../pages/fill-placeholders';

/**
 * The plural form of `stem` for `count` in `language`, `{{count}}` filled: the key
 * `stem_one`, `stem_few`… that CLDR's rules pick (`Intl.PluralRules`), as i18next does in the
 * browser, so a translation platform exports the server's catalogs the same way.
 */
export function plural(
  texts: Readonly<Partial<Record<string, string>>>,
  stem: string,
  count: number,
  language: string,
): string {
  const category = new Intl.PluralRules(language).select(count);
  const text = texts[`${stem}_${category}`] ?? texts[`${stem}_other`] ?? '';
  return fill(text, { count });
}
