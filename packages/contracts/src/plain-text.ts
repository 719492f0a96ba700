import { z } from './zod';
import { hasControlCharacter } from './control-characters';
import { MESSAGE } from './validation-messages';

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

/**
 * A multi-line text (a notice, paragraphs): trimmed; tab and line breaks are its own, any
 * other control character is refused with `controlCharacters`.
 */
export function multilineText() {
  return z
    .string({ error: MESSAGE.required })
    .trim()
    .refine((text) => !hasControlCharacter(text, { lineBreaks: true }), {
      error: MESSAGE.controlCharacters,
    });
}
