import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import pino from 'pino';
import { describe, expect, it, vi } from 'vitest';
import { mailOutbox } from '../src/db/schema';
import { createMailTransport, type MailTransport } from '../src/modules/mail/mail-transport';
import { startMailWorker } from '../src/modules/mail/mail-worker';
import { claimDueMails, enqueueMail } from '../src/modules/mail/outbox';
import { databaseKinds, openTestDatabase } from './test-app';

const silent = pino({ level: 'silent' });

describe.each(databaseKinds)('mail outbox on %s', (kind) => {
  it('keeps a mail through an SMTP outage and sends it once the server is back', async () => {
    const { handle, close } = await openTestDatabase(kind);
    try {
      const db = handle.db;
      await enqueueMail(db, {
        to: 'jean@example.com',
        language: 'fr',
        subject: 'Bonjour',
        text: 'Corps du message',
      });

      // Port 9 (discard) refuses connections here: an outage.
      const down = startMailWorker(
        db,
        createMailTransport({ smtpUrl: 'smtp://127.0.0.1:9', from: 'a@b.example', outboxDir: '' }),
        silent,
      );
      await down.drain();
      await down.stop();
      const [failed] = await db.select().from(mailOutbox);
      expect(failed).toMatchObject({ status: 'pending', attempts: 1 });
      expect(failed?.lastError).toBeTruthy();
      expect(failed?.nextAttemptAt.getTime()).toBeGreaterThan(Date.now());

      // Not due yet: nobody may claim it.
      expect(await claimDueMails(db)).toEqual([]);
      await db
        .update(mailOutbox)
        .set({ nextAttemptAt: sql`now()` })
        .where(eq(mailOutbox.id, failed?.id ?? ''));

      const outboxDir = mkdtempSync(path.join(tmpdir(), 'pr-outbox-'));
      const up = startMailWorker(
        db,
        createMailTransport({
          smtpUrl: undefined,
          from: 'Calora <no-reply@calora.example>',
          outboxDir,
        }),
        silent,
      );
      await up.drain();
      await up.stop();
      const [sent] = await db.select().from(mailOutbox);
      expect(sent).toMatchObject({ status: 'sent', attempts: 2, lastError: null });
      const files = readdirSync(outboxDir);
      expect(files).toHaveLength(1);
      const eml = readFileSync(path.join(outboxDir, files[0] ?? ''), 'utf8');
      expect(eml).toContain('To: jean@example.com');
      expect(eml).toContain('Subject: Bonjour');
    } finally {
      await close();
    }
  });

  it('lets two workers share the queue without sending a mail twice', async () => {
    const { handle, close } = await openTestDatabase(kind);
    try {
      for (let i = 0; i < 6; i++)
        await enqueueMail(handle.db, {
          to: `n${i}@example.com`,
          language: 'fr',
          subject: 's',
          text: 't',
        });
      const [first, second] = await Promise.all([
        claimDueMails(handle.db, 4),
        claimDueMails(handle.db, 4),
      ]);
      const ids = [...(first ?? []), ...(second ?? [])].map((mail) => mail.id);
      expect(ids).toHaveLength(6);
      expect(new Set(ids).size).toBe(6);
    } finally {
      await close();
    }
  });

  it('does not send a claimed mail whose lease ran out while earlier ones were sent', async () => {
    const { handle, close } = await openTestDatabase(kind);
    try {
      const db = handle.db;
      for (const to of ['first@example.com', 'second@example.com']) {
        await enqueueMail(db, { to, language: 'fr', subject: 'Bonjour', text: 'Corps' });
      }
      const sentByA: string[] = [];
      let finishFirst: () => void = () => undefined;
      const slowA: MailTransport = {
        send: async (mail) => {
          sentByA.push(mail.to);
          if (sentByA.length === 1) await new Promise<void>((resolve) => (finishFirst = resolve));
        },
        forget: async () => 0,
        close: () => undefined,
      };
      const workerA = startMailWorker(db, slowA, silent);
      workerA.kick();
      await vi.waitFor(() => expect(sentByA).toHaveLength(1));
      const first = sentByA[0];

      // The first send outlives the lease of both claimed mails; replica B takes them over.
      await db.update(mailOutbox).set({ nextAttemptAt: sql`now() - interval '1 second'` });
      const claimedByB = await claimDueMails(db);
      expect(claimedByB.map((mail) => mail.to).sort()).toEqual([
        'first@example.com',
        'second@example.com',
      ]);

      finishFirst();
      await workerA.stop();
      // A gave the other mail up: B owns it now and sends it once.
      expect(sentByA).toEqual([first]);
    } finally {
      await close();
    }
  });
});
