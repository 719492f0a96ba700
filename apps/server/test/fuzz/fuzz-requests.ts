import fc from 'fast-check';
import {
  addressCheckRequestSchema,
  bulkRegistrationCommandSchema,
  bulkRegistrationRowSchema,
  endUserCommandSchema,
  installerCommandSchema,
  placesSearchQuerySchema,
  serialLookupRequestSchema,
  telemetryReportSchema,
} from '@pr/contracts';
import {
  auditSearchSchema,
  cancelRegistrationSchema,
  companySearchSchema,
  rejectCompanySchema,
  reassignRegistrationSchema,
  registrationExportSchema,
  registrationSearchSchema,
} from '@pr/contracts/console';
import { createApiClientSchema } from '@pr/contracts/api-clients';
import { mutated } from './mutations';
import { arbitraryFromSchema } from './schema-arbitrary';

// The requests the API fuzz test sends: every route, generated from its schema, then spoiled.

export interface FuzzRequest {
  method: 'GET' | 'POST' | 'PUT';
  url: string;
  role: Role;
  /** Sent as it is: JSON text (kept as text so that a report never walks a deep value). */
  body?: { text: string; contentType: string };
  headers?: Record<string, string>;
}

const json = (value: unknown) => ({
  text: JSON.stringify(value) ?? 'null',
  contentType: 'application/json',
});

export type Role = 'anonymous' | 'endCustomer' | 'unverified' | 'installer' | 'staff';
const role = fc.constantFrom<Role>('anonymous', 'endCustomer', 'unverified', 'installer', 'staff');

/** A path segment as anyone may type it, percent-encoded the way a client would send it. */
const segment = fc
  .oneof(fc.stringMatching(/^\d{1,12}$/), fc.string({ unit: 'binary', maxLength: 40 }))
  .map((text) => encodeURIComponent(text) || '_');

const withSerialOf = (body: unknown) =>
  body !== null &&
  typeof body === 'object' &&
  'serialNumber' in body &&
  typeof body.serialNumber === 'string' &&
  /^\d{3,100}$/.test(body.serialNumber)
    ? body.serialNumber
    : '908765401';

/** An id as anyone may forge it: a UUID, any segment, or 36 characters of a UUID's alphabet. */
const id = fc.oneof(fc.uuid(), segment, fc.stringMatching(/^[0-9a-f-]{36}$/));

/** A page cursor made by hand: base64url JSON of a time and an id, each plausible or not. */
const forgedCursor = fc
  .record({
    at: fc.oneof(
      fc.date({ noInvalidDate: true }).map((date) => date.toISOString()),
      fc.string({ maxLength: 30 }),
      fc.constantFrom('2024', '+275760-09-13T00:00:00.000Z', '2026-02-30T00:00:00.000Z'),
    ),
    id,
  })
  .map((cursor) => Buffer.from(JSON.stringify(cursor)).toString('base64url'));

/** Arrays and objects nested up to 300,000 levels deep, inside an otherwise sound body. */
const deepBody = fc
  .tuple(
    fc.constantFrom(
      '/api/908765401',
      '/api/devices/batch',
      '/api/devices/lookup',
      '/api/telemetry',
    ),
    fc.integer({ min: 1, max: 300_000 }),
    fc.constantFrom('[', '{"a":'),
    role,
  )
  .map(([url, depth, open, who]): FuzzRequest => {
    const close = open === '[' ? ']' : '}';
    return {
      method: url === '/api/devices/lookup' || url === '/api/telemetry' ? 'POST' : 'PUT',
      url,
      role: who,
      body: {
        text: `{"serialNumbers":${open.repeat(depth)}1${close.repeat(depth)}}`,
        contentType: 'application/json',
      },
    };
  });

/** Header values a client may send (printable ASCII: anything else no HTTP parser passes). */
const headerText = fc.oneof(
  fc.string({ maxLength: 60 }).filter((text) => /^[\x20-\x7e]*$/.test(text)),
  fc.constantFrom('http://[', '//', 'Bearer', 'Bearer a b', 'Basic eA==', '*', '"x"', 'fr-FR;q=x'),
);
const extraHeaders = fc.dictionary(
  fc.constantFrom(
    'referer',
    'origin',
    'accept-language',
    'if-none-match',
    'x-forwarded-for',
    'idempotency-key',
    'authorization',
    'accept',
    'accept-encoding',
    'sec-fetch-site',
  ),
  headerText,
  { maxKeys: 4 },
);

