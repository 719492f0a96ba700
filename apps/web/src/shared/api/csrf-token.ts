import { CSRF_COOKIE } from '@pr/contracts';

/** The CSRF cookie's value, echoed in a header on unsafe requests (double submit). */
export function readCsrfToken(): string | undefined {
  const prefix = `${CSRF_COOKIE}=`;
  const entry = document.cookie.split('; ').find((part) => part.startsWith(prefix));
  return entry === undefined ? undefined : decodeURIComponent(entry.slice(prefix.length));
}
