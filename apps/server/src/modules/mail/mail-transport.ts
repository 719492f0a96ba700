import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { OutgoingMail } from './outbox';

export interface MailTransport {
  send(mail: OutgoingMail & { id: string }): Promise<void>;
  close(): void;
}

/** SMTP when a URL is configured; otherwise each mail becomes an .eml file in `outboxDir`. */
export function createMailTransport(options: {
  smtpUrl: string | undefined;
  from: string;
  outboxDir: string;
}): MailTransport {
  if (options.smtpUrl) {
    // One send ends well within the outbox lease (5 minutes), whatever the server does.
    const transport = nodemailer.createTransport({
      url: options.smtpUrl,
      connectionTimeout: 30_000,
      greetingTimeout: 30_000,
      socketTimeout: 60_000,
    });
    return {
      send: async (mail) => {
        await transport.sendMail({
          from: options.from,
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
        });
      },
      close: () => transport.close(),
    };
  }
  const transport = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: 'unix',
  });
  return {
    send: async (mail) => {
      const info = await transport.sendMail({
        from: options.from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
      });
      await mkdir(options.outboxDir, { recursive: true });
      const stamp = new Date().toISOString().replaceAll(':', '-');
      await writeFile(
        path.join(options.outboxDir, `${stamp}-${mail.id}.eml`),
        info.message as Buffer,
      );
    },
    close: () => transport.close(),
  };
}
