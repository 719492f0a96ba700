import { describe, expect, it } from 'vitest';
import type { ConsoleOverview } from '@pr/contracts/console';
import { endUserCommand } from './commands';
import { confirmationLinkIn, mailsTo, pressConfirm } from './outbox';
import { csrfHeaders, useTestApp } from './test-app';
import { mintAccessToken, ownerClaims, staffHeaders } from './tokens';

describe('the console overview', () => {
  const t = useTestApp('pglite', { REGISTRATION_RATE_LIMIT_PER_MINUTE: '1000' });

  const register = (serial: string, headers: Record<string, string>, email?: string) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/${serial}?locale=fr-FR`,
      headers,
      payload: endUserCommand(serial, email),
    });

  it('counts the last 90 days by day and channel, with the confirmation rate, products and countries', async () => {
    const staff = await staffHeaders(t.app);
    const empty = await t.app.inject({ url: '/api/console/overview', headers: staff });
    expect(empty.json<ConsoleOverview>().confirmation).toMatchObject({
      submitted: 0,
      confirmed: 0,
      rate: null,
    });

    // Two anonymous registrations, one of them confirmed; one of a signed-in owner.
    await register('908765401', csrfHeaders(), 'first@example.com');
    await register('100000050', csrfHeaders(), 'second@example.com');
    const [mail] = await mailsTo(t, 'first@example.com');
    expect((await pressConfirm(t, confirmationLinkIn(mail))).statusCode).toBe(200);
    const owner = await mintAccessToken(t.app, { subject: 'owner-1', claims: ownerClaims });
    await register('100000051', { ...csrfHeaders(), authorization: `Bearer ${owner}` });

    const res = await t.app.inject({ url: '/api/console/overview', headers: staff });
    expect(res.statusCode).toBe(200);
    const overview = res.json<ConsoleOverview>();
    expect(overview.days).toHaveLength(90);
    expect(overview.days.at(-1)).toEqual({
      day: new Date().toISOString().slice(0, 10),
      web: 3,
      bulk: 0,
    });
    expect(overview.days.slice(0, -1).every((day) => day.web === 0 && day.bulk === 0)).toBe(true);
    // Submitted 3; confirmed: the one by its link and the signed-in owner's, which needed none.
    expect(overview.confirmation).toMatchObject({ submitted: 3, confirmed: 2, rate: 2 / 3 });
    expect(overview.confirmation.to).toBe(new Date().toISOString().slice(0, 10));
    expect(overview.countries).toEqual([{ country: 'FR', count: 3 }]);
    expect(overview.topProducts.reduce((sum, product) => sum + product.count, 0)).toBe(3);
    expect(overview.topProducts[0]?.name).toHaveProperty('fr');
    expect(overview.pendingCompanies).toBe(0);
  });
});
