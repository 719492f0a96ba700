import { eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiClientListSchema } from '@pr/contracts/api-clients';
import { apiClients, companies, registrations, staffActions } from '../src/db/schema';
import { batchCommand, installerCommand } from './commands';
import { clientBearer, createApiClientAs, requestClientToken } from './api-client-requests';
import { csrfHeaders, databaseKinds, useTestApp } from './test-app';
import { approvedCompany, installerClaims, mintAccessToken, useCaller } from './tokens';

describe.each(databaseKinds)('API clients (client credentials) on %s', (kind) => {
  const t = useTestApp(kind, {
    API_CLIENT_RATE_LIMIT_PER_MINUTE: '8',
    BATCH_RATE_LIMIT_PER_MINUTE: '1000',
  });
  const staff = useCaller(t);
  let companyA: string;
  let companyB: string;
  beforeAll(async () => {
    companyA = await approvedCompany(t.app, 'Dubois Chauffage SARL', 'contact@dubois.example');
    companyB = await approvedCompany(t.app, 'Martin Thermique SAS', 'b@martin.example');
  });

  // No cookie and no CSRF header: an integrator's system has neither.
  const call = (
    authorization: string,
    method: 'GET' | 'PUT' | 'POST',
    url: string,
    payload?: object,
    headers: Record<string, string> = {},
  ) =>
    t.app.inject({
      method,
      url,
      headers: { authorization, ...headers },
      ...(payload ? { payload } : {}),
    });
  const companyClient = (scopes: ('registrations:read' | 'registrations:write')[]) =>
    createApiClientAs(t.app, staff, { name: 'ERP Dubois', companyId: companyA, scopes });
  const auditOf = (clientId: string) =>
    t.app.database.db.select().from(staffActions).where(eq(staffActions.actorSubject, clientId));

  it('staff create a client and see its secret once; the list never shows it', async () => {
    const created = await companyClient(['registrations:write']);
    expect(created.client).toMatchObject({
      name: 'ERP Dubois',
      companyId: companyA,
      companyName: 'Dubois Chauffage SARL',
      scopes: ['registrations:write'],
      revokedAt: null,
      lastUsedAt: null,
    });
    expect(created.client.id).toMatch(/^cli_/);
    expect(created.clientSecret.length).toBeGreaterThan(40);
    const list = await t.app.inject({ url: '/api/console/api-clients', headers: staff });
    expect(list.statusCode).toBe(200);
    expect(apiClientListSchema.parse(list.json()).clients.map((c) => c.id)).toContain(
      created.client.id,
    );
    expect(list.body).not.toContain(created.clientSecret);
    const [row] = await t.app.database.db
      .select()
      .from(apiClients)
      .where(eq(apiClients.id, created.client.id));
    expect(row?.secretHash).not.toContain(created.clientSecret);
    const [entry] = await t.app.database.db
      .select()
      .from(staffActions)
      .where(eq(staffActions.targetId, created.client.id));
    expect(entry).toMatchObject({ action: 'api_client_create', actorEmail: 'staff@example.com' });
  });

  it('refuses a client for an unknown or unapproved company, and catalog:write for a company', async () => {
    const post = (payload: object) =>
      t.app.inject({ method: 'POST', url: '/api/console/api-clients', headers: staff, payload });
    const unknown = await post({
      name: 'Nobody',
      companyId: '00000000-0000-4000-8000-000000000000',
      scopes: ['registrations:read'],
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'company_not_found' });
    const [pending] = await t.app.database.db
      .insert(companies)
      .values({ name: 'Pending SARL', status: 'pending' })
      .returning({ id: companies.id });
    const notApproved = await post({
      name: 'Pending',
      companyId: pending?.id,
      scopes: ['registrations:read'],
    });
    expect(notApproved.statusCode).toBe(409);
    expect(notApproved.json()).toMatchObject({ code: 'company_not_approved' });
    const catalog = await post({ name: 'Bad', companyId: companyA, scopes: ['catalog:write'] });
    expect(catalog.statusCode).toBe(400);
  });

  it('keeps the console API to staff', async () => {
    const installer = `Bearer ${await mintAccessToken(t.app, { claims: installerClaims })}`;
    const res = await t.app.inject({
      url: '/api/console/api-clients',
      headers: { authorization: installer },
    });
    expect(res.statusCode).toBe(403);
  });

  it('answers a wrong secret, a wrong grant or a scope the client lacks in OAuth terms', async () => {
    const created = await companyClient(['registrations:write']);
    const wrong = await requestClientToken(t.app, created.client.id, 'cs_wrong');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toMatchObject({ error: 'invalid_client' });
    const unknown = await requestClientToken(t.app, 'cli_nobody', created.clientSecret);
    expect(unknown.json()).toMatchObject({ error: 'invalid_client' });
    const scope = await requestClientToken(
      t.app,
      created.client.id,
      created.clientSecret,
      'catalog:write',
    );
    expect(scope.statusCode).toBe(400);
    expect(scope.json()).toMatchObject({ error: 'invalid_scope' });
    const grant = await t.app.inject({
      method: 'POST',
      url: '/api/oauth/token',
      payload: {
        grant_type: 'password',
        client_id: created.client.id,
        client_secret: created.clientSecret,
      },
    });
    expect(grant.json()).toMatchObject({ error: 'unsupported_grant_type' });
    // The form fields authenticate a client as well as HTTP Basic does.
    const fields = await t.app.inject({
      method: 'POST',
      url: '/api/oauth/token',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `grant_type=client_credentials&client_id=${created.client.id}&client_secret=${created.clientSecret}`,
    });
    expect(fields.statusCode).toBe(200);
    expect(fields.json()).toMatchObject({
      token_type: 'Bearer',
      expires_in: 600,
      scope: 'registrations:write',
    });
  });

  it('registers a batch for its company, once per Idempotency-Key, and a single device', async () => {
    const created = await companyClient(['registrations:write', 'registrations:read']);
    const bearer = await clientBearer(t.app, created);
    const serials = ['100000101', '100000102', '100000103'];
    const key = { 'idempotency-key': 'erp-batch-0001' };
    const put = () =>
      call(bearer, 'PUT', '/api/devices/batch?locale=fr-FR', batchCommand(serials), key);
    const first = await put();
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({ registered: 3 });
    const again = await put();
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    const rows = await t.app.database.db
      .select()
      .from(registrations)
      .where(inArray(registrations.serialNumber, serials));
    // Each registration says which client made it and for which company.
    expect(rows.map((r) => [r.accountSubject, r.companyId, r.installerCompanyName])).toEqual(
      serials.map(() => [created.client.id, companyA, 'Dubois Chauffage SARL']),
    );
    const single = await call(
      bearer,
      'PUT',
      '/api/100000104?locale=fr-FR',
      installerCommand('100000104'),
    );
    expect(single.statusCode, single.body).toBe(201);
    const asEndUser = await call(bearer, 'PUT', '/api/100000105?locale=fr-FR', {
      ...installerCommand('100000105'),
      installerCompany: undefined,
      enduser: { email: 'claire@example.com', firstName: 'Claire', lastName: 'Petit' },
    });
    expect(asEndUser.statusCode).toBe(403);
    // A large batch is read like an installer's (an anonymous body stops at 64 kB): its rows
    // are checked, and those of serials the catalog lacks named.
    const many = Array.from({ length: 400 }, (_, i) => String(100000001 + i));
    const large = await call(bearer, 'PUT', '/api/devices/batch', batchCommand(many));
    expect(large.statusCode).toBe(400);
    expect(large.json()).toMatchObject({ code: 'invalid_rows' });
  });

  it("reads its own company's registrations and never another company's", async () => {
    const other = `Bearer ${await mintAccessToken(t.app, {
      subject: 'installer-b',
      claims: { ...installerClaims, company_name: 'Martin Thermique SAS', company_id: companyB },
    })}`;
    const theirs = await t.app.inject({
      method: 'PUT',
      url: '/api/100000110?locale=fr-FR',
      headers: { ...csrfHeaders(), authorization: other },
      payload: installerCommand('100000110', undefined, 'Martin Thermique SAS'),
    });
    expect(theirs.statusCode, theirs.body).toBe(201);
    const created = await companyClient(['registrations:read', 'registrations:write']);
    const bearer = await clientBearer(t.app, created);
    expect(
      (await call(bearer, 'PUT', '/api/devices/batch', batchCommand(['100000111']))).statusCode,
    ).toBe(201);
    const page = await call(bearer, 'GET', '/api/installations?limit=100');
    expect(page.statusCode, page.body).toBe(200);
    const items = page.json<{ items: { serialNumber: string; company: string | null }[] }>().items;
    expect(items.map((item) => item.serialNumber)).toContain('100000111');
    expect(items.map((item) => item.serialNumber)).not.toContain('100000110');
    expect(new Set(items.map((item) => item.company))).toEqual(new Set(['Dubois Chauffage SARL']));
    const console = await call(bearer, 'GET', '/api/console/registrations');
    expect(console.statusCode).toBe(403);
    expect(console.json()).toMatchObject({ code: 'api_client_kind' });
  });

  it('refuses a call its scopes do not open, and every route not meant for clients, with 403', async () => {
    const readOnly = await companyClient(['registrations:read']);
    const bearer = await clientBearer(t.app, readOnly);
    const res = await call(bearer, 'PUT', '/api/devices/batch', batchCommand(['100000120']));
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'insufficient_scope' });
    expect(res.headers['www-authenticate']).toContain('insufficient_scope');
    const narrowed = await companyClient(['registrations:read', 'registrations:write']);
    const readToken = await clientBearer(t.app, narrowed, 'registrations:read');
    expect(
      (await call(readToken, 'PUT', '/api/devices/batch', batchCommand(['100000121']))).statusCode,
    ).toBe(403);
    const mine = await call(bearer, 'GET', '/api/me/registrations');
    expect(mine.statusCode).toBe(403);
    expect(mine.json()).toMatchObject({ code: 'api_client_not_allowed' });
  });

  it('lets a manufacturer client read every registration and import the catalog', async () => {
    const created = await createApiClientAs(t.app, staff, {
      name: 'Warranty system',
      companyId: null,
      scopes: ['registrations:read', 'catalog:write'],
    });
    const bearer = await clientBearer(t.app, created);
    const search = await call(bearer, 'GET', '/api/console/registrations?limit=100');
    expect(search.statusCode, search.body).toBe(200);
    const imported = await call(bearer, 'POST', '/api/console/catalog/import', {
      files: [{ name: 'catalog.json', text: '{"products": []}' }],
    });
    expect(imported.statusCode, imported.body).toBe(200);
    expect((await call(bearer, 'GET', '/api/installations')).statusCode).toBe(403);
    expect((await call(bearer, 'GET', '/api/console/audit')).statusCode).toBe(403);
    // A registration is made as a company: the manufacturer's client cannot be given that.
    const writer = await t.app.inject({
      method: 'POST',
      url: '/api/console/api-clients',
      headers: staff,
      payload: { name: 'ERP', companyId: null, scopes: ['registrations:write'] },
    });
    expect(writer.statusCode).toBe(400);
    expect(writer.json()).toMatchObject({
      details: [expect.objectContaining({ path: 'body/scopes' })],
    });
    // What staff's own actions record, the client's record too, under its id.
    const actions = (await auditOf(created.client.id)).map((entry) => entry.action);
    expect(actions).toEqual(expect.arrayContaining(['search', 'import']));
  });

  it('stops a revoked client at once, its unexpired token included', async () => {
    const created = await companyClient(['registrations:read']);
    const bearer = await clientBearer(t.app, created);
    expect((await call(bearer, 'GET', '/api/installations')).statusCode).toBe(200);
    const revoked = await t.app.inject({
      method: 'POST',
      url: `/api/console/api-clients/${created.client.id}/revoke`,
      headers: staff,
    });
    expect(revoked.statusCode).toBe(200);
    expect(
      revoked.json<{ client: { revokedAt: string | null } }>().client.revokedAt,
    ).not.toBeNull();
    const after = await call(bearer, 'GET', '/api/installations');
    expect(after.statusCode).toBe(401);
    expect(after.json()).toMatchObject({ code: 'invalid_token' });
    const token = await requestClientToken(t.app, created.client.id, created.clientSecret);
    expect(token.json()).toMatchObject({ error: 'invalid_client' });
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/console/api-clients/cli_000000000000000000000000/revoke',
      headers: staff,
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('limits calls per client (429) and records every call in the audit log', async () => {
    const created = await companyClient(['registrations:read']);
    const bearer = await clientBearer(t.app, created);
    const statuses: number[] = [];
    for (let i = 0; i < 9; i++)
      statuses.push((await call(bearer, 'GET', '/api/installations')).statusCode);
    expect(statuses.slice(0, 8)).toEqual(Array.from({ length: 8 }, () => 200));
    expect(statuses[8]).toBe(429);
    // Another client has a count of its own.
    const other = await clientBearer(t.app, await companyClient(['registrations:read']));
    expect((await call(other, 'GET', '/api/installations')).statusCode).toBe(200);
    await expect
      .poll(async () => (await auditOf(created.client.id)).length, { timeout: 5_000 })
      .toBe(9);
    const entries = await auditOf(created.client.id);
    expect(new Set(entries.map((e) => `${e.action} ${e.targetId}`))).toEqual(
      new Set(['api_call GET /api/installations']),
    );
    expect(entries.map((e) => (e.details as { status: number }).status).sort()).toEqual([
      ...Array.from({ length: 8 }, () => 200),
      429,
    ]);
    const [row] = await t.app.database.db
      .select()
      .from(apiClients)
      .where(eq(apiClients.id, created.client.id));
    expect(row?.lastUsedAt).not.toBeNull();
    const audit = await t.app.inject({
      url: `/api/console/audit?action=api_call&actor=${created.client.id}&limit=100`,
      headers: staff,
    });
    expect(audit.json<{ items: unknown[] }>().items).toHaveLength(9);
  });
});
