import { eq } from 'drizzle-orm';
import type { PointsStatement } from '@pr/contracts/points';
import { companies, pointsEntries, registrations } from '../src/db/schema';
import { hashSecretToken, newSecretToken } from '../src/db/secret-token';
import { endUserCommand, installerCommand } from './commands';
import { pressConfirm } from './outbox';
import { UNLIMITED_REGISTRATIONS } from './registration-requests';
import { csrfHeaders, type TestApp } from './test-app';
import { installerClaims, mintAccessToken, ownerClaims } from './tokens';

/** The points tests register, confirm and cancel far more often than anyone would. */
export const POINTS_TEST_ENV = {
  ...UNLIMITED_REGISTRATIONS,
  CONFIRMATION_MAILS_PER_RECIPIENT_PER_DAY: '100000',
  LOOKUP_RATE_LIMIT_PER_MINUTE: '100000',
  CONSOLE_RATE_LIMIT_PER_MINUTE: '100000',
};

/** Points of the demo catalog's installer incentive, which every product and country has. */
export const DEMO_POINTS = 50;

export const COMPANY_NAMES = ['Dubois Chauffage SARL', 'Martin Thermique SARL'] as const;

/** The requests of the points tests, on the app `app()` gives once it is made. */
export function pointsRequests(app: () => TestApp) {
  const headers = async (subject: string, claims: Record<string, unknown>) => ({
    ...csrfHeaders(),
    authorization: `Bearer ${await mintAccessToken(app().app, { subject, claims })}`,
  });
  const installer = (company: number, verified = true) => {
    const name = COMPANY_NAMES[company] ?? COMPANY_NAMES[0];
    return headers(`installer-${company}`, {
      ...installerClaims,
      email: `installer-${company}@example.com`,
      company_name: name,
      email_verified: verified,
    });
  };
  const staff = () =>
    headers('staff-1', { email: 'staff@example.com', roles: ['registration-admin'] });
  const owner = () => headers('owner-subject', { ...ownerClaims, email_verified: true });

  const registerAsInstaller = async (
    serial: string,
    company: number,
    verified = true,
    installationDay?: string,
  ) =>
    app().app.inject({
      method: 'PUT',
      url: `/api/${serial}?locale=fr-FR`,
      headers: await installer(company, verified),
      payload: installerCommand(serial, installationDay, COMPANY_NAMES[company]),
    });
  const registerAsOwner = async (serial: string) =>
    app().app.inject({
      method: 'PUT',
      url: `/api/${serial}?locale=fr-FR`,
      headers: await owner(),
      payload: endUserCommand(serial, ownerClaims.email),
    });
  /**
   * Follows a pending registration's mailed link: the database keeps only the link's hash,
   * so the test puts the hash of a token it knows in its place.
   */
  const confirm = async (registrationId: string) => {
    const token = newSecretToken();
    await app()
      .app.database.db.update(registrations)
      .set({ confirmationToken: hashSecretToken(token) })
      .where(eq(registrations.id, registrationId));
    return pressConfirm(app(), `/api/registrations/confirm/${token}`);
  };
  const cancel = async (registrationId: string, reason = 'Registered by mistake') =>
    app().app.inject({
      method: 'POST',
      url: `/api/console/registrations/${registrationId}/cancel`,
      headers: await staff(),
      payload: { reason },
    });
  const transfer = async (registrationId: string, email: string) =>
    app().app.inject({
      method: 'POST',
      url: `/api/registrations/${registrationId}/transfer`,
      headers: await owner(),
      payload: { email, firstName: 'Lucie', lastName: 'Moreau' },
    });
  const acceptReview = async (registrationId: string) =>
    app().app.inject({
      method: 'POST',
      url: `/api/console/reviews/${registrationId}/accept`,
      headers: await staff(),
      payload: {},
    });
  const adjust = async (companyId: string, points: number, reason = 'Goodwill gesture') =>
    app().app.inject({
      method: 'POST',
      url: '/api/console/points/adjust',
      headers: await staff(),
      payload: { companyId, points, reason },
    });
  const statement = async (company: number, query = '') => {
    const res = await app().app.inject({
      url: `/api/installations/points${query}`,
      headers: await installer(company),
    });
    if (res.statusCode !== 200) throw new Error(res.body);
    return res.json<PointsStatement>();
  };
  /**
   * The id of the company the tokens name, made approved by the first token (by the directory
   * key mintAccessToken gives it: the demo has a company of the same name).
   */
  const companyId = async (company: number) => {
    await installer(company);
    const key = `test:${COMPANY_NAMES[company] ?? ''}|${installerClaims.company_email}`;
    const [row] = await app()
      .app.database.db.select({ id: companies.id })
      .from(companies)
      .where(eq(companies.directoryKey, key));
    if (!row) throw new Error('company not stored');
    return row.id;
  };
  /** Rows of the ledger, read past the API. */
  const entries = () => app().app.database.db.select().from(pointsEntries);
  return {
    registerAsInstaller,
    registerAsOwner,
    confirm,
    cancel,
    acceptReview,
    transfer,
    adjust,
    statement,
    companyId,
    entries,
    staff,
    installer,
  };
}
