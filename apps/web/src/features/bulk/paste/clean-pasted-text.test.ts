import { describe, expect, it } from 'vitest';
import { cleanPastedText } from './clean-pasted-text';

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
