import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect } from '@playwright/test';

/** The mails the server under test sent to an address so far (its file outbox), decoded. */
function mailsTo(address: string): string[] {
  const outbox = path.join(process.env.E2E_DATA_DIR ?? '', 'outbox');
  if (!existsSync(outbox)) return [];
  return readdirSync(outbox, { withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => readFileSync(path.join(outbox, entry.name), 'utf8'))
    .map((text) => text.replace(/=\r?\n/g, '').replace(/=3D/g, '='))
    .filter((text) => text.includes(`To: ${address}`));
}

/**
 * The path of the first link matching `pattern` in a mail to `address`, waiting for the
 * server's outbox worker to send it.
 */
export async function mailedLink(address: string, pattern: RegExp): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(() => {
      link = mailsTo(address)
        .map((mail) => pattern.exec(mail)?.[1])
        .find((found) => found !== undefined);
      return link;
    })
    .toBeTruthy();
  return link ?? '';
}

/** Waits until a mail to `address` contains every one of `texts`, and answers it. */
export async function mailContaining(address: string, texts: readonly string[]): Promise<string> {
  let found: string | undefined;
  await expect
    .poll(() => {
      found = mailsTo(address).find((mail) => texts.every((text) => mail.includes(text)));
      return found !== undefined;
    })
    .toBe(true);
  return found ?? '';
}
