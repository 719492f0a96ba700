import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { AuditEntry, ConsoleCompany } from '@pr/contracts/console';
import {
  createAccount,
  findAccountWithCompany,
  updateProfile,
} from '../src/modules/accounts/accounts';
import { installerCompanyId, type CompanyDetails } from '../src/modules/companies/companies';
import { companies } from '../src/db/schema';
import { mailsTo } from './outbox';
import { databaseKinds, testPasswords, useTestApp } from './test-app';
import { useCaller } from './tokens';

const details = (name: string, phone = '+33 1 00 00 00 00'): CompanyDetails => ({
  name,
  email: null,
  registrationNumber: 'FR00123456789',
  phone,
  address: '1 Rue de la Paix, 75002 Paris',
});

describe.each(databaseKinds)('installer companies in the console on %s', (kind) => {
  const t = useTestApp(kind);
  const staff = useCaller(t);

  const applicant = async (email: string, company: CompanyDetails, locale = 'fr-FR') => {
    const created = await createAccount(t.app.database.db, testPasswords, {
      email,
      password: 'Applicant-2024',
      givenName: 'Paul',
      familyName: 'Nouveau',
      company,
      locale,
      emailVerifiedAt: new Date(),
    });
    if (!created.ok) throw new Error('account not created');
    return created.account;
  };
  const list = async (query = '') => {
    const res = await t.app.inject({ url: `/api/console/companies?${query}`, headers: staff });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ items: ConsoleCompany[] }>().items;
  };
  const decide = (id: string, decision: 'approve' | 'reject', payload: object) =>
    t.app.inject({
      method: 'POST',
      url: `/api/console/companies/${id}/${decision}`,
      headers: staff,
      payload,
    });

  it('lists applications pending first, oldest first; two of one name are two companies', async () => {
    const first = await applicant('paul@nouveau.example', details('Chauffage Nouveau SARL'));
    const second = await applicant('other@nouveau.example', details('Chauffage Nouveau SARL'));
    expect(first.companyId).not.toBeNull();
    expect(second.companyId).not.toBe(first.companyId);

    const items = await list('name=chauffage nouveau');
    expect(items.map((item) => item.applicant?.email)).toEqual([
      'paul@nouveau.example',
      'other@nouveau.example',
    ]);
    expect(items[0]).toMatchObject({
      status: 'pending',
      source: 'application',
      registrationNumber: 'FR00123456789',
      registrations: 0,
    });
    const all = await list();
    const firstDecided = all.findIndex((item) => item.status !== 'pending');
    const lastPending = all.map((item) => item.status).lastIndexOf('pending');
    expect(lastPending).toBeLessThan(firstDecided);
    // The demo installer's company is seeded approved.
    expect(all.find((item) => item.name === 'Dubois Chauffage SARL')?.status).toBe('approved');
  });

  it('approves and rejects with a reason, tells the applicant in their language, keeps it on record', async () => {
    const approvedOne = await applicant('vert@chaleur.example', details('Chaleur Verte'));
    const rejectedOne = await applicant('kalt@waerme.example', details('Wärme Kalt GmbH'), 'de-DE');

    const noReason = await decide(rejectedOne.companyId ?? '', 'reject', {});
    expect(noReason.statusCode).toBe(400);
    expect(JSON.stringify(noReason.json())).toContain('reason');

    expect((await decide(approvedOne.companyId ?? '', 'approve', {})).json()).toMatchObject({
      status: 'approved',
      decidedBy: 'staff@example.com',
    });
    const rejected = await decide(rejectedOne.companyId ?? '', 'reject', {
      reason: 'Die USt-IdNr. gehört einem anderen Unternehmen.',
    });
    expect(rejected.json()).toMatchObject({
      status: 'rejected',
      decisionReason: 'Die USt-IdNr. gehört einem anderen Unternehmen.',
    });

    expect((await mailsTo(t, 'vert@chaleur.example')).join()).toContain(
      // French quotes hold their words with no-break spaces.
      'Nous avons vérifié votre entreprise «\u00a0Chaleur Verte\u00a0»',
    );
    const german = (await mailsTo(t, 'kalt@waerme.example')).join();
    expect(german).toContain('Die USt-IdNr. gehört einem anderen Unternehmen.');
    expect(german).toContain('Wärme Kalt GmbH');

    const audit = await t.app.inject({ url: '/api/console/audit', headers: staff });
    const entries = audit.json<{ items: AuditEntry[] }>().items;
    expect(entries.find((entry) => entry.targetId === approvedOne.companyId)).toMatchObject({
      action: 'approve',
      targetType: 'company',
      actor: 'staff@example.com',
    });
    expect(entries.find((entry) => entry.targetId === rejectedOne.companyId)).toMatchObject({
      action: 'reject',
      reason: 'Die USt-IdNr. gehört einem anderen Unternehmen.',
    });
  });

  it('checks corrected details again, and an approved company’s changes are a new application', async () => {
    const db = t.app.database.db;
    const account = await applicant('fix@retry.example', details('Retry Chauffage'));
    const firstId = account.companyId ?? '';
    await decide(firstId, 'reject', { reason: 'Le numéro de téléphone ne répond pas.' });
    await updateProfile(db, account.id, {
      givenName: 'Paul',
      familyName: 'Nouveau',
      company: details('Retry Chauffage', '+33 2 00 00 00 00'),
    });
    const corrected = await findAccountWithCompany(db, account.id);
    expect(corrected?.company).toMatchObject({
      id: firstId,
      status: 'pending',
      decisionReason: null,
    });

    await decide(firstId, 'approve', {});
    // The same details again change nothing: the company stays approved.
    await updateProfile(db, account.id, {
      givenName: 'Paul',
      familyName: 'Nouveau',
      company: details('Retry Chauffage', '+33 2 00 00 00 00'),
    });
    expect((await findAccountWithCompany(db, account.id))?.company?.status).toBe('approved');
    await updateProfile(db, account.id, {
      givenName: 'Paul',
      familyName: 'Nouveau',
      company: details('Retry Chauffage et Fils', '+33 2 00 00 00 00'),
    });
    const renamed = await findAccountWithCompany(db, account.id);
    expect(renamed?.company).toMatchObject({ name: 'Retry Chauffage et Fils', status: 'pending' });
    expect(renamed?.company?.id).not.toBe(firstId);
    const [old] = await db.select().from(companies).where(eq(companies.id, firstId));
    expect(old?.status).toBe('approved');
  });

  it('stores an external directory’s company on first use, once per name and e-mail', async () => {
    const db = t.app.database.db;
    const installer = (email: string | null) => ({
      subject: 'external',
      email: 'someone@directory.example',
      emailVerified: true,
      givenName: null,
      familyName: null,
      company: { id: null, name: 'Directory Heating Ltd', email },
      companyApplication: null,
      userType: 2 as const,
      isStaff: false,
    });
    const a = await installerCompanyId(db, installer('office@directory.example'));
    const again = await installerCompanyId(db, installer('OFFICE@directory.example'));
    const other = await installerCompanyId(db, installer('else@directory.example'));
    expect(again).toBe(a);
    expect(other).not.toBe(a);
    const listed = (await list('name=Directory Heating')).find((item) => item.id === a);
    expect(listed).toMatchObject({ status: 'approved', source: 'directory', applicant: null });
  });

  it('answers 404 for an unknown or malformed company id', async () => {
    expect((await decide('00000000-0000-4000-8000-000000000000', 'approve', {})).statusCode).toBe(
      404,
    );
    expect((await decide('not-a-uuid', 'approve', {})).statusCode).toBe(404);
  });
});
