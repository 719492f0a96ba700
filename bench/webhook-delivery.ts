// 10,000 events delivered by one webhook worker to a local receiver (issue 36's figure):
// delivery rate, and the process's memory before and after, on PGlite and — when
// BENCH_DATABASE_URL is set — PostgreSQL. The receiver answers 204 at once, so the figure
// is our side: claims, signing, the HTTP round trip and the bookkeeping of each attempt.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { webhookEndpoints } from '../apps/server/src/db/schema';
import { recordEvents, type NewEvent } from '../apps/server/src/modules/events/record-event';
import { onEachDatabase } from './support/databases';

const EVENTS = 10_000;
const megabytes = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;

async function bench(label: string, env: Record<string, string>): Promise<void> {
  const work = mkdtempSync(path.join(tmpdir(), 'pr-bench-webhooks-'));
  const ids = new Set<string>();
  let requests = 0;
  const receiver = createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      requests++;
      ids.add(String(request.headers['webhook-id']));
      response.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  const { port } = receiver.address() as AddressInfo;
  const app = await buildApp(
    loadConfig({
      LOG_LEVEL: 'silent',
      DATA_DIR: work,
      SEED_DEMO: 'false',
      WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true',
      ...env,
    }),
  );
  try {
    const db = app.database.db;
    await db.insert(webhookEndpoints).values({
      url: `http://127.0.0.1:${port}/hook`,
      eventTypes: ['catalog.imported'],
      secret: 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw',
      createdBy: 'bench',
    });
    const events: NewEvent[] = Array.from({ length: EVENTS }, (_, products) => ({
      type: 'catalog.imported',
      payload: { products, devices: 0, incentives: 0 },
      personal: null,
    }));
    let started = performance.now();
    await recordEvents(db, events);
    const recordMs = performance.now() - started;
    global.gc?.();
    const before = process.memoryUsage();
    let peakRss = before.rss;
    const sampler = setInterval(() => {
      peakRss = Math.max(peakRss, process.memoryUsage().rss);
    }, 100);
    started = performance.now();
    while (ids.size < EVENTS) await app.webhookWorker.drain();
    const seconds = (performance.now() - started) / 1000;
    clearInterval(sampler);
    console.log(
      `${EVENTS} webhook events on ${label}: recorded in ${Math.round(recordMs)} ms; delivered in ` +
        `${seconds.toFixed(1)} s (${Math.round(EVENTS / seconds)}/s), ${requests} requests, ` +
        `${ids.size} distinct ids; RSS ${megabytes(before.rss)} before, peak ${megabytes(peakRss)}, ` +
        `heap ${megabytes(before.heapUsed)} → ${megabytes(process.memoryUsage().heapUsed)}`,
    );
  } finally {
    await app.close();
    receiver.close();
    rmSync(work, { recursive: true, force: true });
  }
}

await onEachDatabase(bench);
