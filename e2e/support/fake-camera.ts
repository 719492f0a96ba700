import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import QRCode from 'qrcode';
import { prepareZXingModule, writeBarcode } from 'zxing-wasm/writer';
import { CHROMIUM_ARGS } from './chromium-args';

const WIDTH = 640;
const HEIGHT = 480;
const FRAMES = 10;
const require = createRequire(import.meta.url);

/** A 2D code's modules: `dark(row, column)` for each of `width` × `height`. */
interface CodeSymbol {
  width: number;
  height: number;
  dark: (row: number, column: number) => boolean;
}

/**
 * A video for Chromium's fake camera (`--use-file-for-fake-video-capture`): a rating plate's
 * code, black on white, in the middle of the picture. Y4M (YUV 4:2:0), the format Chromium
 * plays in a loop; written once, its path returned.
 */
function codeVideo(symbol: CodeSymbol, name: string): string {
  const scale = Math.floor((HEIGHT * 0.7) / Math.max(symbol.width, symbol.height));
  const left = Math.floor((WIDTH - symbol.width * scale) / 2);
  const top = Math.floor((HEIGHT - symbol.height * scale) / 2);
  const luma = Buffer.alloc(WIDTH * HEIGHT, 235);
  for (let row = 0; row < symbol.height; row++) {
    for (let column = 0; column < symbol.width; column++) {
      if (!symbol.dark(row, column)) continue;
      for (let y = 0; y < scale; y++) {
        const start = (top + row * scale + y) * WIDTH + left + column * scale;
        luma.fill(16, start, start + scale);
      }
    }
  }
  const chroma = Buffer.alloc((WIDTH / 2) * (HEIGHT / 2) * 2, 128);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), luma, chroma]);
  const header = Buffer.from(`YUV4MPEG2 W${WIDTH} H${HEIGHT} F10:1 Ip A1:1 C420jpeg\n`);
  const file = path.join(tmpdir(), `${name}-${process.pid}.y4m`);
  writeFileSync(file, Buffer.concat([header, ...Array.from({ length: FRAMES }, () => frame)]));
  return file;
}

/** A fake camera's video of a QR code of `text`. */
export function qrCodeVideo(text: string, name: string): string {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  return codeVideo(
    {
      width: modules.size,
      height: modules.size,
      dark: (row, column) => Boolean(modules.get(row, column)),
    },
    name,
  );
}

/**
 * A fake camera's video of a GS1 DataMatrix of `elementString` (`(01)…(21)…`), as rating
 * plates print it: FNC1 first, the AIs in the symbol as their data, not their brackets.
 */
export async function gs1DataMatrixVideo(elementString: string, name: string): Promise<string> {
  // The wasm file from node_modules: the writer would otherwise fetch it from a CDN.
  prepareZXingModule({
    overrides: { wasmBinary: readFileSync(require.resolve('zxing-wasm/writer/zxing_writer.wasm')) },
  });
  const written = await writeBarcode(elementString, {
    format: 'DataMatrix',
    options: 'gs1,forceSquare',
    scale: 1,
    addQuietZones: false,
  });
  if (written.error !== '') throw new Error(`DataMatrix of ${elementString}: ${written.error}`);
  const { width, height, data } = written.symbol;
  return codeVideo(
    { width, height, dark: (row, column) => data[row * width + column] === 0 },
    name,
  );
}

/** Launch options of a Chromium whose camera films `video`, allowed without asking. */
export function fakeCameraLaunchOptions(video: string) {
  return {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      ...CHROMIUM_ARGS,
      '--use-fake-device-for-media-stream',
      '--use-fake-ui-for-media-stream',
      `--use-file-for-fake-video-capture=${video}`,
    ],
  };
}
