import { describe, expect, it } from 'vitest';
import {
  certificateVerificationSchema,
  myRegistrationsSchema,
  type MyRegistration,
} from '@pr/contracts';
import { endUserCommand, installerCommand } from './commands';
import { pdfText } from './pdf-text';
import { csrfHeaders, databaseKinds, useTestApp } from './test-app';
import { installerClaims, mintAccessToken, ownerClaims, staffHeaders, useCaller } from './tokens';

describe.each(databaseKinds)('certificates and "Mes produits" on %s', (kind) => {
  const t = useTestApp(kind);
  const owner = useCaller(
    t,
    { claims: { ...ownerClaims, email_verified: true }, subject: 'owner-subject' },
    { csrf: false },
  );
  const stranger = useCaller(
    t,
    {
      claims: { email: 'stranger@example.com', email_verified: true, given_name: 'Eve' },
      subject: 'stranger-subject',
    },
    { csrf: false },
  );

  const register = (serial: string, email: string, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/${serial}?locale=fr-FR`,
      headers: { ...csrfHeaders(), ...headers },
      payload: endUserCommand(serial, email),
    });
  const myRegistrations = async (headers: Record<string, string>, language = 'fr') => {
    const res = await t.app.inject({ url: `/api/me/registrations?language=${language}`, headers });
    expect(res.statusCode, res.body).toBe(200);
    return myRegistrationsSchema.parse(res.json()).registrations;
  };
  const listed = async (serial: string): Promise<MyRegistration> => {
    const found = (await myRegistrations(owner)).find((r) => r.serialNumber === serial);
    if (!found) throw new Error(`${serial} is not listed`);
    return found;
  };

  it('lists the owner’s registrations, signed in or made with the verified e-mail, and nobody else’s', async () => {
    expect((await register('100000021', 'owner@example.com', owner)).statusCode).toBe(201);
    // Made without signing in, with the account's address: pending until the mailed link.
    expect((await register('100000022', 'owner@example.com')).statusCode).toBe(201);
    expect((await register('100000023', 'someone@example.com')).statusCode).toBe(201);

    const mine = await myRegistrations(owner);
    expect(mine.map((r) => [r.serialNumber, r.status])).toEqual([
      ['100000022', 'pending'],
      ['100000021', 'confirmed'],
    ]);
    const confirmed = await listed('100000021');
    expect(confirmed).toMatchObject({
      productName: 'Radiateur design Aura 600',
      address: { street: 'Rue de Rivoli', postalCode: '75001', locality: 'Paris', country: 'FR' },
    });
    expect(confirmed.rewards.length).toBeGreaterThan(0);
    expect(confirmed.certificateId).toMatch(/^[0-9a-f]{32}[\w-]{22}$/);
    expect((await listed('100000022')).certificateId).toBeNull();

    expect(await myRegistrations(stranger)).toEqual([]);
    expect((await t.app.inject('/api/me/registrations')).statusCode).toBe(401);
    const badLanguage = await t.app.inject({
      url: '/api/me/registrations?language=french',
      headers: owner,
    });
    expect(badLanguage.statusCode).toBe(400);
  });

  it('sends the certificate as a PDF in the registration’s language, to its owner only', async () => {
    const { id, certificateId } = await listed('100000021');
    const res = await t.app.inject({ url: `/api/registrations/${id}/certificate`, headers: owner });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="certificate-100000021.pdf"',
    );
    const text = pdfText(res.rawPayload);
    expect(text).toContain('Certificat d’enregistrement');
    expect(text).toContain('100000021');
    expect(text).toContain('Radiateur design Aura 600');
    expect(text).toContain('Rue de Rivoli 10');
    expect(text).toContain('France');
    expect(text).toContain('Jean Martin');
    // The address is broken over lines where it is too long for one.
    expect(text.replace(/\s+/g, '')).toContain(`/fr-FR/verify/${certificateId}`);

    for (const [url, headers] of [
      [`/api/registrations/${id}/certificate`, stranger],
      [`/api/registrations/not-a-uuid/certificate`, owner],
      [`/api/registrations/${(await listed('100000022')).id}/certificate`, owner],
    ] as const) {
      expect((await t.app.inject({ url, headers })).statusCode, url).toBe(404);
    }
    expect((await t.app.inject(`/api/registrations/${id}/certificate`)).statusCode).toBe(401);
  });

  it('lets the installer company that registered a device have its certificate', async () => {
    const installer = {
      authorization: `Bearer ${await mintAccessToken(t.app, { claims: installerClaims })}`,
    };
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/100000024?locale=de-DE',
      headers: { ...csrfHeaders(), ...installer },
      payload: installerCommand('100000024'),
    });
    expect(res.statusCode, res.body).toBe(201);
    const { registrationId } = res.json<{ registrationId: string }>();
    const pdf = await t.app.inject({
      url: `/api/registrations/${registrationId}/certificate`,
      headers: installer,
    });
    expect(pdf.statusCode).toBe(200);
    const text = pdfText(pdf.rawPayload);
    expect(text).toContain('Registrierungszertifikat');
    expect(text).toContain(installerClaims.company_name);
    const status = await t.app.inject({
      url: '/api/devices/100000024/registration?registrantType=2',
      headers: installer,
    });
    expect(status.json()).toEqual({ status: 'yours', registrationId });
    expect(
      (
        await t.app.inject({
          url: `/api/registrations/${registrationId}/certificate`,
          headers: owner,
        })
      ).statusCode,
    ).toBe(404);
  });

  it('tells step 1 whether a serial is registered, and whether by the caller, never by whom', async () => {
    const status = async (serial: string, headers: Record<string, string> = {}, type = 1) => {
      const res = await t.app.inject({
        url: `/api/devices/${serial}/registration?registrantType=${type}`,
        headers,
      });
      return { code: res.statusCode, body: res.body, json: res.json<Record<string, unknown>>() };
    };
    const { id } = await listed('100000021');
    expect((await status('100000021', owner)).json).toEqual({
      status: 'yours',
      registrationId: id,
    });
    for (const headers of [stranger, {}]) {
      const other = await status('100000021', headers);
      expect(other.json).toEqual({ status: 'taken', registrationId: null });
      for (const personal of ['owner', 'Jean', 'Martin', 'Rivoli']) {
        expect(other.body).not.toContain(personal);
      }
    }
    // A pending registration holds nothing; an owner's registration is no installer's.
    expect((await status('100000022', stranger)).json).toMatchObject({ status: 'free' });
    expect((await status('100000021', stranger, 2)).json).toMatchObject({ status: 'free' });
    expect((await status('100000027')).json).toMatchObject({ status: 'free' });
    expect((await status('999999999')).code).toBe(404);
    expect((await status('12ab')).code).toBe(400);
    expect((await status('100000021', {}, 3)).code).toBe(400);
  });

  it('lets anyone check a certificate: product, serial and date, never personal data', async () => {
    const { id, certificateId } = await listed('100000021');
    if (certificateId === null) throw new Error('no certificate');
    const res = await t.app.inject(`/api/certificates/${certificateId}?language=de`);
    expect(res.statusCode).toBe(200);
    // Nothing beyond the contract's four fields.
    const answer = certificateVerificationSchema.strict().parse(res.json());
    expect(answer).toMatchObject({
      status: 'valid',
      serialNumber: '100000021',
      registeredOn: new Date().toISOString().slice(0, 10),
    });
    expect(answer.productName).not.toBe('');
    for (const personal of ['owner@example.com', 'Claire', 'Petit', 'Rivoli', id]) {
      expect(res.body).not.toContain(personal);
    }

    // A made-up signature, another registration's id with this signature, or no id at all.
    const hex = certificateId.slice(0, 32);
    const signature = certificateId.slice(32);
    const forged = `${hex}${signature.startsWith('A') ? 'B' : 'A'}${signature.slice(1)}`;
    const pendingHex = (await listed('100000022')).id.replaceAll('-', '');
    for (const other of [forged, `${pendingHex}${signature}`]) {
      const answer = await t.app.inject(`/api/certificates/${other}`);
      expect(answer.statusCode, other).toBe(404);
      expect(answer.json()).toMatchObject({ code: 'unknown_certificate' });
    }
    expect((await t.app.inject('/api/certificates/1234')).statusCode).toBe(400);

    // Staff cancel the registration: the certificate says so from then on.
    const cancelled = await t.app.inject({
      method: 'POST',
      url: `/api/console/registrations/${id}/cancel`,
      headers: await staffHeaders(t.app),
      payload: { reason: 'The invoice names another owner' },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect((await t.app.inject(`/api/certificates/${certificateId}`)).json()).toMatchObject({
      status: 'cancelled',
    });
  });
});
