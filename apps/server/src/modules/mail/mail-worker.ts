import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import type { MailTransport } from './mail-transport';
import { claimDueMails, markFailed, markSent, renewLease } from './outbox';

const POLL_INTERVAL_MS = 5_000;

export interface MailWorker {
  /** Sends what is due now instead of waiting for the next poll. */
  kick(): void;
  /** Resolves once every mail that was due has been tried. */
  drain(): Promise<void>;
  stop(): Promise<void>;
}

/** Polls the outbox and sends due mails; safe to run in every replica at once. */
export function startMailWorker(
  db: Database,
  transport: MailTransport,
  log: FastifyBaseLogger,
): MailWorker {
  let running: Promise<void> | undefined;
  let stopped = false;

  async function sendDue(): Promise<void> {
    for (;;) {
      const batch = await claimDueMails(db);
      if (batch.length === 0) return;
      for (const mail of batch) {
        if (!(await renewLease(db, mail))) continue;
        try {
          await transport.send({
            id: mail.id,
            to: mail.to,
            subject: mail.subject,
            text: mail.text,
            html: mail.html ?? undefined,
          });
          await markSent(db, mail.id);
        } catch (error) {
          log.warn(
            { err: error, mailId: mail.id, attempt: mail.attempts },
            'mail not sent; will retry',
          );
          await markFailed(db, mail, error instanceof Error ? error.message : String(error));
        }
      }
    }
  }

  function run(): Promise<void> {
    running ??= sendDue()
      .catch((error: unknown) => log.error({ err: error }, 'mail worker failed'))
      .finally(() => {
        running = undefined;
      });
    return running;
  }

  const timer = setInterval(() => void run(), POLL_INTERVAL_MS);
  timer.unref();
  return {
    kick: () => {
      if (!stopped) void run();
    },
    drain: async () => {
      await running;
      await run();
    },
    stop: async () => {
      stopped = true;
      clearInterval(timer);
      await running;
      transport.close();
    },
  };
}
