import { ROUTES, type BulkStepNumber, type LocaleCode, type StepNumber } from '@pr/contracts';

// The route patterns live in the contracts: the server accepts web-vitals reports for them.
export { ROUTES } from '@pr/contracts';
export type { BulkStepNumber, LaterStepNumber, StepNumber } from '@pr/contracts';

/** Query parameters the registration steps understand (docs/spec.md §2). */
export interface StepQuery {
  serialNumber?: string;
  userType?: '1' | '2';
  isLoginScreenVisible?: '1';
}

/** "Mes installations" shows the company's points in its second view: `?view=points`. */
export const POINTS_VIEW_QUERY = { view: 'points' } as const;

/** Whether a query of "Mes installations" asks for its points view. */
export const isPointsView = (query: URLSearchParams) =>
  query.get('view') === POINTS_VIEW_QUERY.view;

function withQuery(path: string, query: StepQuery | undefined): string {
  const entries = Object.entries(query ?? {}).filter(
    (entry): entry is [string, string] => entry[1] !== undefined,
  );
  return entries.length === 0 ? path : `${path}?${new URLSearchParams(entries).toString()}`;
}

/**
 * Absolute paths inside one locale. `prefix` is the locale segment of the current URL
 * (null at unprefixed paths, which use the default locale), so links keep the prefix.
 */
export function buildPaths(prefix: LocaleCode | null) {
  const at = (route: string, query?: StepQuery) =>
    withQuery(prefix === null ? `/${route}` : `/${prefix}/${route}`, query);
  return {
    home: () => (prefix === null ? '/' : `/${prefix}`),
    userLanding: () => at(ROUTES.userLanding),
    users: () => at(ROUTES.users),
    userStep: (step: StepNumber, query?: StepQuery) => at(ROUTES.userStep(step), query),
    userThankYou: () => at(ROUTES.userThankYou),
    myProducts: () => at(ROUTES.myProducts),
    myData: () => at(ROUTES.myData),
    installerLanding: () => at(ROUTES.installerLanding),
    installerStep: (step: StepNumber, query?: StepQuery) => at(ROUTES.installerStep(step), query),
    installerThankYou: () => at(ROUTES.installerThankYou),
    partners: () => at(ROUTES.partners),
    bulk: () => at(ROUTES.bulk),
    bulkStep: (step: BulkStepNumber) => at(ROUTES.bulkStep(step)),
    bulkFinish: () => at(ROUTES.bulkFinish),
    myInstallations: () => at(ROUTES.myInstallations),
    /** The points view of "Mes installations". */
    myPoints: () =>
      `${at(ROUTES.myInstallations)}?${new URLSearchParams(POINTS_VIEW_QUERY).toString()}`,
    outbox: () => at(ROUTES.outbox),
    privacyPolicy: () => at(ROUTES.privacyPolicy),
    termsOfUse: () => at(ROUTES.termsOfUse),
    imprint: () => at(ROUTES.imprint),
    /** The console's start page, its overview (its other paths: features/console/console-paths.ts). */
    console: () => at(ROUTES.consoleOverview),
  };
}

export type Paths = ReturnType<typeof buildPaths>;

/** The language menu links to the root of each locale (docs/spec.md §2). */
export function languagePath(code: LocaleCode): string {
  return `/${code}`;
}
