import { describe, expect, it } from 'vitest';
import { cameFromOwnSite } from '../src/modules/idp/identity-provider';
import { rivoliAddress } from './commands';
import { useTestApp } from './test-app';
import { installerClaims, useCaller } from './tokens';

const DASHES = '-'.repeat(36);
const UUID = '00000000-0000-4000-8000-000000000000';
const cursor = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** Input that once made the server answer 500: each is a 4xx with a message now. */
describe('bad input is a 4xx with a clear message, never a 500', () => {
  const t = useTestApp('pglite');
  const staff = useCaller(t, {
    subject: 'staff',
    claims: { email: 'staff@example.com', roles: ['registration-admin'] },
  });
  const installer = useCaller(t, { subject: 'installer', claims: installerClaims });

  it.each([
    ['a cursor whose time is a year', cursor({ at: '2024', id: UUID })],
    ['a cursor whose id is 36 dashes', cursor({ at: '2026-01-01T00:00:00.000Z', id: DASHES })],
    ['a cursor of a far date', cursor({ at: '+275760-09-13T00:00:00.000Z', id: UUID })],
    ['a cursor that is no JSON', 'bm90IGpzb24'],
  ])('refuses %s with 400 invalid_cursor', async (_name, after) => {
    const res = await t.app.inject({
      url: `/api/console/registrations?after=${after}`,
      headers: staff,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'invalid_cursor' });
  });

  it.each([
    ['GET', `/api/console/registrations/${DASHES}`, undefined],
    ['POST', `/api/console/registrations/${DASHES}/cancel`, { reason: 'A reason' }],
    [
      'POST',
      `/api/console/registrations/${DASHES}/reassign`,
      { email: 'a@example.com', reason: 'A reason' },
    ],
    ['POST', `/api/console/companies/${DASHES}/approve`, {}],
    ['GET', `/api/registrations/${DASHES}/certificate`, undefined],
    [
      'POST',
      `/api/registrations/${DASHES}/transfer`,
      { email: 'new@example.com', firstName: 'Lucie', lastName: 'Moreau' },
    ],
  ] as const)('answers %s %s with 404', async (method, url, payload) => {
    const res = await t.app.inject({
      method,
      url,
      headers: staff,
      ...(payload ? { payload } : {}),
    });
    expect(res.statusCode).toBe(404);
  });

  it('refuses a batch row nested 200,000 levels deep with 400', async () => {
    const depth = 200_000;
    const deep = `${'['.repeat(depth)}${']'.repeat(depth)}`;
    const row = JSON.stringify({ serialNumber: '100000300', installationAddress: rivoliAddress });
    const body = `{"callerName":"Dubois","confirmationEmail":"contact@example.com","countryCode":"FR","productRegistrations":[${row.slice(0, -1)},"extra":${deep}}]}`;
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/devices/batch?locale=fr-FR',
      headers: { ...installer, 'content-type': 'application/json' },
      payload: body,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'too_deep' });
  });

  it('does not take a Referer that is no URL for a sign-out from this site', () => {
    const base = 'http://localhost:8080';
    expect(cameFromOwnSite('', 'http://[', base)).toBe(false);
    expect(cameFromOwnSite('', `${base}/fr-FR`, base)).toBe(true);
  });
});
