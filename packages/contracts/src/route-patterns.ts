// Without zod: the browser's router and its web-vitals reporter, part of every page's first
// JavaScript, need the patterns but not the schemas.

/** Step numbers of the registration flows (docs/spec.md §2). */
export type StepNumber = 1 | 2 | 3 | 4 | 5;
/** The steps after the serial look-up, whose code loads apart from step 1's. */
export type LaterStepNumber = Exclude<StepNumber, 1>;
export type BulkStepNumber = 2 | 3 | 4;

export const STEP_NUMBERS: readonly StepNumber[] = [1, 2, 3, 4, 5];
export const BULK_STEP_NUMBERS: readonly BulkStepNumber[] = [2, 3, 4];

/**
 * The web app's route patterns, relative to the locale root. Its router is built from these
 * and its path builders fill them, so a path is spelt in exactly one place; the server
 * accepts web-vitals reports for these pages only.
 */
export const ROUTES = {
  userLanding: 'users/lp',
  users: 'users',
  userStep: (step: StepNumber) => `users/register/step/${step}`,
  userThankYou: 'users/register/thank-you',
  myProducts: 'users/products',
  myData: 'users/my-data',
  verifyCertificate: 'verify/:certificateId',
  installerLanding: 'installers/lp',
  installerStep: (step: StepNumber) => `installers/register/step/${step}`,
  installerThankYou: 'installers/register/thank-you',
  partners: 'partners',
  bulk: 'partners/bulk',
  bulkStep: (step: BulkStepNumber) => `partners/bulk/step/${step}`,
  bulkFinish: 'partners/bulk/finish',
  myInstallations: 'partners/installations',
  outbox: 'partners/outbox',
  productEntry: 'products/:serialNumber',
  productEntryWithCode: 'products/:serialNumber/:code',
  privacyPolicy: 'privacy-policy',
  termsOfUse: 'terms-of-use',
  imprint: 'imprint',
  signInRedirect: 'redirect',
  /** The console's root: it opens on the overview (a query goes on to the registrations). */
  console: 'console',
  consoleRegistrations: 'console/registrations',
  consoleRegistration: 'console/registrations/:id',
  consoleAudit: 'console/audit',
  consoleCompanies: 'console/companies',
  consoleCatalog: 'console/catalog',
  consoleRecalls: 'console/recalls',
  consoleLabels: 'console/labels',
  consoleOverview: 'console/overview',
  consoleWebhooks: 'console/webhooks',
  consoleApiClients: 'console/api-clients',
  consolePeople: 'console/people',
  consoleReviews: 'console/reviews',
  consolePoints: 'console/points',
} as const;

/**
 * Every page a web-vitals report may name: `/` (the landing, an index route) and each route
 * of `ROUTES` with a leading slash, its steps spelt out, as the reporter's `routePattern`
 * writes them.
 */
export const WEB_VITAL_PAGES: readonly string[] = [
  '',
  ...Object.values(ROUTES).flatMap((route) => (typeof route === 'string' ? [route] : [])),
  ...STEP_NUMBERS.flatMap((step) => [ROUTES.userStep(step), ROUTES.installerStep(step)]),
  ...BULK_STEP_NUMBERS.map((step) => ROUTES.bulkStep(step)),
].map((route) => `/${route}`);

/** Whether `page` is one of the web app's pages, as a web-vitals report names it. */
export function isWebVitalPage(page: string): boolean {
  return WEB_VITAL_PAGES.includes(page);
}
