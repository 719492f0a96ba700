import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Database } from '../../db/client';
import { isUuid } from '../../db/is-uuid';
import { loadOrCreateSecret } from '../../db/secrets';
import { HttpError } from '../../infrastructure/error-handler';

/** Where a keyset page ends: the last row's time and id. */
export interface Cursor {
  at: string;
  id: string;
}

/**
 * Page cursors signed by the server: a page goes on only from where a page of ours ended,
 * so a made-up cursor is a 400, and the pages a search reads are the ones it was given.
 */
export interface PageCursors {
  encode(cursor: Cursor): string;
  /** The position a cursor of ours names; 400 invalid_cursor for any other text. */
  decode(text: string): Cursor;
}

/** 22 base64url characters: 132 bits of the HMAC, beyond guessing. */
const SIGNATURE_LENGTH = 22;

/** A cursor's time as `encode` writes it: PostgreSQL reads no other spelling for sure. */
const isCursorTime = (at: string) =>
  /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/.test(at) &&
  !Number.isNaN(Date.parse(at)) &&
  new Date(at).toISOString() === at;

const invalid = () =>
  new HttpError(400, 'invalid_cursor', 'The page cursor is not one this search gave.');

/** Cursors signed with `key`. */
export function pageCursors(key: string): PageCursors {
  const sign = (payload: string) =>
    createHmac('sha256', key).update(payload).digest('base64url').slice(0, SIGNATURE_LENGTH);
  return {
    encode(cursor) {
      const payload = Buffer.from(JSON.stringify(cursor)).toString('base64url');
      return `${payload}.${sign(payload)}`;
    },
    decode(text) {
      const [payload = '', signature = '', ...rest] = text.split('.');
      const expected = Buffer.from(sign(payload));
      const given = Buffer.from(signature);
      if (rest.length > 0 || given.length !== expected.length || !timingSafeEqual(given, expected))
        throw invalid();
      // Signed by us, so written by `encode`; checked all the same before PostgreSQL reads it.
      const value: unknown = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
      if (
        typeof value === 'object' &&
        value !== null &&
        'at' in value &&
        'id' in value &&
        typeof value.at === 'string' &&
        typeof value.id === 'string' &&
        isCursorTime(value.at) &&
        isUuid(value.id)
      ) {
        return { at: value.at, id: value.id };
      }
      throw invalid();
    },
  };
}

/** Cursors signed with a key every replica shares (created on first use). */
export async function loadPageCursors(db: Database): Promise<PageCursors> {
  return pageCursors(await loadOrCreateSecret(db, 'page-cursor-key', newKey));
}

/** A key of its own, for cursors that never leave the process (an export's pages). */
export const newKey = async (): Promise<string> => randomBytes(32).toString('base64url');
