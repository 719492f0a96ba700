import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { TestApp } from './test-app';

/** The mails sent to an address so far (the file outbox), decoded enough to read texts and links. */
export async function mailsTo(t: TestApp, address: string): Promise<string[]> {
  await t.app.mailWorker.drain();
  const outbox = path.join(t.config.dataDir, 'outbox');
  return readdirSync(outbox)
    .map((file) =>
      readFileSync(path.join(outbox, file), 'utf8')
        .replace(/=\r?\n/g, '')
        // Quoted-printable bytes, a run of them at a time (é is =C3=A9).
        .replace(/(?:=[0-9A-F]{2})+/g, (run) =>
          Buffer.from(run.replace(/=/g, ''), 'hex').toString('utf8'),
        ),
    )
    .filter((text) => text.includes(`To: ${address}`));
}

/** The path of the registration confirmation link in a mail, or '' for a mail without one. */
export function confirmationLinkIn(mail: string | undefined): string {
  return (
    /http:\/\/localhost:8080(\/api\/registrations\/confirm\/[\w-]+)/.exec(mail ?? '')?.[1] ?? ''
  );
}

/** Presses the button of a confirmation link's page. */
export function pressConfirm(t: TestApp, link: string) {
  return t.app.inject({
    method: 'POST',
    url: link,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: '',
  });
}
