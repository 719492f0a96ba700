import { describe, expect, it } from 'vitest';
import { neutralised } from './export-file';

/** How a spreadsheet splits a CSV line on `separator`: the cells it would evaluate. */
const formulaCells = (value: string, separator: string) =>
  value.split(separator).filter((cell) => /^\s*"*[=+\-@]/.test(cell));

describe('neutralised export cells', () => {
  it.each([
    ['=HYPERLINK("x")', `'=HYPERLINK("x")`],
    ['Max;=2+5;', "Max;'=2+5;"],
    ['Max, +49 30 1234', "Max, '+49 30 1234"],
    ['a\t@SUM(A1)', "a\t'@SUM(A1)"],
    ['Petit|-1+1', "Petit|'-1+1"],
    ['Max; "=1+1"', `Max; "'=1+1"`],
    ['Dupont-Martin', 'Dupont-Martin'],
    ['Rue du 8-Mai-1945, 75010 Paris', 'Rue du 8-Mai-1945, 75010 Paris'],
  ])('%j becomes %j', (value, expected) => {
    expect(neutralised(value)).toBe(expected);
  });

  it('leaves no cell a spreadsheet would evaluate, whatever separator it splits on', () => {
    for (const value of ['Max;=2+5;', '=1', 'x,@A1', 'x\t-2', 'x|+3', 'x; =4', 'x;"=5"']) {
      for (const separator of [',', ';', '\t', '|']) {
        expect(
          formulaCells(neutralised(value), separator),
          `${value} split on ${separator}`,
        ).toEqual([]);
      }
    }
  });
});
