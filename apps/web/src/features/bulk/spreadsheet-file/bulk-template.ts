import type { UiLanguage } from '../../../i18n/i18n';

/**
 * The bulk upload template (docs/spec.md §2, `GET assets/templates/bulk-upload-template.xlsx`):
 * one workbook per UI language, built with the app (scripts/bulk-templates-plugin.ts).
 * This module holds what the step-1 page and the build share; it loads no spreadsheet code.
 */

export const BULK_TEMPLATE_FILE_NAME = 'bulk-upload-template.xlsx';

/** The spec's path, in the default locale's language (DEFAULT_LOCALE de-DE). */
export const BULK_TEMPLATE_DEFAULT_LANGUAGE: UiLanguage = 'de';

/** Path of a language's template below the site root, without leading slash. */
export const bulkTemplatePath = (language: UiLanguage) =>
  `assets/templates/${language}/${BULK_TEMPLATE_FILE_NAME}`;

/** The spec's path; it serves the default language's template. */
export const BULK_TEMPLATE_DEFAULT_PATH = `assets/templates/${BULK_TEMPLATE_FILE_NAME}`;

/** Link of the template in a UI language, for the step-1 download. */
export const bulkTemplateUrl = (language: UiLanguage) => `/${bulkTemplatePath(language)}`;
