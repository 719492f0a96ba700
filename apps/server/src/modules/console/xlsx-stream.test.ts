import type { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { xlsxRows } from '../../../test/xlsx-rows';
import { xlsxStream } from './xlsx-stream';

async function readBack(stream: Readable): Promise<unknown[][]> {
  const { sheet, rows } = await xlsxRows(stream, 3);
  expect(sheet).toBe('Registrations');
  return rows;
}

describe('xlsxStream', () => {
  it('writes every batch as rows a spreadsheet reads back, text kept exactly', async () => {
    async function* batches() {
      yield [['a & b <c>', '', 'Zoë 🔥']];
      yield [
        ['  spaced  ', 'quote "x"', 'line\nbreak'],
        ['control\u0001gone', '=not a formula', ''],
      ];
    }
    expect(await readBack(xlsxStream('Registrations', ['one', 'two', 'three'], batches()))).toEqual(
      [
        ['one', 'two', 'three'],
        ['a & b <c>', '', 'Zoë 🔥'],
        ['  spaced  ', 'quote "x"', 'line\nbreak'],
        ['controlgone', '=not a formula', ''],
      ],
    );
  });

  it('writes a workbook with only its header when no row matches', async () => {
    async function* none(): AsyncGenerator<string[][]> {}
    expect(await readBack(xlsxStream('Registrations', ['one', 'two', 'three'], none()))).toEqual([
      ['one', 'two', 'three'],
    ]);
  });

  it('writes numbers as numbers, negative ones too', async () => {
    async function* batches() {
      yield [
        ['credit', 50, ''],
        ['reversal', -50, '=1+1'],
      ];
    }
    expect(await readBack(xlsxStream('Registrations', ['kind', 'points', 'x'], batches()))).toEqual(
      [
        ['kind', 'points', 'x'],
        ['credit', 50, ''],
        ['reversal', -50, '=1+1'],
      ],
    );
  });

  it('ends the download with an error when a batch fails, rather than a short file', async () => {
    async function* failing() {
      yield [['first', '', '']];
      throw new Error('database gone');
    }
    const stream = xlsxStream('Registrations', ['one', 'two', 'three'], failing());
    await expect(stream.toArray()).rejects.toThrow('database gone');
  });
});
