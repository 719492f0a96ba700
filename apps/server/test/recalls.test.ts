import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { PersonalDataExport } from '@pr/contracts/personal-data';
import type { RecallCampaign, RecallReach } from '@pr/contracts/recalls';
import { safetyContacts, staffActions } from '../src/db/schema';
import { endUserCommand } from './commands';
import { confirmationLinkIn, mailsTo, pressConfirm } from './outbox';
import { registrationRequests, UNLIMITED_REGISTRATIONS } from './registration-requests';
import { csrfHeaders, databaseKinds, useTestApp } from './test-app';
import { useCaller } from './tokens';

// The demo catalog's Aura 600 radiator: every fifth bulk serial from 100000001.
const AURA = 'CAL-RAD-AURA-600';

const NOTICES = {
  fr: { subject: 'Rappel de sécurité Aura 600', body: 'Coupez l’appareil et appelez-nous.' },
  de: { subject: 'Sicherheitsrückruf Aura 600', body: 'Schalten Sie das Gerät aus.' },
};

describe.each(databaseKinds)('product-safety recalls (%s)', (kind) => {
  const t = useTestApp(kind, UNLIMITED_REGISTRATIONS);
  const staff = useCaller(t);
  const { put, stored } = registrationRequests(() => t);
  const post = (url: string, payload: object) =>
    t.app.inject({ method: 'POST', url: `/api/console/recalls${url}`, headers: staff, payload });

  beforeAll(async () => {
    const safety = { ...endUserCommand('100000001', 'ana@example.com') };
    expect(
      (
        await put('100000001', {
          ...safety,
          safetyContact: { email: 'ana.safety@example.com' },
        })
      ).statusCode,
    ).toBe(201);
    const german = await t.app.inject({
      method: 'PUT',
      url: '/api/100000006?locale=de-DE',
      payload: endUserCommand('100000006', 'jonas@example.com'),
      headers: csrfHeaders(),
    });
    expect(german.statusCode).toBe(201);
    expect(
      (await put('100000011', endUserCommand('100000011', 'luc@example.com'))).statusCode,
    ).toBe(201);
    // Another product: never reached by a recall of the Aura.
    expect(
      (await put('100000002', endUserCommand('100000002', 'flow@example.com'))).statusCode,
    ).toBe(201);
    // The owners confirm by their mailed links: a recall reaches confirmed registrations only.
    for (const owner of ['ana@example.com', 'jonas@example.com', 'luc@example.com']) {
      const link = confirmationLinkIn((await mailsTo(t, owner))[0]);
      expect((await pressConfirm(t, link)).statusCode).toBe(200);
    }
    // Anybody may name anybody as safety contact; nobody confirmed this one.
    expect(
      (
        await put('100000021', {
          ...endUserCommand('100000021', 'never.confirmed@example.com'),
          safetyContact: { email: 'stranger@example.com' },
        })
      ).statusCode,
    ).toBe(201);
  });

  it('keeps a safety contact given at step 4 apart, and refuses a malformed one', async () => {
    const [registration] = await stored('100000001');
    const rows = await t.app.database.db
      .select()
      .from(safetyContacts)
      .where(eq(safetyContacts.registrationId, registration?.id ?? ''));
    expect(rows.map((row) => row.email)).toEqual(['ana.safety@example.com']);
    const refused = await put('100000016', {
      ...endUserCommand('100000016', 'x@example.com'),
      safetyContact: { email: 'not an address' },
    });
    expect(refused.statusCode).toBe(400);
  });

  it('counts whom a selection reaches, per language, narrowed by serials and dates', async () => {
    const reach = await post('/reach', { selection: { productModels: [AURA] } });
    expect(reach.statusCode).toBe(200);
    expect(reach.json<RecallReach>()).toEqual({
      registrations: 3,
      recipients: 3,
      languages: [
        { language: 'de', recipients: 1 },
        { language: 'fr', recipients: 2 },
      ],
    });
    const narrowed = await post('/reach', {
      selection: { productModels: [AURA], serialFrom: '100000002', serialTo: '100000010' },
    });
    expect(narrowed.json<RecallReach>().recipients).toBe(1);
    const before = await post('/reach', {
      selection: { productModels: [AURA], installedTo: '2001-01-01' },
    });
    expect(before.json<RecallReach>().registrations).toBe(0);
    const reversed = await post('/reach', {
      selection: { productModels: [AURA], serialFrom: '100000010', serialTo: '100000002' },
    });
    expect(reversed.statusCode).toBe(400);
    // A malformed bound is its own field's error, never a failed comparison (it was a 500).
    const malformed = await post('/reach', {
      selection: { productModels: [AURA], serialFrom: '12a', serialTo: '100000002' },
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({
      details: [{ path: 'body/selection/serialFrom', message: 'numeric' }],
    });
  });

  it('refuses a recall a reached language cannot read, and stores nothing', async () => {
    const refused = await post('', {
      title: 'Rappel Aura',
      selection: { productModels: [AURA] },
      notices: { fr: NOTICES.fr },
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({
      code: 'notice_missing',
      details: { languages: ['de'] },
    });
    const list = await t.app.inject({ url: '/api/console/recalls', headers: staff });
    expect(list.json<{ items: RecallCampaign[] }>().items).toEqual([]);
  });

  it('mails each confirmed owner in their language, the safety contact first, nobody unconfirmed', async () => {
    const started = await post('', {
      title: 'Rappel Aura 600 — thermostat',
      selection: { productModels: [AURA] },
      notices: NOTICES,
    });
    expect(started.statusCode).toBe(201);
    const campaign = started.json<RecallCampaign>();
    expect(campaign).toMatchObject({ recipients: 3, noticeLanguages: ['de', 'fr'] });

    const [french] = await mailsTo(t, 'ana.safety@example.com');
    expect(french).toContain('Rappel de sécurité Aura 600');
    expect(french).toContain('Appareil concerné');
    expect(french).toContain('100000001');
    const [german] = await mailsTo(t, 'jonas@example.com').then((mails) =>
      mails.filter((mail) => mail.includes('Sicherheitsrückruf')),
    );
    expect(german).toContain('Betroffenes Gerät');
    // The safety contact stands in for the registration's own address.
    expect(
      (await mailsTo(t, 'ana@example.com')).some((mail) => mail.includes('Rappel de sécurité')),
    ).toBe(false);
    expect(
      (await mailsTo(t, 'flow@example.com')).some((mail) => mail.includes('Rappel de sécurité')),
    ).toBe(false);
    // An address nobody confirmed is never mailed: not the contact, not the registrant.
    expect(await mailsTo(t, 'stranger@example.com')).toEqual([]);
    expect(
      (await mailsTo(t, 'never.confirmed@example.com')).some((mail) =>
        mail.includes('Rappel de sécurité'),
      ),
    ).toBe(false);

    const shown = await t.app.inject({
      url: `/api/console/recalls/${campaign.id}`,
      headers: staff,
    });
    expect(shown.json<RecallCampaign>().delivery).toEqual({ pending: 0, delivered: 3, bounced: 0 });
    const [entry] = await t.app.database.db
      .select()
      .from(staffActions)
      .where(eq(staffActions.action, 'recall_start'));
    expect(entry).toMatchObject({
      targetType: 'recall_campaign',
      targetId: campaign.id,
      reason: 'Rappel Aura 600 — thermostat',
      actorEmail: 'staff@example.com',
    });
    const missing = await t.app.inject({ url: '/api/console/recalls/nope', headers: staff });
    expect(missing.statusCode).toBe(404);
  });

  it('gives the safety contact to its person, and erases it with them', async () => {
    const found = await t.app.inject({
      url: '/api/console/people?email=ana@example.com',
      headers: staff,
    });
    const data = found.json<PersonalDataExport>();
    expect(data.registrations[0]?.safetyContact).toBe('ana.safety@example.com');
    const erased = await t.app.inject({
      method: 'POST',
      url: '/api/console/people/erase',
      headers: staff,
      payload: { email: 'ana@example.com', reason: 'Demande de la personne' },
    });
    expect(erased.statusCode).toBe(200);
    const left = await t.app.database.db.select().from(safetyContacts);
    expect(left.map((row) => row.email)).toEqual(['stranger@example.com']);
  });
});
