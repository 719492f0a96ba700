import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import fontkit from '@pdf-lib/fontkit';
import {
  fill,
  popGraphicsState,
  pushGraphicsState,
  rectangle,
  rgb,
  setFillingRgbColor,
  type PDFDocument,
  type PDFFont,
  type PDFOperator,
  type PDFPage,
} from 'pdf-lib';
import QRCode from 'qrcode';

// What the server's PDFs (registration certificates, label sheets) draw alike.

/** A4 in points. */
export const A4 = { width: 595.28, height: 841.89 };
/** Points in a millimetre. */
export const MM = 72 / 25.4;

export const INK = rgb(0x14 / 255, 0x23 / 255, 0x2e / 255);
export const MUTED = rgb(0x4a / 255, 0x5a / 255, 0x66 / 255);

/**
 * DejaVu Sans, embedded (its used letters only): the standard PDF fonts know the Western
 * European characters only, and a text in Polish, Hungarian, Romanian, Latvian, Lithuanian
 * or Czech needs ł, ő, ș, ģ, ė, ř. Read once, from the font package.
 */
const resolve = createRequire(import.meta.url).resolve;
let fontFiles: { regular: Uint8Array; bold: Uint8Array } | undefined;
function fontFilesOnce() {
  fontFiles ??= {
    regular: readFileSync(resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf')),
    bold: readFileSync(resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf')),
  };
  return fontFiles;
}

/** DejaVu Sans and DejaVu Sans Bold, embedded in `document`. */
export async function embedFonts(
  document: PDFDocument,
): Promise<{ regular: PDFFont; bold: PDFFont }> {
  document.registerFontkit(fontkit);
  const files = fontFilesOnce();
  return {
    regular: await document.embedFont(files.regular, { subset: true }),
    bold: await document.embedFont(files.bold, { subset: true }),
  };
}

/** `text` in lines no wider than `width` at `size`, broken at spaces. */
export function wrap(font: PDFFont, text: string, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    const candidate = line === '' ? word : `${line} ${word}`;
    if (line !== '' && font.widthOfTextAtSize(candidate, size) > width) {
      lines.push(line);
      line = word;
    } else {
      line = candidate;
    }
  }
  if (line !== '') lines.push(line);
  return lines;
}

/**
 * Draws the QR code of `text`, `size` points wide with its quiet zone of four modules on each
 * side (as readers expect), its top left at (x, y). One filled path of a rectangle per run of
 * dark modules in a row: a sheet of a thousand codes stays quick to make and to print.
 */
export function drawQrCode(page: PDFPage, text: string, x: number, y: number, size: number): void {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const cell = size / (modules.size + 8);
  const runs: PDFOperator[] = [];
  for (let row = 0; row < modules.size; row++) {
    let column = 0;
    while (column < modules.size) {
      if (!modules.get(row, column)) {
        column += 1;
        continue;
      }
      const start = column;
      while (column < modules.size && modules.get(row, column)) column += 1;
      runs.push(
        rectangle(x + (start + 4) * cell, y - (row + 5) * cell, (column - start) * cell, cell),
      );
    }
  }
  page.pushOperators(
    pushGraphicsState(),
    setFillingRgbColor(0, 0, 0),
    ...runs,
    fill(),
    popGraphicsState(),
  );
}
