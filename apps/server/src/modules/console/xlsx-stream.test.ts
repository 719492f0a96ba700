import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { xlsxStream } from './xlsx-stream';

async function readBack(stream: Readable): Promise<unknown[][]> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.read(Readable.from([Buffer.concat(chunks)]));
  const sheet = workbook.worksheets[0];
  expect(sheet?.name).toBe('Registrations');
  const rows: unknown[][] = [];
  sheet?.eachRow({ includeEmpty: true }, (row) =>
    rows.push([1, 2, 3].map((column) => row.getCell(column).value ?? '')),
  );
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

  it('ends the download with an error when a batch fails, rather than a short file', async () => {
    async function* failing() {
      yield [['first', '', '']];
      throw new Error('database gone');
    }
    const stream = xlsxStream('Registrations', ['one', 'two', 'three'], failing());
    await expect(stream.toArray()).rejects.toThrow('database gone');
  });
});
