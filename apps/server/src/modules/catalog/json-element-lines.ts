/**
 * Line numbers (1-based) at which each element of the top-level arrays of a JSON object
 * starts, e.g. `{ devices: [3, 4, 9] }`. JSON.parse gives no positions, and an importer
 * must point at the line of a bad row.
 */
export function jsonElementLines(text: string): Record<string, number[]> {
  const result: Record<string, number[]> = {};
  let line = 1;
  let depth = 0;
  let inString = false;
  let stringStart = -1;
  let lastKey: string | undefined;
  let currentArray: number[] | undefined;
  let expectElement = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (ch === '\n') line++;
    if (inString) {
      if (ch === '\\') i++;
      else if (ch === '"') {
        inString = false;
        if (depth === 1) lastKey = text.slice(stringStart + 1, i);
      }
      continue;
    }
    if (ch === ' ' || ch === '\t' || ch === '\r' || ch === '\n') continue;
    if (expectElement && ch !== ']') {
      currentArray?.push(line);
      expectElement = false;
    }
    if (ch === '"') {
      inString = true;
      stringStart = i;
    } else if (ch === '{' || ch === '[') {
      depth++;
      if (ch === '[' && depth === 2 && lastKey !== undefined) {
        currentArray = result[lastKey] = [];
        expectElement = true;
      }
    } else if (ch === '}' || ch === ']') {
      depth--;
      if (depth === 1) currentArray = undefined;
    } else if (ch === ',' && depth === 2 && currentArray) {
      expectElement = true;
    }
  }
  return result;
}
