import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { companies } from '../src/db/schema';
import { endUserCommand, installerCommand } from './commands';
import { databaseKinds, useTestApp } from './test-app';
import { registrationRequests, UNLIMITED_REGISTRATIONS } from './registration-requests';
import { approvedCompany, installerClaims, ownerClaims } from './tokens';

describe.each(databaseKinds)('installer registrations on %s', (kind) => {
  const t = useTestApp(kind, UNLIMITED_REGISTRATIONS);
  const { put, bearer, stored } = registrationRequests(() => t);

  it('needs a token (401) of an installer (403)', async () => {
    expect((await put('908765402', installerCommand('908765402'))).statusCode).toBe(401);
    const owner = await put('908765402', installerCommand('908765402'), await bearer(ownerClaims));
    expect(owner.statusCode).toBe(403);
    expect(owner.json()).toMatchObject({ code: 'not_an_installer' });
  });

  it('checks the caller before the body', async () => {
    const anonymous = await put('908765402', { installerCompany: {} });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({ code: 'unauthorized' });
    const owner = await put('908765402', { installerCompany: {} }, await bearer(ownerClaims));
    expect(owner.statusCode).toBe(403);
    expect(owner.json()).toMatchObject({ code: 'not_an_installer' });
    expect(await stored('908765402')).toEqual([]);
  });

  it('stores the company from the token and the day at 00:00 UTC', async () => {
    const res = await put(
      '908765402',
      installerCommand('908765402'),
      await bearer(installerClaims, 'installer-subject'),
    );
    expect(res.statusCode).toBe(201);
    const [row] = await stored('908765402');
    expect(row).toMatchObject({
      registrantType: 2,
      installerCompanyName: 'Dubois Chauffage SARL',
      installerCompanyEmail: 'contact@dubois-chauffage.example',
      accountSubject: 'installer-subject',
      addressSource: 'ManualEntry',
      additionalAddressLine1: null,
      confirmationStatus: 'not_required',
    });
    expect(row?.installationDate.toISOString()).toBe('2026-03-14T00:00:00.000Z');
  });

  it('refuses another company than the caller’s own', async () => {
    const res = await put(
      '100000006',
      installerCommand('100000006', undefined, 'Other SARL'),
      await bearer(installerClaims),
    );
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'company_mismatch' });
  });

  it('refuses a future date and a time that is not midnight UTC', async () => {
    const tomorrow = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
    const future = await put(
      '100000007',
      installerCommand('100000007', `${tomorrow}T00:00:00.000Z`),
      await bearer(installerClaims),
    );
    expect(future.statusCode).toBe(400);
    expect(JSON.stringify(future.json())).toContain('noFutureDate');
    const noon = await put(
      '100000007',
      installerCommand('100000007', '2026-03-14T12:00:00.000Z'),
      await bearer(installerClaims),
    );
    expect(noon.statusCode).toBe(400);
    expect(JSON.stringify(noon.json())).toContain('notMidnightUtc');
  });

  it('spells the company as the token does and answers the same company’s repeat with 200', async () => {
    const { company_email: _companyEmail, ...withoutCompanyEmail } = installerClaims;
    const company_id = await approvedCompany(t.app, installerClaims.company_name);
    const first = await put(
      '100000009',
      installerCommand('100000009', undefined, ' dubois chauffage sarl '),
      await bearer({ ...withoutCompanyEmail, company_id }, 'installer-subject'),
    );
    expect(first.statusCode).toBe(201);
    const again = await put(
      '100000009',
      installerCommand('100000009', '2025-01-02T00:00:00.000Z'),
      await bearer({ ...installerClaims, company_id }, 'installer-subject'),
    );
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    const rows = await stored('100000009');
    expect(rows).toHaveLength(1);
    // Without a company e-mail claim the account's own e-mail stands for the company.
    expect(rows[0]).toMatchObject({
      installerCompanyName: 'Dubois Chauffage SARL',
      installerCompanyEmail: 'installer@example.com',
    });
    expect(rows[0]?.installationDate.toISOString()).toBe('2026-03-14T00:00:00.000Z');
  });

  it('treats another company of the same name as another registrant (409)', async () => {
    const dubois = await put(
      '100000015',
      installerCommand('100000015'),
      await bearer(installerClaims, 'dubois-account'),
    );
    expect(dubois.statusCode).toBe(201);
    const namesake = await approvedCompany(t.app, installerClaims.company_name);
    const other = await put(
      '100000015',
      installerCommand('100000015'),
      await bearer({ ...installerClaims, company_id: namesake }, 'namesake-account'),
    );
    expect(other.statusCode).toBe(409);
    // A colleague at the same company repeating it gets the company's registration back.
    const colleague = await put(
      '100000015',
      installerCommand('100000015'),
      await bearer(installerClaims, 'dubois-colleague'),
    );
    expect(colleague.statusCode).toBe(200);
    expect(colleague.json()).toEqual(dubois.json());
  });

  it('refuses a company staff rejected since the token was issued (403)', async () => {
    const company_id = await approvedCompany(t.app, 'Soon Rejected SARL');
    await t.app.database.db
      .update(companies)
      .set({ status: 'rejected' })
      .where(eq(companies.id, company_id));
    const refused = await put(
      '100000016',
      installerCommand('100000016', undefined, 'Soon Rejected SARL'),
      await bearer({ ...installerClaims, company_name: 'Soon Rejected SARL', company_id }),
    );
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'company_not_approved' });
  });

  it('takes today of an installer east of UTC, whose day starts before the server’s', async () => {
    // The day UTC+13 (Tonga) is in now: up to 13 hours ahead of the server's clock.
    const tongaToday = new Date(Date.now() + 13 * 3_600_000).toISOString().slice(0, 10);
    const res = await put(
      '100000010',
      installerCommand('100000010', `${tongaToday}T00:00:00.000Z`),
      await bearer(installerClaims),
    );
    expect(res.statusCode).toBe(201);
  });

  it('lets an installer and an end user each register the same serial once', async () => {
    const installer = await put(
      '100000008',
      installerCommand('100000008'),
      await bearer(installerClaims),
    );
    const owner = await put('100000008', endUserCommand('100000008'));
    expect([installer.statusCode, owner.statusCode]).toEqual([201, 201]);
    const otherInstaller = await put(
      '100000008',
      installerCommand('100000008', undefined, 'Autre Chauffage'),
      await bearer({ ...installerClaims, company_name: 'Autre Chauffage' }, 'autre-account'),
    );
    expect(otherInstaller.statusCode).toBe(409);
  });
});
