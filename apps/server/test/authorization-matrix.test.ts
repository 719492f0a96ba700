import { exportJWK, generateKeyPair } from 'jose';
import type { ApiClientScope } from '@pr/contracts/api-clients';
import { beforeAll, describe, expect, it } from 'vitest';
import { clientBearer, createApiClientAs } from './api-client-requests';
import { endUserCommand, rivoliAddress } from './commands';
import { csrfHeaders, useTestApp } from './test-app';
import {
  approvedCompany,
  embeddedSigningKey,
  installerClaims,
  mintAccessToken,
  ownerClaims,
  staffHeaders,
} from './tokens';

/** Who calls: every kind of caller the API tells apart, and the tokens it must refuse. */
const ROLES = [
  'anonymous',
  'endCustomer',
  'unverified',
  'installerA',
  'installerB',
  'staff',
  // API clients (client credentials): installer A's company with one scope each, and the
  // manufacturer's own system (no company) with the others.
  'clientWriter',
  'clientReader',
  'manufacturerClient',
  'forged',
  'expired',
  'revokedClient',
  // A person who erased their account: the token they still hold (issue 46).
  'erasedAccount',
] as const;
type Role = (typeof ROLES)[number];

/** One API route called in one way, with the status each role must get. */
interface Cell {
  name: string;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Each role's call gets its own serial where a call would store something. */
  url: (serial: string) => string;
  body?: (serial: string, role: Role) => unknown;
  expected: Record<Role, number>;
}

/** Every caller with a bad token is refused, on every route, before anything else. */
const refusedTokens = {
  forged: 401,
  expired: 401,
  revokedClient: 401,
  erasedAccount: 401,
} as const;
/** An API client's token opens only the routes its scopes name; on any other, 403. */
const clientsRefused = { clientWriter: 403, clientReader: 403, manufacturerClient: 403 } as const;
const everyone = (status: number) => ({
  anonymous: status,
  endCustomer: status,
  unverified: status,
  installerA: status,
  installerB: status,
  staff: status,
  ...clientsRefused,
  ...refusedTokens,
});
/** A header row's key: a SHA-256 nobody remembered a mapping for. */
const HEADERS_KEY = '0'.repeat(64);

const installersOnly = (status: number) => ({
  anonymous: 401,
  endCustomer: 403,
  unverified: status,
  installerA: status,
  installerB: status,
  staff: 403,
  ...clientsRefused,
  ...refusedTokens,
});
const staffOnly = (status: number) => ({
  ...everyone(403),
  anonymous: 401,
  staff: status,
  ...refusedTokens,
});
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';
const UNKNOWN_CERTIFICATE = `${'0'.repeat(32)}${'A'.repeat(22)}`;
const signedIn = (status: number) => ({ ...everyone(status), anonymous: 401 });
/** Outside /api (the GS1 resolver): a token is neither needed nor looked at. */
const anyToken = (status: number) =>
  Object.fromEntries(ROLES.map((role) => [role, status])) as Record<Role, number>;

const COMPANY_A = 'Dubois Chauffage SARL';
const COMPANY_B = 'Martin Thermique SAS';

const installerCommand = (serial: string, company: string) => ({
  serialNumber: serial,
  productModel: 'Aura 600',
  installationDate: '2026-03-14T00:00:00.000Z',
  installerCompany: { name: company, email: 'contact@example.com' },
  installationAddress: rivoliAddress,
});
const companyOf = (role: Role) => (role === 'installerB' ? COMPANY_B : COMPANY_A);

