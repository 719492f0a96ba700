import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { webhookEndpoints } from '../src/db/schema';
import { recordEvents, type NewEvent } from '../src/modules/events/record-event';
import type { Clock } from '../src/modules/webhooks/webhook-clock';
import type { Timers } from '../src/infrastructure/polling-worker';
import { type DatabaseKind, type TestApp, useTestApp } from './test-app';
import { useCaller } from './tokens';

export const HOUR_MS = 60 * 60_000;

/** A clock the test moves on: days of retries in a second. */
export class FakeClock implements Clock {
  private offset = 0;
  now = () => new Date(Date.now() + this.offset);
  advance(ms: number) {
    this.offset += ms;
  }
}

/** No poll timer: the test drains the worker when it wants deliveries to go out. */
export const noTimers: Timers = { setInterval: () => ({}), clearInterval: () => undefined };

export interface Received {
  headers: IncomingHttpHeaders;
  body: string;
  status: number;
}

/** A local receiver whose answer the test sets; it keeps every request it got. */
export async function startReceiver() {
  const received: Received[] = [];
  let answer = { status: 204, body: '' };
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({
        headers: request.headers,
        body: Buffer.concat(chunks).toString('utf8'),
        status: answer.status,
      });
      response.writeHead(answer.status, { 'content-type': 'text/plain' }).end(answer.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: (path = '/hook') => `http://127.0.0.1:${port}${path}`,
    received,
    answer: (status: number, body = '') => {
      answer = { status, body };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export const verifierHeaders = (headers: IncomingHttpHeaders) => ({
  'webhook-id': String(headers['webhook-id']),
  'webhook-timestamp': String(headers['webhook-timestamp']),
  'webhook-signature': String(headers['webhook-signature']),
});

/** A delivery's body, read as the receiver would (its schema is checked in other tests). */
export const bodyOf = (received: Received) =>
  JSON.parse(received.body) as { type: string; data: Record<string, unknown> };

export const catalogEvent = (products: number): NewEvent => ({
  type: 'catalog.imported',
  payload: { products, devices: 0, incentives: 0 },
  personal: null,
});

/**
 * An app whose webhook worker the test drives (a fake clock, no poll timer) and a receiver
 * on this machine; each test starts with no endpoint.
 */
class WebhookApp {
  t!: TestApp;
  receiver!: Awaited<ReturnType<typeof startReceiver>>;
  staff!: Record<string, string>;
  readonly clock = new FakeClock();

  createEndpoint = async (body: object) => {
    const res = await this.t.app.inject({
      method: 'POST',
      url: '/api/console/webhooks/endpoints',
      headers: this.staff,
      payload: body,
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<{ endpoint: { id: string; status: string }; secret: string }>();
  };
  endpointRow = async (id: string) =>
    (
      await this.t.app.database.db
        .select()
        .from(webhookEndpoints)
        .where(eq(webhookEndpoints.id, id))
    )[0];
  record = (list: NewEvent[]) => recordEvents(this.t.app.database.db, list);
  drain = () => this.t.app.webhookWorker.drain();
}

export function useWebhookApp(kind: DatabaseKind): WebhookApp {
  const h = new WebhookApp();
  beforeAll(async () => {
    h.receiver = await startReceiver();
  });
  afterAll(() => h.receiver.close());
  // A receiver on this machine answers at once, but a loaded CI machine can hold a request
  // for seconds: a short timeout would turn a delivery the test expects into a retry.
  h.t = useTestApp(
    kind,
    { WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true', METRICS_PORT: '9464' },
    { webhooks: { clock: h.clock, timers: noTimers, random: () => 0.5, timeoutMs: 10_000 } },
  );
  h.staff = useCaller(h.t);
  afterEach(async () => {
    h.receiver.answer(204);
    h.receiver.received.length = 0;
    // Each test starts with no endpoint: deliveries of the last one go with it.
    await h.t.app.database.db.delete(webhookEndpoints);
  });
  return h;
}
