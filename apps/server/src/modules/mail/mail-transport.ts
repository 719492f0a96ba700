import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type * as Nodemailer from 'nodemailer';
import type { SendMailOptions, Transporter } from 'nodemailer';
/** A file sent with a mail. */
export interface MailAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

/** A mail as it is sent: its parts and files. */
export interface SentMail {
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string | undefined;
  attachments: MailAttachment[];
}

export interface MailTransport {
  send(mail: SentMail): Promise<void>;
  close(): void;
}

/**
 * A nodemailer transport made at the first mail: the library costs every start 50 ms, and
 * most starts send nothing before they are serving.
 */
function lazyTransport(make: (nodemailer: typeof Nodemailer.default) => Transporter) {
  let transport: Promise<Transporter> | undefined;
  return {
    sendMail: async (mail: SendMailOptions) => {
      transport ??= import('nodemailer').then((module) => make(module.default));
      return (await transport).sendMail(mail);
    },
    close: () => void transport?.then((made) => made.close()),
  };
}

function message(from: string, mail: SentMail): SendMailOptions {
  return {
    from,
    to: mail.to,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    attachments: mail.attachments,
  };
}

/** SMTP when a URL is configured; otherwise each mail becomes an .eml file in `outboxDir`. */
export function createMailTransport(options: {
  smtpUrl: string | undefined;
  from: string;
  outboxDir: string;
}): MailTransport {
  if (options.smtpUrl) {
    // One send ends well within the outbox lease (5 minutes), whatever the server does.
    const url = options.smtpUrl;
    const transport = lazyTransport((nodemailer) =>
      nodemailer.createTransport({
        url,
        connectionTimeout: 30_000,
        greetingTimeout: 30_000,
        socketTimeout: 60_000,
      }),
    );
    return {
      send: async (mail) => {
        await transport.sendMail(message(options.from, mail));
      },
      close: transport.close,
    };
  }
  const transport = lazyTransport((nodemailer) =>
    nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' }),
  );
  return {
    send: async (mail) => {
      const info = await transport.sendMail(message(options.from, mail));
      await mkdir(options.outboxDir, { recursive: true });
      const stamp = new Date().toISOString().replaceAll(':', '-');
      await writeFile(
        path.join(options.outboxDir, `${stamp}-${mail.id}.eml`),
        info.message as Buffer,
      );
    },
    close: transport.close,
  };
}
