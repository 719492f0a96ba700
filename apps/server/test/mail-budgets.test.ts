import { count, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { mailOutbox } from '../src/db/schema';
import { endUserCommand } from './commands';
import { BrowserSession, startAuthorization } from './oidc-client';
import { mailsTo } from './outbox';
import { csrfHeaders, useTestApp } from './test-app';

/** Mails a stranger may cause never spend the mails an account holder asks for. */
describe('mail budgets', () => {
  // The defaults: 5 registration mails and 3 account mails per address and day.
  const t = useTestApp('pglite');

  const register = (serial: string, email: string, n: number) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/${serial}?locale=fr-FR`,
      headers: csrfHeaders(),
      payload: endUserCommand(serial, email),
      remoteAddress: `192.0.2.${n}`,
    });

  it('leaves the account holder’s password reset its mail after strangers’ registrations', async () => {
    for (const [n, serial] of ['100000141', '100000142', '100000143'].entries()) {
      expect((await register(serial, 'owner@example.com', n + 1)).statusCode).toBe(201);
    }
    const session = new BrowserSession(t.app, '198.51.100.141');
    const { interactionPath } = await startAuthorization(session, { ui_flow: 'reset' });
    await session.post(`${interactionPath}/reset`, { email: 'owner@example.com' });
    const mails = await mailsTo(t, 'owner@example.com');
    expect(mails.filter((mail) => /\/idp\/reset\//.test(mail.replace(/=\r?\n/g, '')))).toHaveLength(
      1,
    );
  });

  it('counts one mailbox whatever its case or +tag', async () => {
    const statuses = [];
    for (let n = 1; n <= 8; n++) {
      const serial = String(100000150 + n);
      const email = n === 8 ? 'BOX@example.com' : `box+${n}@example.com`;
      statuses.push((await register(serial, email, 10 + n)).statusCode);
    }
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429, 429, 429]);
    const [row] = await t.app.database.db
      .select({ count: count() })
      .from(mailOutbox)
      .where(sql`lower(${mailOutbox.to}) like 'box%@example.com'`);
    expect(row?.count).toBe(5);
  });

  it('greets an address that confirmed nothing by itself, with no text the requester typed', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/100000160?locale=fr-FR',
      headers: csrfHeaders(),
      payload: {
        ...endUserCommand('100000160', 'stranger.target@example.com'),
        enduser: {
          email: 'stranger.target@example.com',
          firstName: 'URGENT: pay at https://pay.example',
          lastName: 'Now',
        },
      },
      remoteAddress: '192.0.2.60',
    });
    expect(res.statusCode, res.body).toBe(201);
    const [mail] = await mailsTo(t, 'stranger.target@example.com');
    expect(mail).toContain('Bonjour stranger.target@example.com');
    expect(mail).not.toContain('URGENT');
    expect(mail).not.toContain('pay.example');
  });
});
