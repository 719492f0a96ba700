import { z } from './zod';
import { MESSAGE } from './validation-messages';

/** Tab, line feed and carriage return: what a multi-line text (a notice, a reason) holds. */
const isLineBreakOrTab = (code: number) => code === 0x09 || code === 0x0a || code === 0x0d;

export interface ControlCharacterRule {
  /** Tab and line breaks allowed: a body, whose one-line fields refuse them themselves. */
  lineBreaks: boolean;
}

/**
 * Whether `text` holds a control character (U+0000–U+001F, U+007F) it may not: no name,
 * e-mail, address, key or parameter has one, PostgreSQL refuses U+0000, and a line break in a
 * name forges mail headers.
 */
export function hasControlCharacter(
  text: string,
  rule: ControlCharacterRule = { lineBreaks: false },
): boolean {
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    if ((code < 0x20 || code === 0x7f) && !(rule.lineBreaks && isLineBreakOrTab(code))) {
      return true;
    }
  }
  return false;
}

/** A place in the walked value: its key and the place holding it (paths built only when needed). */
interface Place {
  key: string;
  parent: Place | null;
}

const pathOf = (place: Place | null): string[] => {
  const path: string[] = [];
  for (let at = place; at !== null; at = at.parent) path.push(at.key);
  return path.reverse();
};

/**
 * Where a request part holds a control character: the path of every string, and of every
 * object key, that has one, at any depth (walked without recursion, in time linear in the
 * value: a body may nest deep).
 */
export function controlCharacterPaths(value: unknown, rule: ControlCharacterRule): string[][] {
  const found: string[][] = [];
  const stack: { value: unknown; place: Place | null }[] = [{ value, place: null }];
  for (let next = stack.pop(); next !== undefined; next = stack.pop()) {
    const { value: item, place } = next;
    if (typeof item === 'string') {
      if (hasControlCharacter(item, rule)) found.push(pathOf(place));
    } else if (Array.isArray(item)) {
      item.forEach((element, index) =>
        stack.push({ value: element, place: { key: String(index), parent: place } }),
      );
    } else if (item !== null && typeof item === 'object' && !ArrayBuffer.isView(item)) {
      for (const [key, child] of Object.entries(item)) {
        const at = { key, parent: place };
        if (hasControlCharacter(key, rule)) found.push(pathOf(at));
        else stack.push({ value: child, place: at });
      }
    }
  }
  return found;
}

/**
 * The one rule for text, put before a request part's schema: any control character it may
 * not hold, in any string of the part, is refused with `controlCharacters` at its path
 * (a 400 naming the field), before the part's own rules run.
 */
export function withoutControlCharacters<T extends z.ZodType>(
  schema: T,
  rule: ControlCharacterRule,
) {
  return z
    .unknown()
    .superRefine((value, context) => {
      for (const path of controlCharacterPaths(value, rule)) {
        context.addIssue({ code: 'custom', path, message: MESSAGE.controlCharacters });
      }
    })
    .pipe(schema);
}
