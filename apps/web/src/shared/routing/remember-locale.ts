import { LOCALE_COOKIE, type LocaleCode } from '@pr/contracts';

/** A year: the choice outlives the visit, as a visitor expects a language menu to. */
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/** Keeps the locale a visitor chose, so the server opens `/` in it on the next visit. */
export function rememberLocale(code: LocaleCode): void {
  document.cookie = `${LOCALE_COOKIE}=${code}; Path=/; Max-Age=${ONE_YEAR_SECONDS}; SameSite=Lax`;
}
