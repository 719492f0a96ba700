import {
  buildBulkTemplate,
  BULK_TEMPLATE_LANGUAGES,
} from '../src/features/bulk/spreadsheet-file/build-bulk-template';
import {
  BULK_TEMPLATE_DEFAULT_LANGUAGE,
  BULK_TEMPLATE_DEFAULT_PATH,
  bulkTemplatePath,
} from '../src/features/bulk/spreadsheet-file/bulk-template';

export interface BulkTemplateFile {
  /** Below the site root, without leading slash. */
  path: string;
  bytes: Uint8Array;
}

/** One template per UI language, plus the spec's path with the default language's template. */
export async function buildBulkTemplateFiles(): Promise<BulkTemplateFile[]> {
  const files = [
    { path: BULK_TEMPLATE_DEFAULT_PATH, language: BULK_TEMPLATE_DEFAULT_LANGUAGE },
    ...BULK_TEMPLATE_LANGUAGES.map((language) => ({ path: bulkTemplatePath(language), language })),
  ];
  return Promise.all(
    files.map(async ({ path, language }) => ({ path, bytes: await buildBulkTemplate(language) })),
  );
}
