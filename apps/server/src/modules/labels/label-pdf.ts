import { LABEL_COLUMNS, LABEL_ROWS, LABELS_PER_PAGE } from '@pr/contracts/labels';
import { PDFDocument, type PDFFont, type PDFPage } from 'pdf-lib';
import { A4, drawQrCode, embedFonts, INK, MM, MUTED, wrap } from '../pdf/pdf-drawing';

/** One label: the device's serial, its product's name, what its QR code holds. */
export interface Label {
  serialNumber: string;
  productName: string;
  qrText: string;
}

/**
 * The 24-up A4 label sheet (3 × 8 labels of 63.5 × 33.9 mm, no gap between rows, 2.54 mm
 * between columns, as Avery L7159 and its equals): a label's place on the page is the
 * sheet's, so each prints inside its own label.
 */
export const LABEL_SHEET = {
  width: 63.5 * MM,
  height: 33.9 * MM,
  columnPitch: 66.04 * MM,
  left: 7.21 * MM,
  top: 12.9 * MM,
};

/** Inside a label, what stays clear of its cut edge: a sheet does not feed exactly. */
const PADDING = 2 * MM;
const NAME_SIZE = 7;
const NAME_LINES = 3;
const SERIAL_SIZES = [11, 10, 9, 8, 7] as const;
const SMALLEST_SERIAL_SIZE = 7;

/** The serial as large as it fits `width`; one too long for the smallest size in pieces. */
function serialLines(
  font: PDFFont,
  serial: string,
  width: number,
): { size: number; lines: string[] } {
  for (const size of SERIAL_SIZES) {
    if (font.widthOfTextAtSize(serial, size) <= width) return { size, lines: [serial] };
  }
  const size = SMALLEST_SERIAL_SIZE;
  const perLine = Math.max(1, Math.floor(width / font.widthOfTextAtSize('0', size)));
  const lines: string[] = [];
  for (let start = 0; start < serial.length; start += perLine) {
    lines.push(serial.slice(start, start + perLine));
  }
  return { size, lines };
}

function drawLabel(
  page: PDFPage,
  label: Label,
  fonts: { regular: PDFFont; bold: PDFFont },
  left: number,
  top: number,
): void {
  // The QR code fills the label's height at its left; its quiet zone is part of it.
  const qrSize = LABEL_SHEET.height - 2 * PADDING;
  drawQrCode(page, label.qrText, left + PADDING, top - PADDING, qrSize);
  const textLeft = left + PADDING + qrSize + PADDING;
  const textWidth = left + LABEL_SHEET.width - PADDING - textLeft;
  // Past the QR code's own quiet zone (four of its modules, some 4 points).
  let y = top - PADDING - 4;
  const bottom = top - LABEL_SHEET.height + PADDING;
  const serial = serialLines(fonts.bold, label.serialNumber, textWidth);
  const serialHeight = serial.lines.length * (serial.size + 2);
  // The serial always whole; the name on the lines left above it (a long serial leaves one).
  const nameLinesLeft = Math.floor((y - bottom - serialHeight - 4) / (NAME_SIZE + 2));
  const nameLines = wrap(fonts.regular, label.productName, NAME_SIZE, textWidth);
  const room = Math.max(1, Math.min(NAME_LINES, nameLinesLeft));
  const shown = nameLines.slice(0, room);
  if (nameLines.length > room) shown[room - 1] = `${shown[room - 1] ?? ''}…`;
  for (const line of shown) {
    y -= NAME_SIZE;
    page.drawText(line, { x: textLeft, y, size: NAME_SIZE, font: fonts.regular, color: MUTED });
    y -= 2;
  }
  y -= 4;
  for (const line of serial.lines) {
    y -= serial.size;
    page.drawText(line, { x: textLeft, y, size: serial.size, font: fonts.bold, color: INK });
    y -= 2;
  }
}

/** The labels on A4 pages, left to right and top to bottom, 24 a page. */
export async function labelSheetPdf(
  labels: readonly Label[],
  { title, language }: { title: string; language: string },
): Promise<Uint8Array> {
  const document = await PDFDocument.create();
  document.setTitle(title);
  document.setAuthor('Calora');
  document.setLanguage(language);
  const fonts = await embedFonts(document);
  let page: PDFPage | undefined;
  labels.forEach((label, index) => {
    const place = index % LABELS_PER_PAGE;
    if (place === 0) page = document.addPage([A4.width, A4.height]);
    if (page === undefined) return;
    const column = place % LABEL_COLUMNS;
    const row = Math.floor(place / LABEL_COLUMNS);
    if (row >= LABEL_ROWS) throw new Error('a label beyond its page');
    drawLabel(
      page,
      label,
      fonts,
      LABEL_SHEET.left + column * LABEL_SHEET.columnPitch,
      A4.height - LABEL_SHEET.top - row * LABEL_SHEET.height,
    );
  });
  return document.save();
}