const CELLS: Cell[] = [
  { name: 'runtime settings', method: 'GET', url: () => '/api/config', expected: everyone(200) },
  { name: 'health', method: 'GET', url: () => '/api/health', expected: everyone(200) },
  { name: 'liveness', method: 'GET', url: () => '/api/health/live', expected: everyone(200) },
  { name: 'readiness', method: 'GET', url: () => '/api/health/ready', expected: everyone(200) },
  {
    name: 'health as a signed-in caller',
    method: 'GET',
    url: () => '/api/health/authenticated',
    expected: { ...everyone(200), anonymous: 401, ...refusedTokens },
  },
  { name: 'product list', method: 'GET', url: () => '/api/products', expected: everyone(200) },
  {
    name: 'GS1 Digital Link of a serial',
    method: 'GET',
    url: () => '/01/04012345100013/21/908765401',
    expected: anyToken(307),
  },
  {
    name: 'GS1 resolver description',
    method: 'GET',
    url: () => '/.well-known/gs1resolver',
    expected: anyToken(200),
  },
  {
    name: 'product of a serial',
    method: 'GET',
    url: () => '/api/devices/908765401/FR/fr',
    expected: everyone(200),
  },
  {
    name: 'batch serial look-up',
    method: 'POST',
    url: () => '/api/devices/lookup',
    body: () => ({ serialNumbers: ['908765401'], language: 'fr', country: 'FR' }),
    expected: installersOnly(200),
  },
  {
    name: 'address check',
    method: 'POST',
    url: () => '/api/places/check?country=FR',
    body: () => ({ addresses: ['10 Rue de Rivoli, 75001 Paris'], language: 'fr' }),
    expected: installersOnly(200),
  },
  {
    name: 'address search',
    method: 'GET',
    url: () => '/api/places/search?q=Rue%20de%20Rivoli&language=fr',
    expected: everyone(200),
  },
  {
    name: 'end-user registration',
    method: 'PUT',
    url: (serial) => `/api/${serial}?locale=fr-FR`,
    body: (serial) => endUserCommand(serial),
    expected: everyone(201),
  },
  {
    name: 'installer registration',
    method: 'PUT',
    url: (serial) => `/api/${serial}?locale=fr-FR`,
    body: (serial, role) => installerCommand(serial, companyOf(role)),
    expected: { ...installersOnly(201), clientWriter: 201 },
  },
  {
    name: 'bulk registration',
    method: 'PUT',
    url: () => '/api/devices/batch?locale=fr-FR',
    body: (serial, role) => ({
      callerName: companyOf(role),
      confirmationEmail: 'contact@example.com',
      countryCode: 'FR',
      productRegistrations: [installerCommand(serial, companyOf(role))],
    }),
    // Batch rows hold their serials at once: a verified e-mail is needed for that.
    expected: { ...installersOnly(201), unverified: 403, clientWriter: 201 },
  },
  {
    name: 'bulk batch by its key',
    method: 'GET',
    url: () => '/api/devices/batch/unknown-batch-key',
    expected: { ...installersOnly(404), clientWriter: 404 },
  },
  {
    name: 'confirmation link page',
    method: 'GET',
    url: () => '/api/registrations/confirm/unknown-token',
    expected: everyone(404),
  },
  {
    name: 'confirmation button',
    method: 'POST',
    url: () => '/api/registrations/confirm/unknown-token',
    expected: everyone(404),
  },
  {
    name: 'console: registration search',
    method: 'GET',
    url: () => '/api/console/registrations?status=confirmed',
    expected: { ...staffOnly(200), manufacturerClient: 200 },
  },
  {
    name: 'console: export',
    method: 'GET',
    url: () => '/api/console/registrations/export?format=csv&status=confirmed',
    expected: staffOnly(200),
  },
  {
    name: 'console: registration detail',
    method: 'GET',
    url: () => `/api/console/registrations/${UNKNOWN_ID}`,
    expected: staffOnly(404),
  },
  {
    name: 'console: cancel a registration',
    method: 'POST',
    url: () => `/api/console/registrations/${UNKNOWN_ID}/cancel`,
    body: () => ({ reason: 'A reason' }),
    expected: staffOnly(404),
  },
  {
    name: 'console: move a registration to another e-mail',
    method: 'POST',
    url: () => `/api/console/registrations/${UNKNOWN_ID}/reassign`,
    body: () => ({ email: 'new@example.com', reason: 'A reason' }),
    expected: staffOnly(404),
  },
  {
    name: 'console: installer companies',
    method: 'GET',
    url: () => '/api/console/companies?status=pending',
    expected: staffOnly(200),
  },
  {
    name: 'console: approve a company',
    method: 'POST',
    url: () => `/api/console/companies/${UNKNOWN_ID}/approve`,
    body: () => ({}),
    expected: staffOnly(404),
  },
  {
    name: 'console: reject a company',
    method: 'POST',
    url: () => `/api/console/companies/${UNKNOWN_ID}/reject`,
    body: () => ({ reason: 'A reason' }),
    expected: staffOnly(404),
  },
  {
    name: 'console: overview',
    method: 'GET',
    url: () => '/api/console/overview',
    expected: staffOnly(200),
  },
  {
    name: 'console: funnel',
    method: 'GET',
    url: () => '/api/console/funnel?from=2026-01-01&to=2026-01-31&channel=installer',
    expected: staffOnly(200),
  },
  {
    name: 'console: funnel export',
    method: 'GET',
    url: () => '/api/console/funnel/export?locale=fr-FR',
    expected: staffOnly(200),
  },
  {
    name: 'console: catalog overview',
    method: 'GET',
    url: () => '/api/console/catalog',
    expected: staffOnly(200),
  },
  {
    name: 'console: catalog import',
    method: 'POST',
    url: () => '/api/console/catalog/import',
    body: () => ({ files: [{ name: 'catalog.json', text: '{"products": []}' }] }),
    expected: { ...staffOnly(200), manufacturerClient: 200 },
  },
  {
    name: 'console: audit log',
    method: 'GET',
    url: () => '/api/console/audit',
    expected: staffOnly(200),
  },
  {
    name: 'webhooks: endpoints',
    method: 'GET',
    url: () => '/api/console/webhooks/endpoints',
    expected: staffOnly(200),
  },
  {
    // Staff get past the guard to the target check: the cloud's metadata address is refused.
    name: 'webhooks: add an endpoint',
    method: 'POST',
    url: () => '/api/console/webhooks/endpoints',
    body: () => ({ url: 'http://169.254.169.254/', eventTypes: ['registration.confirmed'] }),
    expected: staffOnly(400),
  },
  {
    name: 'webhooks: rotate a secret',
    method: 'POST',
    url: () => `/api/console/webhooks/endpoints/${UNKNOWN_ID}/rotate-secret`,
    expected: staffOnly(404),
  },
  {
    name: 'webhooks: pause an endpoint',
    method: 'POST',
    url: () => `/api/console/webhooks/endpoints/${UNKNOWN_ID}/pause`,
    expected: staffOnly(404),
  },
  {
    name: 'webhooks: resume an endpoint',
    method: 'POST',
    url: () => `/api/console/webhooks/endpoints/${UNKNOWN_ID}/resume`,
    expected: staffOnly(404),
  },
  {
    name: 'webhooks: delete an endpoint',
    method: 'DELETE',
    url: () => `/api/console/webhooks/endpoints/${UNKNOWN_ID}`,
    expected: staffOnly(404),
  },
  {
    name: 'webhooks: an endpoint’s deliveries',
    method: 'GET',
    url: () => `/api/console/webhooks/endpoints/${UNKNOWN_ID}/deliveries`,
    expected: staffOnly(404),
  },
  {
    name: 'webhooks: recover an endpoint since a time',
    method: 'POST',
    url: () => `/api/console/webhooks/endpoints/${UNKNOWN_ID}/recover`,
    body: () => ({ since: '2026-01-01T00:00:00Z' }),
    expected: staffOnly(404),
  },
  {
    name: 'webhooks: resend a delivery',
    method: 'POST',
    url: () => `/api/console/webhooks/deliveries/${UNKNOWN_ID}/resend`,
    expected: staffOnly(404),
  },
  {
    name: 'API clients: list',
    method: 'GET',
    url: () => '/api/console/api-clients',
    expected: staffOnly(200),
  },
  {
    name: 'API clients: add one',
    method: 'POST',
    url: () => '/api/console/api-clients',
    body: () => ({ name: 'Matrix client', companyId: null, scopes: ['registrations:read'] }),
    expected: staffOnly(201),
  },
  {
    name: 'API clients: revoke one',
    method: 'POST',
    url: () => `/api/console/api-clients/${UNKNOWN_ID}/revoke`,
    expected: staffOnly(404),
  },
  {
    // A client authenticates with its secret (HTTP Basic or form fields), never a bearer token.
    name: 'API clients: token endpoint without client credentials',
    method: 'POST',
    url: () => '/api/oauth/token',
    body: () => ({ grant_type: 'client_credentials' }),
    expected: { ...everyone(401), clientWriter: 401, clientReader: 401, manufacturerClient: 401 },
  },
  {
    name: 'my registrations ("Mes produits")',
    method: 'GET',
    url: () => '/api/me/registrations',
    expected: signedIn(200),
  },
  {
    name: 'my personal data ("Mes données")',
    method: 'GET',
    url: () => '/api/me/personal-data',
    expected: signedIn(200),
  },
  {
    name: 'the current texts my account agreed to (step 5)',
    method: 'GET',
    url: () => '/api/me/consents',
    expected: signedIn(200),
  },
  {
    name: 'registration certificate (PDF) of an unknown registration',
    method: 'GET',
    url: () => `/api/registrations/${UNKNOWN_ID}/certificate`,
    expected: signedIn(404),
  },
  {
    name: 'registration status of a serial (step 1)',
    method: 'GET',
    url: (serial) => `/api/devices/${serial}/registration`,
    expected: everyone(200),
  },
  {
    name: 'transfer of an unknown registration',
    method: 'POST',
    url: () => `/api/registrations/${UNKNOWN_ID}/transfer`,
    body: () => ({ email: 'new@example.com', firstName: 'Lucie', lastName: 'Moreau' }),
    expected: signedIn(404),
  },
  {
    name: 'transfer request for a serial nobody registered',
    method: 'POST',
    url: (serial) => `/api/devices/${serial}/transfer-requests`,
    body: () => ({ email: 'buyer@example.com', firstName: 'Paul', lastName: 'Girard' }),
    expected: everyone(409),
  },
  {
    name: 'transfer request link page of an unknown request',
    method: 'GET',
    url: () => '/api/transfer-requests/unknown-token',
    expected: everyone(404),
  },
  {
    name: 'my installations ("Mes installations")',
    method: 'GET',
    url: () => '/api/installations',
    expected: { ...installersOnly(200), clientReader: 200 },
  },
  {
    name: 'my installations export',
    method: 'GET',
    url: () => '/api/installations/export',
    expected: { ...installersOnly(200), clientReader: 200 },
  },
  {
    name: 'my company’s points',
    method: 'GET',
    url: () => '/api/installations/points',
    expected: installersOnly(200),
  },
  {
    name: 'my company’s points statement export',
    method: 'GET',
    url: () => '/api/installations/points/export?format=xlsx',
    expected: installersOnly(200),
  },
  {
    name: 'remembered bulk mapping',
    method: 'GET',
    url: () => `/api/me/bulk-mappings/${HEADERS_KEY}`,
    expected: installersOnly(200),
  },
  {
    name: 'remember a bulk mapping',
    method: 'PUT',
    url: () => `/api/me/bulk-mappings/${HEADERS_KEY}`,
    body: () => ({ mapping: { '0': 'serialNumber' } }),
    expected: installersOnly(204),
  },
  {
    name: 'certificate check',
    method: 'GET',
    url: () => `/api/certificates/${UNKNOWN_CERTIFICATE}`,
    expected: everyone(404),
  },
  {
    name: 'telemetry report',
    method: 'POST',
    url: () => '/api/telemetry',
    body: () => ({ kind: 'error', message: 'boom' }),
    expected: everyone(204),
  },
  {
    name: 'web vitals report',
    method: 'POST',
    url: () => '/api/telemetry/web-vitals',
    body: () => ({ page: '/', metrics: [{ name: 'LCP', value: 1800 }] }),
    expected: everyone(204),
  },
  {
    name: 'funnel step report',
    method: 'POST',
    url: () => '/api/telemetry/funnel-step',
    body: () => ({ flow: 'user', step: 2, locale: 'fr-FR' }),
    expected: everyone(204),
  },
  {
    name: 'console: everything about an e-mail address',
    method: 'GET',
    url: () => '/api/console/people?email=nobody@example.com',
    expected: staffOnly(200),
  },
  {
    name: 'console: erase a person at their request',
    method: 'POST',
    url: () => '/api/console/people/erase',
    body: () => ({ email: 'nobody@example.com', reason: 'Demande écrite du 3 mars' }),
    expected: staffOnly(200),
  },
  {
    name: 'console: recall campaigns',
    method: 'GET',
    url: () => '/api/console/recalls',
    expected: staffOnly(200),
  },
  {
    name: 'console: whom a recall would reach',
    method: 'POST',
    url: () => '/api/console/recalls/reach',
    body: () => ({ selection: { productModels: ['CAL-RAD-AURA-600'] } }),
    expected: staffOnly(200),
  },
  {
    name: 'console: start a recall',
    method: 'POST',
    url: () => '/api/console/recalls',
    body: () => ({
      title: 'Rappel de la matrice',
      // A serial range nobody registered: the campaign mails nobody.
      selection: { productModels: ['CAL-RAD-AURA-600'], serialFrom: '999', serialTo: '999' },
      notices: { fr: { subject: 'Rappel', body: 'Texte du rappel.' } },
    }),
    expected: staffOnly(201),
  },
  {
    name: 'console: what a label sheet would hold',
    method: 'POST',
    url: () => '/api/console/labels/preview',
    body: () => ({
      productModel: 'CAL-RAD-AURA-600',
      serialFrom: '100000001',
      serialTo: '100000010',
    }),
    expected: staffOnly(200),
  },
  {
    name: 'console: print a label sheet',
    method: 'POST',
    url: () => '/api/console/labels',
    body: () => ({
      productModel: 'CAL-RAD-AURA-600',
      serialFrom: '100000001',
      serialTo: '100000010',
    }),
    expected: staffOnly(200),
  },
  {
    name: 'console: every company’s points',
    method: 'GET',
    url: () => '/api/console/points',
    expected: staffOnly(200),
  },
  {
    name: 'console: adjust a company’s points',
    method: 'POST',
    url: () => '/api/console/points/adjust',
    body: () => ({ companyId: UNKNOWN_ID, points: 10, reason: 'Geste commercial' }),
    expected: staffOnly(404),
  },
  {
    name: 'console: the review queue',
    method: 'GET',
    url: () => '/api/console/reviews',
    expected: staffOnly(200),
  },
  {
    name: 'console: how many registrations wait in the review queue',
    method: 'GET',
    url: () => '/api/console/reviews/count',
    expected: staffOnly(200),
  },
  {
    name: 'console: accept a flagged registration',
    method: 'POST',
    url: () => `/api/console/reviews/${UNKNOWN_ID}/accept`,
    body: () => ({}),
    expected: staffOnly(404),
  },
  {
    name: 'console: cancel a flagged registration',
    method: 'POST',
    url: () => `/api/console/reviews/${UNKNOWN_ID}/cancel`,
    body: () => ({ reason: 'Installé avant sa fabrication' }),
    expected: staffOnly(404),
  },
  {
    name: 'console: a company’s points statement export',
    method: 'GET',
    url: () => `/api/console/points/export?format=csv&companyId=${UNKNOWN_ID}`,
    expected: staffOnly(404),
  },
  {
    name: 'console: one recall campaign',
    method: 'GET',
    url: () => '/api/console/recalls/00000000-0000-4000-8000-000000000000',
    expected: staffOnly(404),
  },
  {
    // Last: it erases the caller (any signed-in person may ask it for themselves).
    name: 'erase my account',
    method: 'DELETE',
    url: () => '/api/me/account',
    expected: signedIn(200),
  },
];

