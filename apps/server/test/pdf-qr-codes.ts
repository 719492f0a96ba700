import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { prepareZXingModule, readBarcodes } from 'zxing-wasm/reader';

let prepared: Promise<unknown> | undefined;

/** ZXing's WebAssembly reader (the web app's scanner's), loaded from the package, not a CDN. */
function prepareReader() {
  const wasm = readFileSync(
    createRequire(import.meta.url).resolve('zxing-wasm/reader/zxing_reader.wasm'),
  );
  const wasmBinary = wasm.buffer.slice(wasm.byteOffset, wasm.byteOffset + wasm.byteLength);
  prepared ??= Promise.resolve(
    prepareZXingModule({ overrides: { wasmBinary }, fireImmediately: true }),
  );
  return prepared;
}

/**
 * The texts of the QR codes printed on page `page` of a PDF, top to bottom and left to
 * right: the page rasterised by poppler's pdftoppm at 150 dpi, read by ZXing.
 */
export async function pdfQrCodes(pdf: Buffer | Uint8Array, page = 1): Promise<string[]> {
  const folder = mkdtempSync(path.join(tmpdir(), 'pr-qr-'));
  try {
    const file = path.join(folder, 'sheet.pdf');
    writeFileSync(file, pdf);
    const pageNumber = String(page);
    execFileSync('pdftoppm', [
      '-r',
      '150',
      '-png',
      '-f',
      pageNumber,
      '-l',
      pageNumber,
      '-singlefile',
      file,
      path.join(folder, 'page'),
    ]);
    await prepareReader();
    const results = await readBarcodes(
      new Uint8Array(readFileSync(path.join(folder, 'page.png'))),
      {
        formats: ['QRCode'],
        maxNumberOfSymbols: 255,
      },
    );
    return results
      .filter((result) => result.isValid)
      .sort((a, b) => {
        const row = a.position.topLeft.y - b.position.topLeft.y;
        return Math.abs(row) > 20 ? row : a.position.topLeft.x - b.position.topLeft.x;
      })
      .map((result) => result.text);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}
