import { eq } from 'drizzle-orm';
import { registrations } from '../src/db/schema';
import { csrfHeaders, type TestApp } from './test-app';
import { mintAccessToken } from './tokens';

/** The registration tests register from one address far more often than a person would. */
export const UNLIMITED_REGISTRATIONS = {
  REGISTRATION_RATE_LIMIT_PER_MINUTE: '1000',
  REGISTRATION_SERIAL_RATE_LIMIT_PER_HOUR: '1000',
};

/** What the registration tests send and read, on the app `app()` gives once it is made. */
export function registrationRequests(app: () => TestApp) {
  const put = (serial: string, payload: object, headers: Record<string, string> = {}) =>
    app().app.inject({
      method: 'PUT',
      url: `/api/${serial}?locale=fr-FR`,
      payload,
      headers: { ...csrfHeaders(), ...headers },
    });
  const bearer = async (claims: Record<string, unknown>, subject?: string) => ({
    authorization: `Bearer ${await mintAccessToken(app().app, { claims, ...(subject ? { subject } : {}) })}`,
  });
  const stored = async (serial: string) =>
    app()
      .app.database.db.select()
      .from(registrations)
      .where(eq(registrations.serialNumber, serial));
  return { put, bearer, stored };
}
