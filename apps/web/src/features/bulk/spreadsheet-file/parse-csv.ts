export type CsvDelimiter = ';' | ',' | '\t';

/** On a tie the first wins: a tab never occurs in typed values, a comma often does (decimals, addresses). */
const DELIMITERS: readonly CsvDelimiter[] = ['\t', ';', ','];

/** Records looked at to recognise the delimiter. */
const SAMPLE_RECORDS = 20;

/**
 * Splits CSV text into records of fields (RFC 4180: fields in double quotes may hold the
 * delimiter, line breaks and doubled quotes). Stops after `maxRecords` records.
 */
export function parseCsv(text: string, delimiter: CsvDelimiter, maxRecords = Infinity): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let index = 0;
  const length = text.length;

  const endRecord = () => {
    records.push(record);
    record = [];
  };

  while (index < length && records.length < maxRecords) {
    let field: string;
    if (text[index] === '"') {
      // Quoted field: runs to the quote not followed by another quote.
      field = '';
      index += 1;
      for (;;) {
        const quote = text.indexOf('"', index);
        if (quote === -1) {
          field += text.slice(index);
          index = length;
          break;
        }
        field += text.slice(index, quote);
        if (text[quote + 1] === '"') {
          field += '"';
          index = quote + 2;
        } else {
          index = quote + 1;
          break;
        }
      }
      // Anything between the closing quote and the next delimiter stays part of the field.
      const rest = nextBoundary(text, index, delimiter);
      field += text.slice(index, rest);
      index = rest;
    } else {
      const end = nextBoundary(text, index, delimiter);
      field = text.slice(index, end);
      index = end;
    }
    record.push(field);

    const boundary = text[index];
    if (boundary === delimiter) {
      index += 1;
      // A delimiter at the very end still opens one last, empty field.
      if (index === length) record.push('');
    } else if (boundary === '\r' || boundary === '\n') {
      index += boundary === '\r' && text[index + 1] === '\n' ? 2 : 1;
      endRecord();
    }
  }
  if (record.length > 0) endRecord();
  return records;
}

/** Index of the next delimiter or line break at or after `from`, or the text length. */
function nextBoundary(text: string, from: number, delimiter: string): number {
  for (let index = from; index < text.length; index += 1) {
    const char = text[index];
    if (char === delimiter || char === '\n' || char === '\r') return index;
  }
  return text.length;
}

/**
 * The delimiter that splits the first records into the same number of fields, the most
 * fields winning; a file with one column gets ',' (it splits nothing).
 */
export function detectCsvDelimiter(text: string): CsvDelimiter {
  let best: { delimiter: CsvDelimiter; fields: number; consistent: boolean } | undefined;
  for (const delimiter of DELIMITERS) {
    const counts = parseCsv(text, delimiter, SAMPLE_RECORDS)
      // Blank lines split nothing, whatever the delimiter.
      .filter((record) => record.length > 1 || record[0] !== '')
      .map((record) => record.length);
    const fields = Math.max(1, ...counts);
    if (fields === 1) continue;
    const consistent = counts.every((count) => count === fields);
    const better =
      !best ||
      (consistent && !best.consistent) ||
      (consistent === best.consistent && fields > best.fields);
    if (better) best = { delimiter, fields, consistent };
  }
  return best?.delimiter ?? ',';
}
