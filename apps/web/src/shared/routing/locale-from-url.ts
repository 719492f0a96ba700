import { findLocale, type LocaleCode } from '@pr/contracts';

/** The locale of a URL and whether it was spelt in the path. */
export interface UrlLocale {
  locale: LocaleCode;
  /** The locale segment to keep in links; null at unprefixed (default-locale) paths. */
  prefix: LocaleCode | null;
}

/**
 * Resolves the `:locale` route segment. An absent segment means the default locale;
 * an unknown one is not a locale (the router sends such paths home).
 */
export function resolveUrlLocale(
  segment: string | undefined,
  defaultLocale: LocaleCode,
): UrlLocale | undefined {
  if (segment === undefined) return { locale: defaultLocale, prefix: null };
  const locale = findLocale(segment);
  return locale === undefined ? undefined : { locale, prefix: locale };
}

/** The locale of a raw pathname, before any router exists (used at start-up). */
export function localeFromPathname(pathname: string, defaultLocale: LocaleCode): LocaleCode {
  const [, first = ''] = pathname.split('/');
  return findLocale(first) ?? defaultLocale;
}

/** The configured default locale, or the contract's default when the value is unknown. */
export function configuredDefaultLocale(value: string, fallback: LocaleCode): LocaleCode {
  return findLocale(value) ?? fallback;
}
