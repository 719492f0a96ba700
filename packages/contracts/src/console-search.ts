import { plainText } from './plain-text';
import { MESSAGE } from './validation-messages';

/** Rows per console page, and the most a page may hold. */
export const CONSOLE_PAGE_SIZE = 50;
export const CONSOLE_PAGE_MAX = 200;

/** A search filter's text: trimmed, plain, at most `max` characters; absent when empty. */
export const filterText = (max: number) =>
  plainText().trim().min(1).max(max, { error: MESSAGE.maxLength }).optional();
