import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endUserCommand } from './commands';
import { BrowserSession, startAuthorization } from './oidc-client';
import { pdfText } from './pdf-text';
import { csrfHeaders, databaseKinds, useTestApp } from './test-app';
import { mintAccessToken, ownerClaims } from './tokens';

/** A real SMTP server on a free port, keeping every mail it receives, parsed. */
async function startSmtpServer() {
  const received: ParsedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          received.push(mail);
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The plain link of a mail's text to a path of ours. */
const linkIn = (text: string | undefined, path: string) =>
  new RegExp(`http://localhost:8080(${path}[\\w/-]*)`).exec(text ?? '')?.[1] ?? '';

describe.each(databaseKinds)('registration mails through SMTP on %s', (kind) => {
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  beforeAll(async () => {
    smtp = await startSmtpServer();
  });
  afterAll(() => smtp.close());
  const t = useTestApp(kind, () => ({ SMTP_URL: smtp.url }));

  const mailsTo = async (address: string) => {
    await t.app.mailWorker.drain();
    return smtp.received.filter((mail) => JSON.stringify(mail.to).includes(address));
  };

  it('sends the confirmation link in the registration’s language, as text and branded HTML', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/100000141?locale=de-DE',
      headers: csrfHeaders(),
      payload: endUserCommand('100000141', 'anna@example.com'),
    });
    expect(res.statusCode, res.body).toBe(201);
    const [mail] = await mailsTo('anna@example.com');
    expect(mail?.subject).toBe('Bestätigen Sie die Registrierung Ihres Produkts');
    expect(mail?.from?.value).toEqual([{ name: 'Calora', address: 'no-reply@calora.example' }]);
    const link = linkIn(mail?.text, '/api/registrations/confirm/');
    expect(link).not.toBe('');
    const html = String(mail?.html);
    expect(html).toContain('<html lang="de">');
    expect(html).toContain('Calora');
    // The link in full, readable before it is opened, in both parts.
    expect(html).toContain(`>http://localhost:8080${link}</a>`);
    // An address that confirmed nothing yet is greeted by itself, not by a typed name.
    expect(html).toContain('Hallo anna@example.com,');
    expect(mail?.attachments).toEqual([]);

    const confirmed = await t.app.inject({
      method: 'POST',
      url: link,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
    expect(confirmed.body).toContain('Registrierung bestätigt');
    const [, registered] = await mailsTo('anna@example.com');
    expect(registered?.subject).toBe('Ihr Produkt ist registriert');
    expect(registered?.text).toContain('http://localhost:8080/de-DE/users/products');
    expect(registered?.attachments.map((file) => [file.filename, file.contentType])).toEqual([
      ['certificate-100000141.pdf', 'application/pdf'],
    ]);
    const certificate = pdfText(registered?.attachments[0]?.content ?? Buffer.alloc(0));
    expect(certificate).toContain('Registrierungszertifikat');
    expect(certificate).toContain('100000141');
    expect(certificate).toContain('Aura 600');
  });

  it('sends a signed-in owner the certificate at once, and a transfer’s recipient a link in the owner’s language', async () => {
    const owner = {
      ...csrfHeaders(),
      authorization: `Bearer ${await mintAccessToken(t.app, {
        claims: { ...ownerClaims, email_verified: true },
        subject: 'owner-subject',
      })}`,
    };
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/100000142?locale=fr-FR',
      headers: owner,
      payload: endUserCommand('100000142', 'owner@example.com'),
    });
    expect(res.statusCode, res.body).toBe(201);
    const [registered] = await mailsTo(ownerClaims.email);
    expect(registered?.subject).toBe('Votre produit est enregistré');
    expect(registered?.attachments[0]?.filename).toBe('certificate-100000142.pdf');
    expect(pdfText(registered?.attachments[0]?.content ?? Buffer.alloc(0))).toContain(
      'Certificat d’enregistrement',
    );

    const transfer = await t.app.inject({
      method: 'POST',
      url: `/api/registrations/${res.json<{ registrationId: string }>().registrationId}/transfer`,
      headers: owner,
      payload: { email: 'lucie@example.com', firstName: 'Lucie', lastName: 'Moreau' },
    });
    expect(transfer.statusCode, transfer.body).toBe(202);
    const [mail] = await mailsTo('lucie@example.com');
    expect(mail?.subject).toBe('Un produit vous a été transféré');
    expect(String(mail?.html)).toContain('<html lang="fr">');
    expect(String(mail?.html)).toContain('Bonjour lucie@example.com,');
    expect(linkIn(mail?.text, '/api/registrations/confirm/')).not.toBe('');
  });

  it('sends the account’s verification link and an owner’s transfer request the same way', async () => {
    const session = new BrowserSession(t.app);
    const { interactionPath } = await startAuthorization(session, {
      ui_flow: 'signup',
      ui_locales: 'de-DE',
    });
    const created = await session.post(`${interactionPath}/signup`, {
      email: 'neu@example.com',
      password: 'Neu-Konto-2024!',
      givenName: 'Nora',
      familyName: 'Neu',
      companyName: '',
      companyEmail: '',
    });
    expect(created.statusCode).toBe(200);
    const [verification] = await mailsTo('neu@example.com');
    expect(String(verification?.html)).toContain('<html lang="de">');
    expect(linkIn(verification?.text, '/idp/verify/')).not.toBe('');
    expect(String(verification?.html)).toContain('http://localhost:8080/idp/verify/');

    // Nobody to ask before an owner registered the device; then the owner is asked, in the
    // language of their registration.
    const askForIt = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/devices/100000143/transfer-requests',
        headers: csrfHeaders(),
        payload: { email: 'buyer@example.com', firstName: 'Paul', lastName: 'Girard' },
      });
    expect((await askForIt()).statusCode).toBe(409);
    const owner = await t.app.inject({
      method: 'PUT',
      url: '/api/100000143?locale=fr-FR',
      headers: {
        ...csrfHeaders(),
        authorization: `Bearer ${await mintAccessToken(t.app, {
          claims: { ...ownerClaims, email_verified: true },
          subject: 'owner-subject',
        })}`,
      },
      payload: endUserCommand('100000143', 'owner@example.com'),
    });
    expect(owner.statusCode).toBe(201);
    expect((await askForIt()).statusCode).toBe(202);
    const mail = (await mailsTo(ownerClaims.email)).find(
      (sent) => sent.subject === 'Demande de transfert de votre produit',
    );
    expect(mail?.text).toContain('buyer@example.com demande');
    expect(mail?.text).not.toContain('Paul Girard');
    expect(String(mail?.html)).toContain('<html lang="fr">');
    expect(linkIn(mail?.text, '/api/transfer-requests/')).not.toBe('');
  });
});
