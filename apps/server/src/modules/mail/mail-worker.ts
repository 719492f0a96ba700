import type { FastifyBaseLogger } from 'fastify';
import { startPolling, type PollingWorker } from '../../infrastructure/polling-worker';
import type { Database } from '../../db/client';
import type { MailAttachment, MailTransport } from './mail-transport';
import { claimDueMails, markFailed, markSent, renewLease, type QueuedMail } from './outbox';

/** The files a queued mail carries, made when it is sent (a certificate, from its registration). */
export type AttachmentsOf = (mail: QueuedMail) => Promise<MailAttachment[]>;

const POLL_INTERVAL_MS = 5_000;

export interface MailWorker extends PollingWorker {
  /** Drops what the transport kept of mails sent to an erased person. */
  forget(address: string): Promise<number>;
}

/** Polls the outbox and sends due mails; safe to run in every replica at once. */
export function startMailWorker(
  db: Database,
  transport: MailTransport,
  log: FastifyBaseLogger,
  attachmentsOf: AttachmentsOf = async () => [],
): MailWorker {
  async function sendDue(stopped: () => boolean): Promise<void> {
    // A stopping worker sends no further mail: a long queue must not hold a shutdown up. The
    // claimed mails it leaves are sent after their lease, by whichever replica runs then.
    while (!stopped()) {
      const batch = await claimDueMails(db);
      if (batch.length === 0) return;
      for (const mail of batch) {
        if (stopped()) return;
        if (!(await renewLease(db, mail))) continue;
        try {
          await transport.send({
            id: mail.id,
            to: mail.to,
            subject: mail.subject,
            text: mail.text,
            html: mail.html ?? undefined,
            attachments: await attachmentsOf(mail),
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

  const polling = startPolling(sendDue, { intervalMs: POLL_INTERVAL_MS, log, name: 'mail worker' });
  return {
    ...polling,
    forget: async (address) => transport.forget(address),
    stop: async () => {
      await polling.stop();
      transport.close();
    },
  };
}
