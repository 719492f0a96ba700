import { describe, expect, it } from 'vitest';
import { cleanPastedText, isAllowedPasteAreaKey, isBlockedInputType } from './clean-pasted-text';

describe('cleanPastedText', () => {
  it('drops carriage returns and surrounding whitespace', () => {
    expect(cleanPastedText('\r\n  \n  a\tb\r\nc\td\r\n\t\n ')).toBe('a\tb\nc\td');
  });

  it('keeps a cell with line breaks, as spreadsheets copy it quoted, on its row', () => {
    // Excel and Google Sheets: CRLF between rows, LF inside the quoted cell.
    const copied =
      '100000001\t"Rue de Rivoli\nBâtiment B"\t10\r\n100000002\t"Le ""Clos""\tdu Parc"\t2\r\n';
    expect(cleanPastedText(copied)).toBe(
      '100000001\tRue de Rivoli Bâtiment B\t10\n100000002\tLe "Clos" du Parc\t2',
    );
  });

  it('keeps quotes that do not enclose a whole cell as they are', () => {
    expect(cleanPastedText('"Villa" Rose\t10\n12" pipe\t"open')).toBe(
      '"Villa" Rose\t10\n12" pipe\t"open',
    );
    expect(cleanPastedText('"a"\t"b"')).toBe('a\tb');
  });

  it('keeps a leading tab: it is an empty first cell', () => {
    expect(cleanPastedText('\tb\tc\nx\ty\tz')).toBe('\tb\tc\nx\ty\tz');
  });
});

describe('isAllowedPasteAreaKey', () => {
  const key = (k: string, modifiers: { ctrlKey?: boolean; metaKey?: boolean } = {}) =>
    isAllowedPasteAreaKey({ key: k, ctrlKey: false, metaKey: false, ...modifiers });

  it('lets shortcuts, Backspace and moving through', () => {
    expect(key('v', { ctrlKey: true })).toBe(true);
    expect(key('v', { metaKey: true })).toBe(true);
    expect(key('Backspace')).toBe(true);
    expect(key('Tab')).toBe(true);
    expect(key('ArrowDown')).toBe(true);
    expect(key('F5')).toBe(true);
  });

  it('blocks typing', () => {
    expect(key('a')).toBe(false);
    expect(key('1')).toBe(false);
    expect(key(' ')).toBe(false);
    expect(key('Enter')).toBe(false);
    expect(key('Delete')).toBe(false);
  });
});

describe('isBlockedInputType', () => {
  it('blocks typed and dropped text, not pastes and deletions', () => {
    expect(isBlockedInputType('insertText')).toBe(true);
    expect(isBlockedInputType('insertFromDrop')).toBe(true);
    expect(isBlockedInputType('insertFromPaste')).toBe(false);
    expect(isBlockedInputType('deleteContentBackward')).toBe(false);
    expect(isBlockedInputType('deleteByCut')).toBe(false);
  });
});
