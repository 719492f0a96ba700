import { beforeAll, describe, expect, it } from 'vitest';
import type { RegistrationPage } from '@pr/contracts/console';
import { batchCommand } from './commands';
import { csrfHeaders, databaseKinds, useTestApp } from './test-app';
import { installerClaims, mintAccessToken, useCaller } from './tokens';

// The rows of a bulk import are stored in one statement, at one database time (microseconds):
// a page that ends inside them must go on with the next of them, not skip the rest.
describe.each(databaseKinds)('keyset pages through rows stored at one time (%s)', (kind) => {
  const t = useTestApp(kind, { BATCH_RATE_LIMIT_PER_MINUTE: '1000' });
  const staff = useCaller(t);
  const serials = ['100000101', '100000102', '100000103', '100000104', '100000105'];
  beforeAll(async () => {
    const stored = await t.app.inject({
      method: 'PUT',
      url: '/api/devices/batch?locale=fr-FR',
      payload: batchCommand(serials),
      headers: {
        ...csrfHeaders(),
        authorization: `Bearer ${await mintAccessToken(t.app, { claims: installerClaims })}`,
      },
    });
    expect(stored.statusCode).toBe(201);
  });

  it('the console search pages through a whole bulk import, each row once', async () => {
    const seen: string[] = [];
    const pageAfter = async (after: string): Promise<RegistrationPage> =>
      (
        await t.app.inject({
          url: `/api/console/registrations?limit=2${after ? `&after=${after}` : ''}`,
          headers: staff,
        })
      ).json<RegistrationPage>();
    let after: string | null = '';
    while (after !== null) {
      const page = await pageAfter(after);
      seen.push(...page.items.map((item) => item.serialNumber));
      after = page.next;
    }
    expect(seen.sort()).toEqual(serials);
  });
});
