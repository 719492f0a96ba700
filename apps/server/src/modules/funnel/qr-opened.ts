import { findLocale, isSerialNumber, ROUTES, SERIAL_NUMBER_PARAM } from '@pr/contracts';
import type { FunnelCount } from './funnel-counts';

const FIRST_STEPS = new Set([ROUTES.userStep(1), ROUTES.installerStep(1)]);

/**
 * The count of a page request that is a QR code's deep link: step 1 of either flow with a
 * serial in the query (`/fr-FR/users/register/step/1?serialNumber=…`), as a rating plate
 * prints it and the GS1 resolver redirects to it. The app navigates between its pages in the
 * browser, so the server sees this page only when a link opens it. Null for any other page.
 */
export function deepLinkOpened(url: string, defaultLocale: string): FunnelCount | null {
  const [pathname = '', search = ''] = url.split('?', 2);
  const segments = pathname.split('/').filter((segment) => segment !== '');
  const prefix = segments[0] === undefined ? undefined : findLocale(segments[0]);
  const route = (prefix === undefined ? segments : segments.slice(1)).join('/');
  if (!FIRST_STEPS.has(route)) return null;
  const serialNumber = new URLSearchParams(search).get(SERIAL_NUMBER_PARAM);
  if (serialNumber === null || !isSerialNumber(serialNumber)) return null;
  return {
    stage: 'qr_opened',
    channel: 'deep_link',
    locale: prefix ?? defaultLocale,
    serialNumber,
  };
}