describe('authorization matrix: every API route × every kind of caller', () => {
  const t = useTestApp('pglite', {
    REGISTRATION_RATE_LIMIT_PER_MINUTE: '1000',
    BATCH_RATE_LIMIT_PER_MINUTE: '1000',
    API_CLIENT_RATE_LIMIT_PER_MINUTE: '1000',
  });
  const headers = {} as Record<Role, Record<string, string>>;
  beforeAll(async () => {
    const bearer = async (subject: string, claims: Record<string, unknown>, expiresIn?: number) =>
      `Bearer ${await mintAccessToken(t.app, { subject, claims, ...(expiresIn ? { expiresIn } : {}) })}`;
    const { privateKey } = await generateKeyPair('RS256', { extractable: true });
    const forgedKey = {
      jwk: await exportJWK(privateKey),
      kid: (await embeddedSigningKey(t.app)).kid,
    };
    // Installer A's company, as mintAccessToken gives it to installer A's token.
    const companyA = await approvedCompany(
      t.app,
      COMPANY_A,
      installerClaims.company_email,
      `test:${COMPANY_A}|${installerClaims.company_email}`,
    );
    const staff = await staffHeaders(t.app);
    const client = async (companyId: string | null, scopes: ApiClientScope[]) =>
      clientBearer(
        t.app,
        await createApiClientAs(t.app, staff, { name: 'Matrix client', companyId, scopes }),
      );
    const revoked = await createApiClientAs(t.app, staff, {
      name: 'Revoked client',
      companyId: companyA,
      scopes: ['registrations:read', 'registrations:write'],
    });
    const revokedBearer = await clientBearer(t.app, revoked);
    await t.app.inject({
      method: 'POST',
      url: `/api/console/api-clients/${revoked.client.id}/revoke`,
      headers: staff,
    });
    const erasedAccount = await bearer('erased-person', {
      ...ownerClaims,
      email: 'erased@example.com',
      email_verified: true,
    });
    await t.app.inject({
      method: 'DELETE',
      url: '/api/me/account',
      headers: { ...csrfHeaders(), authorization: erasedAccount },
    });
    const authorization: Record<Role, string | null> = {
      anonymous: null,
      endCustomer: await bearer('customer', { ...ownerClaims, email_verified: true }),
      unverified: await bearer('unverified', {
        ...installerClaims,
        email: 'new@example.com',
        email_verified: false,
      }),
      installerA: await bearer('installer-a', installerClaims),
      installerB: await bearer('installer-b', {
        ...installerClaims,
        email: 'b@martin-thermique.example',
        company_name: COMPANY_B,
      }),
      staff: await bearer('staff', { email: 'staff@example.com', roles: ['registration-admin'] }),
      forged: `Bearer ${await mintAccessToken(t.app, { key: forgedKey, claims: installerClaims })}`,
      expired: await bearer('installer-a', installerClaims, Math.floor(Date.now() / 1000) - 60),
      clientWriter: await client(companyA, ['registrations:write']),
      clientReader: await client(companyA, ['registrations:read']),
      manufacturerClient: await client(null, ['registrations:read', 'catalog:write']),
      revokedClient: revokedBearer,
      erasedAccount,
    };
    for (const role of ROLES) {
      const token = authorization[role];
      headers[role] = { ...csrfHeaders(), ...(token ? { authorization: token } : {}) };
    }
  });

  it('covers every API route of the OpenAPI document (the /idp pages have tests of their own)', async () => {
    const paths = Object.keys(
      (await t.app.inject('/api/docs/json')).json<{ paths: Record<string, object> }>().paths,
    );
    const covered = new Set(
      CELLS.map((cell) =>
        decodeURIComponent(new URL(cell.url('{serialNumber}'), 'http://x').pathname),
      ),
    );
    const named = (path: string) =>
      path
        .replace('/devices/{serialNumber}/{country}/{language}', '/devices/908765401/FR/fr')
        .replace('{token}', 'unknown-token')
        .replace('{id}', UNKNOWN_ID)
        .replace('{registrationId}', UNKNOWN_ID)
        .replace('{certificateId}', UNKNOWN_CERTIFICATE)
        .replace('{headersKey}', HEADERS_KEY)
        .replace('{idempotencyKey}', 'unknown-batch-key');
    const api = paths.filter((path) => path.startsWith('/api/'));
    expect(api.length).toBeGreaterThanOrEqual(17);
    expect(api.map(named).filter((path) => !covered.has(path))).toEqual([]);
  });

  // Serials 100000101–100000200 are free demo devices: one per registering cell and role.
  let nextSerial = 100000101;
  for (const cell of CELLS) {
    it(`${cell.name}: ${cell.method} ${cell.url(':serial')}`, async () => {
      const statuses = {} as Record<Role, number>;
      for (const role of ROLES) {
        // Only a call with a body can store something: it gets a serial of its own.
        const serial = cell.body ? String(nextSerial++) : '908765401';
        const body = cell.body?.(serial, role);
        const res = await t.app.inject({
          method: cell.method,
          url: cell.url(serial),
          headers: headers[role],
          ...(body === undefined ? {} : { payload: body as object }),
        });
        statuses[role] = res.statusCode;
      }
      expect(statuses).toEqual(cell.expected);
    });
  }

  it('never answers one installer company with another’s registration', async () => {
    // The last cell erased the matrix's people, whose tokens stopped: new ones, same companies.
    const claims = {
      installerA: installerClaims,
      installerB: {
        ...installerClaims,
        email: 'b@martin-thermique.example',
        company_name: COMPANY_B,
      },
    };
    const put = async (role: 'installerA' | 'installerB') =>
      t.app.inject({
        method: 'PUT',
        url: '/api/100000190?locale=fr-FR',
        headers: {
          ...csrfHeaders(),
          authorization: `Bearer ${await mintAccessToken(t.app, { subject: `${role}-again`, claims: claims[role] })}`,
        },
        payload: installerCommand('100000190', companyOf(role)),
      });
    const first = await put('installerA');
    expect(first.statusCode, first.body).toBe(201);
    expect((await put('installerA')).json()).toEqual(first.json());
    const other = await put('installerB');
    expect(other.statusCode).toBe(409);
    expect(JSON.stringify(other.json())).not.toContain(
      first.json<{ registrationId: string }>().registrationId,
    );
  });

  it('gives an API client its own company’s registrations only, never another’s', async () => {
    const page = await t.app.inject({
      url: '/api/installations?limit=100',
      headers: headers.clientReader,
    });
    expect(page.statusCode).toBe(200);
    const items = page.json<{ items: { serialNumber: string; company: string | null }[] }>().items;
    // Installer B registered serials in the cells above; the client sees none of them.
    expect(items.length).toBeGreaterThan(0);
    expect(new Set(items.map((item) => item.company))).toEqual(new Set([COMPANY_A]));
    const everyCompany = await t.app.inject({
      url: '/api/console/registrations?limit=100',
      headers: headers.clientReader,
    });
    expect(everyCompany.statusCode).toBe(403);
  });
});
