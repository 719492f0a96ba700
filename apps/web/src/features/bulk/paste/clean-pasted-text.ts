/**
 * Pasted spreadsheet text as the paste area keeps it (docs/spec.md §5): carriage returns dropped,
 * leading and trailing whitespace removed, and every cell on one line (see
 * `flattenQuotedCells`). A tab at the very start is an empty first cell, not whitespace, so
 * only blank lines and spaces are removed before the data.
 */
export function cleanPastedText(text: string): string {
  return flattenQuotedCells(text.replace(/\r/g, ''))
    .replace(/^(?:[ \t]*\n)+/, '')
    .replace(/^ +/, '')
    .trimEnd();
}

/**
 * Excel, LibreOffice and Google Sheets copy a cell that holds a line break, a tab or a
 * leading quote in double quotes, its own quotes doubled. Such a cell becomes one line
 * (breaks and tabs as spaces), so it no longer splits its row. A quote that does not close
 * a cell this way (`"Villa" Rose`) is kept as typed.
 */
export function flattenQuotedCells(text: string): string {
  if (!text.includes('"')) return text;
  let result = '';
  let copied = 0;
  let cellStart = 0;
  while (cellStart < text.length) {
    const end = text[cellStart] === '"' ? closingQuote(text, cellStart + 1) : -1;
    if (end !== -1) {
      const inner = text.slice(cellStart + 1, end).replaceAll('""', '"');
      result += text.slice(copied, cellStart) + inner.replace(/[\t\n]+/g, ' ').trim();
      copied = end + 1;
    }
    cellStart = nextCellStart(text, end === -1 ? cellStart : end + 1);
  }
  return result + text.slice(copied);
}

/**
 * Where the quoted cell opened just before `from` closes: a quote that is not doubled and
 * is followed by a tab, a line break or the end. -1 when it does not close so.
 */
function closingQuote(text: string, from: number): number {
  for (let index = text.indexOf('"', from); index !== -1; index = text.indexOf('"', index + 2)) {
    if (text[index + 1] === '"') continue;
    const after = text[index + 1];
    return after === undefined || after === '\t' || after === '\n' ? index : -1;
  }
  return -1;
}

/** The start of the cell after the one that goes on at `from`. */
function nextCellStart(text: string, from: number): number {
  for (let index = from; index < text.length; index += 1) {
    if (text[index] === '\t' || text[index] === '\n') return index + 1;
  }
  return text.length;
}
