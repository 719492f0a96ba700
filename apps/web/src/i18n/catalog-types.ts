import type account from '../locales/fr/account.json';
import type bulkColumns from '../locales/fr/bulk-columns.json';
import type bulk from '../locales/fr/bulk.json';
import type consoleTexts from '../locales/fr/console.json';
import type translation from '../locales/fr/translation.json';

// French is the reference: the types are its files' shapes, so a key missing from French or
// misspelt in the code is a compile error. The other languages are checked against it by
// catalogs.test.ts, as JSON files carry no type.

/** The main catalog (`locales/<language>/translation.json`), loaded at start-up. */
export type Catalog = typeof translation;

/** The bulk columns' names: the template's headers, and the headers step 2 recognises. */
export type BulkColumnNames = typeof bulkColumns;

/**
 * The bulk flow's texts with the columns' names, which have a file of their own because
 * step 2 reads them in every language.
 */
export type BulkCatalog = typeof bulk & { columns: BulkColumnNames };

/** Texts of the signed-in pages and the certificate check, loaded only with them. */
export type AccountCatalog = typeof account;

/** Texts of the manufacturer's console, loaded only when it opens. */
export type ConsoleCatalog = typeof consoleTexts;
