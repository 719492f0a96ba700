import type { APIRequestContext, Page } from '@playwright/test';

/** The demo staff account: the console's user. */
export const STAFF = { email: 'staff@example.com', password: 'Staff-2024!' };

const csrf = { cookie: 'XSRF-TOKEN=e2e', 'x-xsrf-token': 'e2e' };

/** An anonymous registration of `serial` by `email`, as the browser's step 5 sends it. */
export function registerAnonymously(
  request: APIRequestContext,
  serial: string,
  email: string,
  locale = 'fr-FR',
) {
  return request.put(`/api/${serial}?locale=${locale}`, {
    headers: csrf,
    data: {
      serialNumber: serial,
      productModel: 'Radiateur',
      installationDate: new Date().toISOString(),
      installationAddress: {
        street: 'Rue de Rivoli',
        houseNumber: '10',
        locality: 'Paris',
        postalCode: '75001',
        country: 'FR',
        addressSource: 'GoogleMaps',
      },
      enduser: { email, firstName: 'Sam', lastName: 'Squat' },
      consents: { privacyPolicy: true, termsOfUse: true },
    },
  });
}

/** A sampled page view's Core Web Vitals, as the browser reports them when hidden. */
export function reportWebVitals(request: APIRequestContext, page: string) {
  return request.post('/api/telemetry/web-vitals', {
    headers: csrf,
    data: {
      page,
      metrics: [
        { name: 'LCP', value: 4200 },
        { name: 'INP', value: 350 },
        { name: 'CLS', value: 0.02 },
      ],
    },
  });
}

/**
 * Follows a section of the console's sidebar, as staff do: below a laptop's width the
 * sections wait behind their "Sections" button.
 */
export async function openConsoleSection(page: Page, name: string) {
  const toggle = page.getByRole('button', { name: 'Sections' });
  if (await toggle.isVisible()) await toggle.click();
  await page
    .getByRole('navigation', { name: 'Console' })
    .getByRole('link', { name, exact: true })
    .click();
}
