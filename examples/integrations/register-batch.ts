// Registers a batch of devices as an installer company's system: a token by OAuth 2.0 client
// credentials, then the batch with an Idempotency-Key (a retry with the same key never
// registers twice), then the answer printed.
// Run: BASE_URL=https://registration.example CLIENT_ID=cli_… CLIENT_SECRET=cs_… \
//      SERIALS=100000101,100000102 npx tsx examples/integrations/register-batch.ts
import { randomUUID } from 'node:crypto';

const base = process.env.BASE_URL ?? 'http://localhost:8080';
const serials = (process.env.SERIALS ?? '100000101').split(',');
// Keep the key with the batch: sending it again after a timeout answers the first result.
const idempotencyKey = process.env.IDEMPOTENCY_KEY ?? randomUUID();

const basic = Buffer.from(`${process.env.CLIENT_ID}:${process.env.CLIENT_SECRET}`).toString(
  'base64',
);
const tokenResponse = await fetch(`${base}/api/oauth/token`, {
  method: 'POST',
  headers: { authorization: `Basic ${basic}`, 'content-type': 'application/x-www-form-urlencoded' },
  body: new URLSearchParams({ grant_type: 'client_credentials', scope: 'registrations:write' }),
});
if (!tokenResponse.ok)
  throw new Error(`token: ${tokenResponse.status} ${await tokenResponse.text()}`);
const { access_token: accessToken } = (await tokenResponse.json()) as { access_token: string };

const response = await fetch(`${base}/api/devices/batch?locale=fr-FR`, {
  method: 'PUT',
  headers: {
    authorization: `Bearer ${accessToken}`,
    'content-type': 'application/json',
    'idempotency-key': idempotencyKey,
  },
  body: JSON.stringify({
    // The company comes from the client, whatever these fields say.
    callerName: 'Dubois Chauffage SARL',
    confirmationEmail: 'contact@dubois-chauffage.example',
    countryCode: 'FR',
    productRegistrations: serials.map((serialNumber) => ({
      serialNumber,
      productModel: 'Aura 600',
      installationDate: '2026-02-03T00:00:00.000Z',
      installerCompany: {
        name: 'Dubois Chauffage SARL',
        email: 'contact@dubois-chauffage.example',
      },
      installationAddress: {
        street: 'Rue de la République',
        houseNumber: '20',
        locality: 'Lyon',
        postalCode: '69002',
        country: 'FR',
        addressSource: 'ManualEntry',
      },
    })),
  }),
});
// 201 stored, 200 the same key again; 400 lists the rows at fault, 409 serials taken.
console.log(response.status, idempotencyKey, JSON.stringify(await response.json()));
if (!response.ok) process.exitCode = 1;
