import {
  addressCheckRequestSchema,
  bulkRegistrationCommandSchema,
  bulkRegistrationRowSchema,
  endUserCommandSchema,
  installerCommandSchema,
  rememberedBulkMappingSchema,
  serialLookupRequestSchema,
  telemetryReportSchema,
  webVitalsReportSchema,
} from '@pr/contracts';
import { createApiClientSchema } from '@pr/contracts/api-clients';
import { labelSheetSchema } from '@pr/contracts/labels';
import { erasePersonSchema } from '@pr/contracts/person-requests';
import { adjustPointsSchema } from '@pr/contracts/points';
import { createWebhookEndpointSchema, recoverWebhookSchema } from '@pr/contracts/webhooks';
import { vi } from 'vitest';
import { z } from '@pr/contracts/zod';
import { fakeXmlHttpRequest } from './fake-xhr';
import { testRadiator } from './test-product';

/** Answers one request of the SPA, as the server would. */
export type FetchHandler = (
  url: string,
  init: RequestInit | undefined,
) => Response | Promise<Response>;

/** The body every request the SPA sends must match, as the server validates it. */
const REQUEST_CONTRACTS: { method: string; path: RegExp; body: z.ZodType }[] = [
  {
    method: 'PUT',
    path: /^\/api\/devices\/batch(\?|$)/,
    body: bulkRegistrationCommandSchema.extend({
      productRegistrations: z.array(bulkRegistrationRowSchema).min(1),
    }),
  },
  {
    method: 'PUT',
    path: /^\/api\/\d+(\?|$)/,
    body: z.union([installerCommandSchema, endUserCommandSchema]),
  },
  { method: 'POST', path: /^\/api\/devices\/lookup(\?|$)/, body: serialLookupRequestSchema },
  { method: 'POST', path: /^\/api\/places\/check(\?|$)/, body: addressCheckRequestSchema },
  {
    method: 'PUT',
    path: /^\/api\/me\/bulk-mappings\/[0-9a-f]{64}$/,
    body: rememberedBulkMappingSchema,
  },
  { method: 'POST', path: /^\/api\/telemetry(\?|$)/, body: telemetryReportSchema },
  {
    method: 'POST',
    path: /^\/api\/console\/webhooks\/endpoints$/,
    body: createWebhookEndpointSchema,
  },
  {
    method: 'POST',
    path: /^\/api\/console\/webhooks\/endpoints\/[^/]+\/recover$/,
    body: recoverWebhookSchema,
  },
  { method: 'POST', path: /^\/api\/console\/api-clients$/, body: createApiClientSchema },
  { method: 'POST', path: /^\/api\/console\/people\/erase$/, body: erasePersonSchema },
  { method: 'POST', path: /^\/api\/console\/labels(\/preview)?$/, body: labelSheetSchema },
  { method: 'POST', path: /^\/api\/console\/points\/adjust$/, body: adjustPointsSchema },
  { method: 'POST', path: /^\/api\/telemetry\/web-vitals$/, body: webVitalsReportSchema },
];

const violations: string[] = [];

/** Why the request breaks its contract, or null when it keeps it (or has none). */
function contractViolation(url: string, init: RequestInit | undefined): string | null {
  const method = (init?.method ?? 'GET').toUpperCase();
  const contract = REQUEST_CONTRACTS.find((c) => c.method === method && c.path.test(url));
  if (contract === undefined) return null;
  let body: unknown;
  try {
    body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : init?.body;
  } catch {
    return `${method} ${url}: the body is not JSON`;
  }
  const result = contract.body.safeParse(body);
  return result.success ? null : `${method} ${url}: ${z.prettifyError(result.error)}`;
}

/**
 * Replaces `fetch` for the test, and XMLHttpRequest with one that goes through it; the
 * returned mock records every request. Each request body
 * is checked against the contract the server validates it with: a body that breaks it
 * fails the test (see the setup's afterEach), even where the test's answer is a success.
 */
export function stubFetch(handler: FetchHandler) {
  const fetchMock = vi.fn((url: string, init?: RequestInit) => {
    const violation = contractViolation(url, init);
    if (violation !== null) violations.push(violation);
    return Promise.resolve(handler(url, init));
  });
  vi.stubGlobal('fetch', fetchMock);
  vi.stubGlobal('XMLHttpRequest', fakeXmlHttpRequest(fetchMock));
  return fetchMock;
}

/** The contract violations of the requests since the last call, emptying the list. */
export function takeContractViolations(): string[] {
  return violations.splice(0);
}

/** A server that knows no route: every request answers 404. */
export const notFound: FetchHandler = () => new Response('', { status: 404 });

/** The device look-up knows only the demo radiator 908765401. */
export const lookUpRadiator: FetchHandler = (url) =>
  url.startsWith('/api/devices/908765401/')
    ? Response.json(testRadiator())
    : Response.json({ code: 'unknown_serial_number', message: 'Unknown' }, { status: 404 });
