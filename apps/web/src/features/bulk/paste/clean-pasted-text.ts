/**
 * Pasted spreadsheet text as the paste area keeps it (docs/spec.md §5): carriage returns dropped,
 * leading and trailing whitespace removed. A tab at the very start is an empty first
 * cell, not whitespace, so only blank lines and spaces are removed before the data.
 */
export function cleanPastedText(text: string): string {
  return text
    .replace(/\r/g, '')
    .replace(/^(?:[ \t]*\n)+/, '')
    .replace(/^ +/, '')
    .trimEnd();
}

/** Keys that change nothing in a text area: moving, selecting, leaving it. */
const NAVIGATION_KEYS = new Set([
  'Tab',
  'ArrowUp',
  'ArrowDown',
  'ArrowLeft',
  'ArrowRight',
  'Home',
  'End',
  'PageUp',
  'PageDown',
  'Escape',
]);

/**
 * Whether the paste area lets a key press through (docs/spec.md §5): shortcuts with Ctrl or Cmd
 * (paste, copy, cut, undo, select all) and Backspace. Typing characters, Enter and Delete
 * are blocked; keys that only move the caret or the focus stay usable, and keys that
 * type nothing (F5, Shift alone) are left to the browser.
 */
export function isAllowedPasteAreaKey(event: {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
}): boolean {
  if (event.ctrlKey || event.metaKey || event.key === 'Backspace') return true;
  if (NAVIGATION_KEYS.has(event.key)) return true;
  return !(event.key.length === 1 || event.key === 'Enter' || event.key === 'Delete');
}

/** Input that does not come from a paste or a deletion, such as a dropped text or a virtual keyboard. */
const BLOCKED_INPUT_TYPES = new Set([
  'insertText',
  'insertLineBreak',
  'insertParagraph',
  'insertFromDrop',
  'insertReplacementText',
  'deleteContentForward',
]);

export function isBlockedInputType(inputType: string): boolean {
  return BLOCKED_INPUT_TYPES.has(inputType);
}
