import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordEvent } from '../src/modules/events/record-event';
import { freePort } from './free-port';
import { useTestApp } from './test-app';
import { staffHeaders } from './tokens';

const root = path.resolve(import.meta.dirname, '../../..');

/** Resolves once `child` has printed a line matching `pattern`. */
function printed(child: ChildProcess, pattern: RegExp, output: { text: string }) {
  return new Promise<void>((resolve) => {
    const check = () => {
      if (pattern.test(output.text)) resolve();
    };
    child.stdout?.on('data', check);
    check();
  });
}

// The receiver of examples/integrations, run as its reader would: it verifies our deliveries.
describe('the example webhook receiver', { timeout: 120_000 }, () => {
  const t = useTestApp('pglite', { WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true' });
  let receiver: ChildProcess;
  let port: number;
  const output = { text: '' };
  let endpointSecret = '';

  beforeAll(async () => {
    port = await freePort();
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/console/webhooks/endpoints',
      headers: await staffHeaders(t.app),
      payload: { url: `http://127.0.0.1:${port}/`, eventTypes: ['catalog.imported'] },
    });
    endpointSecret = created.json<{ secret: string }>().secret;
    receiver = spawn(
      process.execPath,
      ['--import', 'tsx', 'examples/integrations/webhook-receiver.ts'],
      { cwd: root, env: { ...process.env, PORT: String(port), WEBHOOK_SECRET: endpointSecret } },
    );
    receiver.stdout?.on('data', (chunk: Buffer) => (output.text += chunk.toString()));
    // Up once it answers (a refused body, since this one is not signed).
    for (let tries = 0; tries < 100; tries++) {
      const answer = await fetch(`http://127.0.0.1:${port}/`, { method: 'POST' }).catch(
        () => undefined,
      );
      if (answer) break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  });
  afterAll(() => {
    receiver.kill();
  });

  it('accepts our signed delivery and refuses a forged one', async () => {
    await recordEvent(t.app.database.db, {
      type: 'catalog.imported',
      payload: { products: 3, devices: 40, incentives: 2 },
      personal: null,
    });
    await t.app.webhookWorker.drain();
    await printed(receiver, /catalog\.imported \{.*"products":3/, output);

    const forged = await fetch(`http://127.0.0.1:${port}/`, {
      method: 'POST',
      headers: {
        'webhook-id': 'msg_forged',
        'webhook-timestamp': String(Math.floor(Date.now() / 1000)),
        'webhook-signature': 'v1,bm90IGEgc2lnbmF0dXJl',
      },
      body: '{"type":"catalog.imported"}',
    });
    expect(forged.status).toBe(401);
    expect(endpointSecret).toMatch(/^whsec_/);
  });
});
