type PluralCategory = Intl.LDMLPluralRule;

/** The word a plural key is made of: `rowCount` for `rowCount_one`. */
type PluralStem<K> = K extends `${infer Stem}_one` ? Stem : never;

/**
 * A catalog in another language than the French reference: the same keys, with the plural
 * forms its own language has (Polish `_few` and `_many`, Latvian `_zero`…) instead of
 * French `_one` / `_other`. Which forms a language needs is checked by catalogs.test.ts.
 */
export type Translation<C> = {
  [K in keyof C as K extends `${string}_${PluralCategory}` ? never : K]: C[K] extends string
    ? string
    : Translation<C[K]>;
} & { [K in PluralStem<keyof C> as `${K & string}_${PluralCategory}`]?: string };