const registration = fc
  .tuple(
    mutated(
      fc.oneof(
        arbitraryFromSchema(endUserCommandSchema),
        arbitraryFromSchema(installerCommandSchema),
      ),
    ),
    fc.option(segment, { freq: 5 }),
    role,
  )
  .map(([payload, path, who]): FuzzRequest => ({
    method: 'PUT',
    url: `/api/${path ?? withSerialOf(payload)}?locale=fr-FR`,
    role: who,
    body: json(payload),
  }));

const batch = fc
  .tuple(
    mutated(
      fc
        .tuple(
          arbitraryFromSchema(bulkRegistrationCommandSchema),
          fc.array(arbitraryFromSchema(bulkRegistrationRowSchema), { minLength: 1, maxLength: 4 }),
        )
        .map(([command, rows]) =>
          command !== null && typeof command === 'object'
            ? { ...command, productRegistrations: rows }
            : command,
        ),
    ),
    fc.option(
      fc.string({ minLength: 1, maxLength: 80 }).filter((key) => /^[\x21-\x7e]+$/.test(key)),
    ),
    role,
  )
  .map(([payload, key, who]): FuzzRequest => ({
    method: 'PUT',
    url: '/api/devices/batch?locale=fr-FR',
    role: who,
    body: json(payload),
    ...(key ? { headers: { 'idempotency-key': key } } : {}),
  }));

const bodyRoute = (url: string, schema: Parameters<typeof arbitraryFromSchema>[0]) =>
  fc.tuple(mutated(arbitraryFromSchema(schema)), role).map(([payload, who]): FuzzRequest => ({
    method: 'POST',
    url,
    role: who,
    body: json(payload),
  }));

/** A GET route whose query string is built from a (spoiled) schema value. */
const queryRoute = (path: string, schema: Parameters<typeof arbitraryFromSchema>[0]) =>
  fc.tuple(mutated(arbitraryFromSchema(schema)), role).map(([query, who]): FuzzRequest => {
    const params = new URLSearchParams();
    if (query !== null && typeof query === 'object') {
      for (const [key, value] of Object.entries(query)) {
        params.set(key, typeof value === 'string' ? value : (JSON.stringify(value) ?? ''));
      }
    }
    return { method: 'GET', url: `${path}?${params.toString()}`, role: who };
  });

const reassign = fc
  .tuple(mutated(arbitraryFromSchema(reassignRegistrationSchema)), id, role)
  .map(([payload, id, who]): FuzzRequest => ({
    method: 'POST',
    url: `/api/console/registrations/${id}/reassign`,
    role: who,
    body: json(payload),
  }));

const cancel = fc
  .tuple(mutated(arbitraryFromSchema(cancelRegistrationSchema)), id, role)
  .map(([payload, id, who]): FuzzRequest => ({
    method: 'POST',
    url: `/api/console/registrations/${id}/cancel`,
    role: who,
    body: json(payload),
  }));

const decideCompany = fc
  .tuple(
    fc.constantFrom('approve', 'reject'),
    mutated(arbitraryFromSchema(rejectCompanySchema)),
    id,
    role,
  )
  .map(([decision, payload, id, who]): FuzzRequest => ({
    method: 'POST',
    url: `/api/console/companies/${id}/${decision}`,
    role: who,
    body: json(payload),
  }));

const pathRoutes = fc
  .tuple(
    fc.constantFrom(
      (a: string, b: string, c: string) => `/api/devices/${a}/${b}/${c}`,
      (a: string) => `/api/registrations/confirm/${a}`,
      (a: string, b: string) => `/api/products?language=${a}&country=${b}`,
      () => '/api/config',
      (a: string, b: string, c: string) => `/01/${a}/10/${b}/21/${c}`,
      (a: string, b: string) => `/01/04012345100013/21/${a}?linkType=${b}`,
    ),
    segment,
    segment,
    segment,
    fc.constantFrom<'GET' | 'POST'>('GET', 'POST'),
    role,
  )
  .map(([path, a, b, c, method, who]): FuzzRequest => ({
    method: path.length === 1 ? method : 'GET',
    url: path(a, b, c),
    role: who,
  }));

/** The routes that take an id in their path, read with a forged one. */
const idRoutes = fc
  .tuple(
    fc.constantFrom(
      (x: string) => `/api/console/registrations/${x}`,
      (x: string) => `/api/registrations/${x}/certificate`,
      (x: string) => `/api/certificates/${x}`,
      (x: string) => `/api/transfer-requests/${x}`,
    ),
    id,
    role,
  )
  .map(([path, x, who]): FuzzRequest => ({ method: 'GET', url: path(x), role: who }));

