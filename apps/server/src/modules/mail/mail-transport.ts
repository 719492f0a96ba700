import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { normalizeEmail } from '@pr/contracts';
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
  /** Drops what the transport kept of mails to `address` (an erased person); answers how many. */
  forget(address: string): Promise<number>;
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

/** The addresses of a mail file's `To:` header (folded lines unfolded). */
function recipientsOf(eml: string): string[] {
  const headers = (eml.split(/\r?\n\r?\n/)[0] ?? '').replace(/\r?\n[ \t]+/g, ' ');
  const to = headers.split(/\r?\n/).filter((line) => /^to:/i.test(line));
  return to.flatMap((line) => (line.match(/[^\s<>,"']+@[^\s<>,"']+/g) ?? []).map(normalizeEmail));
}

/** Deletes the .eml files of `outboxDir` sent to `address`. */
async function forgetFiles(outboxDir: string, address: string): Promise<number> {
  const wanted = normalizeEmail(address);
  const files = await readdir(outboxDir).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
  let removed = 0;
  for (const file of files.filter((name) => name.endsWith('.eml'))) {
    const full = path.join(outboxDir, file);
    if (recipientsOf(await readFile(full, 'utf8')).includes(wanted)) {
      await rm(full, { force: true });
      removed += 1;
    }
  }
  return removed;
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
      // What the mail server keeps is the operator's (docs/privacy.md).
      forget: async () => 0,
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
    forget: async (address) => forgetFiles(options.outboxDir, address),
    close: transport.close,
  };
}
