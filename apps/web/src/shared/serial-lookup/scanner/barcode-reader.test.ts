import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import QRCode from 'qrcode';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createBarcodeReader } from './barcode-reader';

const WASM_URL = '/assets/zxing_reader.wasm';
vi.mock('zxing-wasm/reader/zxing_reader.wasm?url', () => ({
  default: '/assets/zxing_reader.wasm',
}));

beforeEach(() => {
  // Our origin serves the WebAssembly file that the build copied out of the package.
  const wasm = readFileSync(
    createRequire(import.meta.url).resolve('zxing-wasm/reader/zxing_reader.wasm'),
  );
  vi.stubGlobal('fetch', async (url: string) => {
    expect(String(url)).toBe(WASM_URL);
    return new Response(wasm, { headers: { 'content-type': 'application/wasm' } });
  });
});

/** A QR code of `text` as a camera frame: black modules on white, 6 px each, a quiet zone. */
function qrFrame(text: string) {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const scale = 6;
  const quiet = 4;
  const width = (modules.size + quiet * 2) * scale;
  const data = new Uint8ClampedArray(width * width * 4).fill(255);
  for (let y = 0; y < width; y++) {
    for (let x = 0; x < width; x++) {
      const row = Math.floor(y / scale) - quiet;
      const column = Math.floor(x / scale) - quiet;
      const inside = row >= 0 && column >= 0 && row < modules.size && column < modules.size;
      if (inside && modules.get(row, column))
        data.fill(0, (y * width + x) * 4, (y * width + x) * 4 + 3);
    }
  }
  return { data, width, height: width, colorSpace: 'srgb' } as ImageData;
}

describe('the code reader without the browser’s BarcodeDetector (ZXing in WebAssembly)', () => {
  it('reads the deep link of a generated rating plate QR code', async () => {
    const read = await createBarcodeReader();
    const link = 'https://register.calora.example/fr-FR/products/908765401';
    expect(await read(qrFrame(link))).toEqual([link]);
  });

  it('reads nothing in a blank frame', async () => {
    const read = await createBarcodeReader();
    const blank = new Uint8ClampedArray(200 * 200 * 4).fill(255);
    expect(await read({ data: blank, width: 200, height: 200, colorSpace: 'srgb' })).toEqual([]);
  });
});
