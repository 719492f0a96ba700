import Papa from 'papaparse';

type CsvDelimiter = '\t' | ';' | ',';

/** On a tie the first wins: a tab never occurs in typed values, a comma often does (decimals, addresses). */
const DELIMITERS: readonly CsvDelimiter[] = ['\t', ';', ','];

/** Records looked at to recognise the delimiter. */
const SAMPLE_RECORDS = 20;

const records = (text: string, delimiter: CsvDelimiter, preview = 0): string[][] =>
  Papa.parse<string[]>(text, { delimiter, preview }).data;

/**
 * The delimiter that splits the first records into the same number of fields, the most
 * fields winning; a file with one column gets ',' (it splits nothing). Papaparse's own
 * guess prefers ',' in a ';' file with decimal commas, which people's files often are.
 */
function detectDelimiter(text: string): CsvDelimiter {
  let best: { delimiter: CsvDelimiter; fields: number; consistent: boolean } | undefined;
  for (const delimiter of DELIMITERS) {
    const counts = records(text, delimiter, SAMPLE_RECORDS)
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

/**
 * CSV text as records of fields, parsed by papaparse (RFC 4180: quoted fields may hold the
 * delimiter, line breaks and doubled quotes) with the delimiter the file uses.
 */
export function parseCsv(text: string): string[][] {
  return records(text, detectDelimiter(text));
}
