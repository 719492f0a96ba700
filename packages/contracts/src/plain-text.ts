import { z } from './zod';
import { MESSAGE } from './validation-messages';

/**
 * Whether `text` holds a control character (U+0000–U+001F, U+007F): no name, e-mail or
 * address has one, PostgreSQL refuses U+0000, and a line break in a name forges mail headers.
 */
export function hasControlCharacter(text: string): boolean {
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    if (code < 0x20 || code === 0x7f) return true;
  }
  return false;
}

/**
 * A one-line text field as people type it: trimmed, and refused with `controlCharacters` when
 * it holds a control character. Length rules follow it (`.min`, `.max`).
 */
export function plainText() {
  return z
    .string({ error: MESSAGE.required })
    .trim()
    .refine((text) => !hasControlCharacter(text), { error: MESSAGE.controlCharacters });
}