/** The token endpoint of API clients: fields and credentials nobody was given. */
const tokenRequest = fc
  .tuple(
    fc.record(
      {
        grant_type: fc.oneof(fc.constant('client_credentials'), fc.string({ maxLength: 30 })),
        client_id: fc.oneof(fc.stringMatching(/^cli_[0-9a-f]{24}$/), fc.string({ maxLength: 40 })),
        client_secret: fc.string({ maxLength: 60 }),
        scope: fc.string({ maxLength: 60 }),
      },
      { requiredKeys: [] },
    ),
    fc.constantFrom('application/x-www-form-urlencoded', 'application/json'),
    fc.option(
      fc.string({ maxLength: 60 }).map((text) => `Basic ${Buffer.from(text).toString('base64')}`),
    ),
    role,
  )
  .map(([fields, contentType, basic, who]): FuzzRequest => ({
    method: 'POST',
    url: '/api/oauth/token',
    role: who,
    body:
      contentType === 'application/json'
        ? json(fields)
        : { text: new URLSearchParams(fields).toString(), contentType },
    ...(basic ? { headers: { authorization: basic } } : {}),
  }));

/** Staff revoke an API client by an id nobody made. */
const revokeApiClient = fc.tuple(id, role).map(([x, who]): FuzzRequest => ({
  method: 'POST',
  url: `/api/console/api-clients/${x}/revoke`,
  role: who,
}));

/** The console's search, paged on with a cursor nobody was given. */
const forgedPage = fc
  .tuple(forgedCursor, fc.constantFrom('newest', 'oldest'), role)
  .map(([after, sort, who]): FuzzRequest => ({
    method: 'GET',
    url: `/api/console/registrations?after=${after}&sort=${sort}`,
    role: who,
  }));

const brokenBodies = fc
  .tuple(
    fc.constantFrom(
      '/api/908765401',
      '/api/devices/batch',
      '/api/devices/lookup',
      '/api/places/check',
      '/api/telemetry',
    ),
    fc.oneof(
      fc.string({ unit: 'binary', maxLength: 300 }),
      fc.constant('{"a":'),
      fc.constant('[]'),
      fc.constant('null'),
    ),
    fc.constantFrom(
      'application/json',
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
    ),
    role,
  )
  .map(([url, body, contentType, who]): FuzzRequest => ({
    method: url.startsWith('/api/devices/batch') || /\/api\/\d/.test(url) ? 'PUT' : 'POST',
    url,
    role: who,
    body: { text: body, contentType },
  }));

const routes = fc.oneof(
  { weight: 4, arbitrary: registration },
  { weight: 2, arbitrary: batch },
  { weight: 1, arbitrary: bodyRoute('/api/devices/lookup', serialLookupRequestSchema) },
  { weight: 1, arbitrary: bodyRoute('/api/places/check?country=FR', addressCheckRequestSchema) },
  { weight: 1, arbitrary: bodyRoute('/api/telemetry', telemetryReportSchema) },
  { weight: 1, arbitrary: queryRoute('/api/places/search', placesSearchQuerySchema) },
  { weight: 1, arbitrary: queryRoute('/api/console/registrations', registrationSearchSchema) },
  { weight: 1, arbitrary: queryRoute('/api/console/audit', auditSearchSchema) },
  { weight: 1, arbitrary: queryRoute('/api/console/companies', companySearchSchema) },
  { weight: 1, arbitrary: decideCompany },
  {
    weight: 1,
    arbitrary: queryRoute('/api/console/registrations/export', registrationExportSchema),
  },
  { weight: 1, arbitrary: cancel },
  { weight: 1, arbitrary: reassign },
  { weight: 1, arbitrary: pathRoutes },
  { weight: 1, arbitrary: brokenBodies },
  { weight: 1, arbitrary: deepBody },
  { weight: 1, arbitrary: idRoutes },
  { weight: 1, arbitrary: forgedPage },
  { weight: 1, arbitrary: tokenRequest },
  { weight: 1, arbitrary: bodyRoute('/api/console/api-clients', createApiClientSchema) },
  { weight: 1, arbitrary: revokeApiClient },
);

/** Every request, one in four with headers of the caller's choosing besides. */
export const requests = fc
  .tuple(routes, fc.option(extraHeaders, { freq: 3 }))
  .map(([request, headers]): FuzzRequest =>
    headers === null ? request : { ...request, headers: { ...request.headers, ...headers } },
  );
