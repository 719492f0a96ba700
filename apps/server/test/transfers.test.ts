import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { myRegistrationsSchema } from '@pr/contracts';
import { registrations } from '../src/db/schema';
import { endUserCommand } from './commands';
import { confirmationLinkIn, mailsTo, pressConfirm } from './outbox';
import { csrfHeaders, databaseKinds, useTestApp } from './test-app';
import { ownerClaims, useCaller } from './tokens';

const newOwner = { email: 'new.owner@example.com', firstName: 'Lucie', lastName: 'Moreau' };

/** The path of a transfer request's approval link in a mail, or ''. */
const approvalLinkIn = (mail: string | undefined) =>
  /http:\/\/localhost:8080(\/api\/transfer-requests\/[\w-]+)/.exec(mail ?? '')?.[1] ?? '';

describe.each(databaseKinds)('transfers on %s', (kind) => {
  const t = useTestApp(kind);
  const owner = useCaller(t, {
    claims: { ...ownerClaims, email_verified: true },
    subject: 'owner-subject',
  });
  const recipient = useCaller(t, {
    claims: { email: newOwner.email, email_verified: true, given_name: 'Lucie' },
    subject: 'recipient-subject',
  });
  const stranger = useCaller(t, {
    claims: { email: 'stranger@example.com', email_verified: true },
    subject: 'stranger-subject',
  });
  const staff = useCaller(t, {
    claims: { email: 'staff@example.com', roles: ['registration-admin'] },
    subject: 'staff',
  });

  /** A registration by the signed-in owner, confirmed at once. */
  const registerAsOwner = async (serial: string) => {
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/${serial}?locale=fr-FR`,
      headers: owner,
      payload: endUserCommand(serial, 'owner@example.com'),
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<{ registrationId: string }>().registrationId;
  };
  const transfer = (id: string, headers: Record<string, string>, payload: object = newOwner) =>
    t.app.inject({
      method: 'POST',
      url: `/api/registrations/${id}/transfer`,
      headers,
      payload,
    });
  const serialsOf = async (headers: Record<string, string>) => {
    const res = await t.app.inject({ url: '/api/me/registrations?language=fr', headers });
    return myRegistrationsSchema
      .parse(res.json())
      .registrations.map((r) => `${r.serialNumber} ${r.status}`);
  };

  it('moves a device to the address its owner gives, once that address confirms', async () => {
    const id = await registerAsOwner('100000131');
    const res = await transfer(id, owner);
    expect(res.statusCode, res.body).toBe(202);
    expect(res.json()).toMatchObject({ status: 'pending' });
    // The owner keeps it until the recipient confirms, and sees whom it waits for.
    expect(await serialsOf(owner)).toContain('100000131 confirmed');
    const listed = await t.app.inject({ url: '/api/me/registrations', headers: owner });
    expect(
      myRegistrationsSchema.parse(listed.json()).registrations.find((r) => r.id === id),
    ).toMatchObject({ pendingTransferTo: newOwner.email });

    const [mail] = await mailsTo(t, newOwner.email);
    expect(mail).toContain('vous a été transféré');
    expect(mail).toContain(`Bonjour ${newOwner.email}`);
    expect(mail).toContain('100000131');
    expect((await pressConfirm(t, confirmationLinkIn(mail))).body).toContain(
      'Enregistrement confirmé',
    );

    expect(await serialsOf(owner)).not.toContain('100000131 confirmed');
    expect(await serialsOf(recipient)).toContain('100000131 confirmed');
    // The old owner can no longer hand it on; the new one can.
    expect((await transfer(id, owner, { ...newOwner, email: 'x@example.com' })).statusCode).toBe(
      409,
    );
  });

  it('refuses a transfer of someone else’s, a pending or an unknown registration, and bad input', async () => {
    const id = await registerAsOwner('100000132');
    expect((await transfer(id, stranger)).statusCode).toBe(404);
    expect((await transfer('not-a-uuid', owner)).statusCode).toBe(404);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `/api/registrations/${id}/transfer`,
          headers: csrfHeaders(),
          payload: newOwner,
        })
      ).statusCode,
    ).toBe(401);
    const toSelf = await transfer(id, owner, { ...newOwner, email: 'Owner@example.com' });
    expect(toSelf.statusCode).toBe(400);
    expect(toSelf.json()).toMatchObject({ code: 'same_email', details: [{ path: 'body/email' }] });
    const bad = await transfer(id, owner, { email: 'nope', firstName: '', lastName: 'M' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ details: { path: string }[] }>().details.map((d) => d.path)).toEqual([
      'body/email',
      'body/firstName',
    ]);

    const pending = await t.app.inject({
      method: 'PUT',
      url: '/api/100000133?locale=fr-FR',
      headers: csrfHeaders(),
      payload: endUserCommand('100000133', 'owner@example.com'),
    });
    const pendingId = pending.json<{ registrationId: string }>().registrationId;
    expect((await transfer(pendingId, owner)).statusCode).toBe(409);
  });

  it('asks the owner for a device someone else found registered, telling that person nothing', async () => {
    await registerAsOwner('100000134');
    const requester = { email: 'buyer@example.com', firstName: 'Paul', lastName: 'Girard' };
    const ask = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/devices/100000134/transfer-requests',
        headers: csrfHeaders(),
        payload: requester,
      });
    const res = await ask();
    expect(res.statusCode, res.body).toBe(202);
    expect(res.body).toBe('{"status":"requested"}');
    // Asking again while the request is open mails the owner nothing more.
    expect((await ask()).statusCode).toBe(202);
    const requests = (await mailsTo(t, 'owner@example.com')).filter((mail) =>
      mail.includes('/api/transfer-requests/'),
    );
    expect(requests).toHaveLength(1);
    expect(requests[0]).toContain('buyer@example.com demande');
    const link = approvalLinkIn(requests[0]);

    const page = await t.app.inject(link);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Approuver le transfert');
    expect(await mailsTo(t, requester.email)).toEqual([]);

    const approved = await pressConfirm(t, link);
    expect(approved.body).toContain('Transfert approuvé');
    const [mail] = await mailsTo(t, requester.email);
    expect(mail).toContain('Bonjour buyer@example.com');
    expect((await pressConfirm(t, confirmationLinkIn(mail))).body).toContain(
      'Enregistrement confirmé',
    );
    expect(await serialsOf(owner)).not.toContain('100000134 confirmed');
    // The link has done its work: pressing it again changes nothing.
    expect((await pressConfirm(t, link)).body).toContain('Transfert approuvé');
  });

  it('ends a transfer waiting for its link when staff cancel the registration', async () => {
    const id = await registerAsOwner('100000136');
    expect((await transfer(id, owner)).statusCode).toBe(202);
    const link = confirmationLinkIn(
      (await mailsTo(t, newOwner.email)).find((mail) => mail.includes('100000136')),
    );
    const cancel = await t.app.inject({
      method: 'POST',
      url: `/api/console/registrations/${id}/cancel`,
      headers: staff,
      payload: { reason: 'Registered by mistake' },
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    // The link mailed before the cancellation no longer takes the serial it freed.
    const pressed = await pressConfirm(t, link);
    expect(pressed.body).toContain('Enregistrement annulé');
    expect(await serialsOf(recipient)).not.toContain('100000136 confirmed');
    const realOwner = await t.app.inject({
      method: 'PUT',
      url: '/api/100000136?locale=fr-FR',
      headers: csrfHeaders(),
      payload: endUserCommand('100000136', 'real.owner@example.com'),
    });
    expect(realOwner.statusCode, realOwner.body).toBe(201);
  });

  it('refuses to confirm a move whose origin is no longer held, whoever ended it', async () => {
    const id = await registerAsOwner('100000137');
    expect((await transfer(id, owner)).statusCode).toBe(202);
    const link = confirmationLinkIn(
      (await mailsTo(t, newOwner.email)).find((mail) => mail.includes('100000137')),
    );
    // The origin cancelled behind the pending move's back (an older release, a script).
    await t.app.database.db
      .update(registrations)
      .set({ confirmationStatus: 'cancelled', cancelledAt: new Date() })
      .where(eq(registrations.id, id));
    expect((await pressConfirm(t, link)).body).toContain('Enregistrement annulé');
    expect(await serialsOf(recipient)).not.toContain('100000137 confirmed');
  });

  it('answers a request the same way whoever asks, and names the requester by e-mail only', async () => {
    // An owner of its own, whose mails of the day no other test has spent.
    const registered = await t.app.inject({
      method: 'PUT',
      url: '/api/100000138?locale=fr-FR',
      headers: csrfHeaders(),
      payload: endUserCommand('100000138', 'holder@example.com'),
      remoteAddress: '192.0.2.38',
    });
    expect(registered.statusCode, registered.body).toBe(201);
    await pressConfirm(t, confirmationLinkIn((await mailsTo(t, 'holder@example.com'))[0]));
    const ask = (requester: object) =>
      t.app.inject({
        method: 'POST',
        url: '/api/devices/100000138/transfer-requests',
        headers: csrfHeaders(),
        payload: requester,
        // A client of its own: the file's other tests have used the shared one's minute.
        remoteAddress: '192.0.2.38',
      });
    const fromOwner = await ask({ email: 'Holder@Example.com', firstName: 'A', lastName: 'B' });
    const fromOther = await ask({
      email: 'someone@example.com',
      firstName: 'Calora',
      lastName: 'Kundendienst',
    });
    // The owner's own address learns nothing a stranger's would not.
    expect([fromOwner.statusCode, fromOwner.body], fromOther.body).toEqual([
      fromOther.statusCode,
      fromOther.body,
    ]);
    const [mail] = (await mailsTo(t, 'holder@example.com')).filter((text) =>
      text.includes('/api/transfer-requests/'),
    );
    expect(mail).toContain('someone@example.com demande');
    expect(mail).not.toContain('Kundendienst');
    const page = await t.app.inject(approvalLinkIn(mail));
    expect(page.body).toContain('someone@example.com');
    expect(page.body).not.toContain('Kundendienst');
  });

  it('answers a request for a free serial, a bad link and bad input clearly', async () => {
    const free = await t.app.inject({
      method: 'POST',
      url: '/api/devices/100000135/transfer-requests',
      headers: csrfHeaders(),
      payload: { email: 'buyer@example.com', firstName: 'Paul', lastName: 'Girard' },
    });
    expect(free.statusCode).toBe(409);
    expect(free.json()).toMatchObject({ code: 'not_registered' });
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/devices/12/transfer-requests',
      headers: csrfHeaders(),
      payload: { email: 'buyer@example.com' },
    });
    expect(bad.statusCode).toBe(400);
    const unknown = await t.app.inject('/api/transfer-requests/unknown-token');
    expect(unknown.statusCode).toBe(404);
    // No request, no owner's language: the default locale's.
    expect(unknown.body).toContain('Anfrage ungültig');
  });
});
