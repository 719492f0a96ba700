/** A date and time as staff read them, in the console's language. */
export function formatDateTime(iso: string, language: string): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(iso),
  );
}

/** A calendar day (installation dates are stored at 00:00 UTC). */
export function formatDay(iso: string, language: string): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' }).format(
    new Date(iso),
  );
}

/** A language code (`de`) named in the console's language. */
export function languageName(code: string, language: string): string {
  return new Intl.DisplayNames([language], { type: 'language' }).of(code) ?? code;
}
