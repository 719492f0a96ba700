import type { BulkCatalog, BulkColumnNames } from './catalog-types';
import type { UiLanguage } from './i18n';
import type { Translation } from './translation';

// Every language at once, for code that runs at build time (the bulk templates) and tests:
// the browser loads one language's bulk texts (bulk-texts.ts), never this module.

const byLanguage = <T>(files: Record<string, T>): Record<UiLanguage, T> =>
  Object.fromEntries(
    Object.entries(files).map(([file, texts]) => [
      /locales\/(\w+)\//.exec(file)?.[1] ?? file,
      texts,
    ]),
  );

const TEXTS = byLanguage(
  import.meta.glob<Translation<Omit<BulkCatalog, 'columns'>>>('../locales/*/bulk.json', {
    eager: true,
    import: 'default',
  }),
);
const COLUMNS = byLanguage(
  import.meta.glob<BulkColumnNames>('../locales/*/bulk-columns.json', {
    eager: true,
    import: 'default',
  }),
);

/** Each language's bulk texts with its columns' names, as the bulk pages read them. */
export const ALL_BULK_CATALOGS: Readonly<Record<UiLanguage, Translation<BulkCatalog>>> =
  Object.fromEntries(
    Object.entries(TEXTS).flatMap(([language, texts]) => {
      const columns = COLUMNS[language];
      return columns ? [[language, { ...texts, columns }]] : [];
    }),
  );
