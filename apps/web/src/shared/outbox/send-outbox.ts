import { ApiError } from '../api/api-error';
import { putRegistrationAnswer } from '../api/put-registration';
import { getCurrentUser } from '../auth/auth-store';
import { sendBatch } from '../bulk-batch/send-batch';
import { readItems, writeItem, type OutboxItem, type OutboxOutcome } from './outbox-db';
import { isWaiting, outboxChanged, useOutboxStore } from './outbox-store';

/** What one send of an item came to. */
type Sent =
  | { kind: 'settled'; outcome: OutboxOutcome }
  /** No answer, or one worth trying again later: the item keeps waiting. */
  | { kind: 'later' }
  /** The session ended on the server: the installer signs in, then it is sent. */
  | { kind: 'signIn' };

/** Answers that say "not now" rather than "not this": the item waits for the next send. */
const sendLater = (status: number) =>
  status === 0 || status === 408 || status === 425 || status === 429 || status >= 500;

/** What an error answer says of the item: sent later, after a sign-in, or ended with a reason. */
function sentOfError(status: number, code: string): Sent {
  if (sendLater(status)) return { kind: 'later' };
  if (status === 401) return { kind: 'signIn' };
  // Another registrant holds the serial, or the account may not register (company refused).
  if (status === 409 || status === 403)
    return { kind: 'settled', outcome: { kind: 'refused', code } };
  return { kind: 'settled', outcome: { kind: 'toFix', code, rowErrors: [] } };
}

async function sendItem(item: OutboxItem): Promise<Sent> {
  if (item.kind === 'batch') {
    // Tried before: the server may hold the batch already (the connection dropped after the
    // upload), so it is asked by key before the rows go out again.
    const outcome = await sendBatch(item.command, item.id, {
      locale: item.locale,
      resume: item.attempts > 1,
    });
    switch (outcome.kind) {
      case 'registered':
        return { kind: 'settled', outcome: { ...outcome } };
      case 'invalidRows':
        return {
          kind: 'settled',
          outcome: { kind: 'toFix', code: 'invalid_rows', rowErrors: outcome.errors },
        };
      case 'conflict':
        return { kind: 'settled', outcome: { kind: 'refused', code: 'already_registered' } };
      case 'failed':
        return sentOfError(outcome.status, 'failed');
    }
  }
  // A single registration is its own key on the server: the same installer sending the same
  // serial again is answered 200 with the registration it already has, never stored twice.
  try {
    const { created } = await putRegistrationAnswer(item.command, item.locale);
    return {
      kind: 'settled',
      outcome: created
        ? { kind: 'registered', registered: 1, alreadyRegistered: 0 }
        : { kind: 'alreadyYours' },
    };
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return sentOfError(error.status, error.code);
  }
}

/** Whether the signed-in account is the one that kept `item`. */
function mayBeSentNow(item: OutboxItem): boolean {
  const user = getCurrentUser();
  return user.isAuthenticated && user.subject === item.accountSubject;
}

/**
 * Sends every waiting item of the signed-in installer, oldest first, until the connection
 * fails. An item another account kept, or any item while nobody is signed in, stays and the
 * list asks for a sign-in. Each item's attempt is written before it goes, so a reload during
 * a batch's upload asks the server for that batch before sending its rows again.
 */
async function sendWaiting(): Promise<void> {
  const waiting = (await readItems()).filter(isWaiting);
  let needsSignIn = waiting.some((item) => !mayBeSentNow(item));
  try {
    for (const item of waiting) {
      if (!mayBeSentNow(item)) continue;
      const tried = { ...item, attempts: item.attempts + 1 };
      await writeItem(tried);
      useOutboxStore.setState({ sending: item.id });
      const sent = await sendItem(tried);
      if (sent.kind === 'signIn') {
        needsSignIn = true;
        break;
      }
      if (sent.kind === 'later') break;
      // A stored registration no longer needs its form; one to fix goes back to its steps.
      await writeItem(
        sent.outcome.kind === 'toFix'
          ? { ...tried, outcome: sent.outcome }
          : { ...tried, outcome: sent.outcome, draft: null },
      );
      await outboxChanged();
    }
  } finally {
    useOutboxStore.setState({ sending: null, needsSignIn });
    await outboxChanged();
  }
}

interface LockManagerLike {
  request(
    name: string,
    options: { ifAvailable: boolean },
    callback: (lock: unknown) => Promise<void>,
  ): Promise<void>;
}

/** Sends with the other tabs of this browser kept out (a Web Lock, where the browser has it). */
async function sendAloneInBrowser(): Promise<void> {
  const locks = (navigator as Navigator & { locks?: LockManagerLike }).locks;
  if (locks === undefined) {
    await sendWaiting();
    return;
  }
  // Another tab sending now sends everything: this one has nothing left to do.
  await locks.request('pr-outbox-send', { ifAvailable: true }, async (lock) => {
    if (lock !== null) await sendWaiting();
  });
}

let running: Promise<void> | null = null;
let askedAgain = false;

/**
 * Sends the waiting items, one send at a time: a call while one runs (the connection came
 * back as the page started, say) is answered by that one, which looks once more when done
 * for what was kept meanwhile.
 */
export function sendOutbox(): Promise<void> {
  if (running !== null) {
    askedAgain = true;
    return running;
  }
  running = (async () => {
    do {
      askedAgain = false;
      await sendAloneInBrowser();
    } while (askedAgain);
  })().finally(() => {
    running = null;
  });
  return running;
}
