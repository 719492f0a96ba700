import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { beforeAll, describe, expect, it } from 'vitest';
import { createApiClientAs } from './api-client-requests';
import { useTestApp } from './test-app';
import { approvedCompany, staffHeaders } from './tokens';

const root = path.resolve(import.meta.dirname, '../../..');
const run = promisify(execFile);

// The client of examples/integrations, run as its reader would, against a listening server.
describe('the example batch client (client credentials)', { timeout: 120_000 }, () => {
  const t = useTestApp('pglite');
  let base = '';
  let env: Record<string, string> = {};

  beforeAll(async () => {
    const companyId = await approvedCompany(t.app, 'Dubois Chauffage SARL', 'erp@dubois.example');
    const created = await createApiClientAs(t.app, await staffHeaders(t.app), {
      name: 'Example client',
      companyId,
      scopes: ['registrations:write'],
    });
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    env = {
      BASE_URL: base,
      CLIENT_ID: created.client.id,
      CLIENT_SECRET: created.clientSecret,
      SERIALS: '100000150,100000151',
      IDEMPOTENCY_KEY: 'example-batch-0001',
    };
  });

  const example = (overrides: Record<string, string> = {}) =>
    run(process.execPath, ['--import', 'tsx', 'examples/integrations/register-batch.ts'], {
      cwd: root,
      env: { ...process.env, ...env, ...overrides },
    });

  it('registers the batch once, and answers its first result to a retry with the same key', async () => {
    const first = await example();
    expect(first.stdout).toMatch(/^201 example-batch-0001 .*"registered":2/);
    const again = await example();
    expect(again.stdout).toMatch(/^200 example-batch-0001 .*"registered":2/);
  });

  it('fails with the token endpoint’s answer when the secret is wrong', async () => {
    await expect(example({ CLIENT_SECRET: 'cs_wrong' })).rejects.toThrow(/invalid_client/);
  });
});
