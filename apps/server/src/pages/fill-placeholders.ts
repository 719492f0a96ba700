/**
 * Replaces the `{{name}}` placeholders of a catalog text, i18next's syntax, which the browser's
 * catalogs use too; unknown ones stay visible.
 */
export function fill(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (match, name: string) =>
    String(values[name] ?? match),
  );
}
