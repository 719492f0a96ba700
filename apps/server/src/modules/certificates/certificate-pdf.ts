import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import fontkit from '@pdf-lib/fontkit';
import { PDFDocument, PDFString, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import QRCode from 'qrcode';
import { certificateTexts } from './certificate-texts';

/** What a certificate says: no more than the registration holds. */
export interface CertificateContent {
  certificateId: string;
  /** The page anyone may open to check the certificate (its QR code says the same). */
  verifyUrl: string;
  /** The registration's locale (`fr-FR`): the certificate's language and date format. */
  locale: string;
  productName: string;
  serialNumber: string;
  /** Street, postal code and town, country: one line each. */
  addressLines: string[];
  /** `YYYY-MM-DD` */
  installationDate: string;
  /** The owner's name, or the installer company's. */
  registrant: string;
  registeredAt: Date;
  rewards: string[];
}

const BRAND = rgb(0xc2 / 255, 0x41 / 255, 0x0c / 255);
const INK = rgb(0x14 / 255, 0x23 / 255, 0x2e / 255);
const MUTED = rgb(0x4a / 255, 0x5a / 255, 0x66 / 255);
const A4 = { width: 595.28, height: 841.89 };
const MARGIN = 56;

/**
 * DejaVu Sans, embedded (its used letters only): the standard PDF fonts know the Western
 * European characters only, and a certificate in Polish, Hungarian, Romanian, Latvian,
 * Lithuanian or Czech needs ł, ő, ș, ģ, ė, ř. Read once, from the font package.
 */
const resolve = createRequire(import.meta.url).resolve;
let fontFiles: { regular: Uint8Array; bold: Uint8Array } | undefined;
function fonts() {
  fontFiles ??= {
    regular: readFileSync(resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf')),
    bold: readFileSync(resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf')),
  };
  return fontFiles;
}

function wrap(font: PDFFont, text: string, size: number, width: number): string[] {
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

/** Draws the QR code of `text` as dark squares, `size` points wide, its top left at (x, y). */
function drawQrCode(page: PDFPage, text: string, x: number, y: number, size: number): void {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  // A quiet zone of four modules on each side, as readers expect.
  const cell = size / (modules.size + 8);
  for (let row = 0; row < modules.size; row++) {
    for (let column = 0; column < modules.size; column++) {
      if (!modules.get(row, column)) continue;
      page.drawRectangle({
        x: x + (column + 4) * cell,
        y: y - (row + 5) * cell,
        width: cell,
        height: cell,
        color: rgb(0, 0, 0),
      });
    }
  }
}

/** The registration certificate as a one-page A4 PDF in the registration's language. */
export async function certificatePdf(content: CertificateContent): Promise<Uint8Array> {
  const language = content.locale.split('-')[0] ?? 'en';
  const texts = certificateTexts(language);
  const dateFormat = new Intl.DateTimeFormat(content.locale, {
    dateStyle: 'long',
    timeZone: 'UTC',
  });
  const document = await PDFDocument.create();
  document.setTitle(`${texts.title} – ${content.serialNumber}`);
  document.setAuthor('Calora');
  document.setLanguage(content.locale);
  document.setCreationDate(content.registeredAt);
  const page = document.addPage([A4.width, A4.height]);
  document.registerFontkit(fontkit);
  const regular = await document.embedFont(fonts().regular, { subset: true });
  const bold = await document.embedFont(fonts().bold, { subset: true });
  const textWidth = A4.width - 2 * MARGIN;

  let y = A4.height - MARGIN;
  const write = (text: string, font: PDFFont, size: number, color = INK, gap = 6) => {
    for (const line of wrap(font, text, size, textWidth)) {
      y -= size;
      page.drawText(line, { x: MARGIN, y, size, font, color });
      y -= gap;
    }
  };

  page.drawRectangle({ x: 0, y: A4.height - 12, width: A4.width, height: 12, color: BRAND });
  write('Calora', bold, 14, BRAND, 18);
  write(texts.title, bold, 24, INK, 12);
  write(texts.intro, regular, 11, MUTED, 22);

  const field = (label: string, values: string[]) => {
    write(label, bold, 10, MUTED, 4);
    for (const value of values) write(value, regular, 13, INK, 4);
    y -= 12;
  };
  field(texts.product, [content.productName]);
  field(texts.serialNumber, [content.serialNumber]);
  field(texts.installationAddress, content.addressLines);
  field(texts.installationDate, [dateFormat.format(new Date(content.installationDate))]);
  field(texts.registrant, [content.registrant]);
  field(texts.registeredOn, [dateFormat.format(content.registeredAt)]);
  field(
    texts.rewards,
    content.rewards.length === 0 ? [texts.noRewards] : content.rewards.map((r) => `• ${r}`),
  );

  // The verification block at the foot of the page: QR code at the left, the address beside it.
  const qrSize = 120;
  const footTop = MARGIN + qrSize;
  page.drawLine({
    start: { x: MARGIN, y: footTop + 16 },
    end: { x: A4.width - MARGIN, y: footTop + 16 },
    thickness: 0.5,
    color: MUTED,
  });
  drawQrCode(page, content.verifyUrl, MARGIN - 12, footTop + 8, qrSize);
  const textX = MARGIN + qrSize;
  const footWidth = A4.width - MARGIN - textX;
  let footY = footTop - 10;
  const foot = (text: string, font: PDFFont, size: number) => {
    for (const line of wrap(font, text, size, footWidth)) {
      footY -= size;
      page.drawText(line, { x: textX, y: footY, size, font, color: INK });
      footY -= 4;
    }
  };
  foot(`${texts.certificateId}: ${content.certificateId}`, regular, 9);
  footY -= 6;
  foot(texts.verify, regular, 10);
  // The address comes last: an id that ends in `-` would otherwise be joined to the next line.
  const urlTop = footY;
  for (const part of urlLines(content.verifyUrl)) foot(part, bold, 9);
  linkTo(page, content.verifyUrl, [textX, footY, A4.width - MARGIN, urlTop]);
  return document.save();
}

const URL_LINE_LENGTH = 60;

/**
 * A URL has no spaces to wrap at. It breaks after its last `/`, so the certificate id stays
 * whole on its own line, and by characters only where a part is still too long, never after a
 * `-`: text extractors and copy-paste take a line's last `-` for a hyphenation and drop it.
 * The link over the lines holds the exact address either way.
 */
function urlLines(url: string): string[] {
  const cut = url.lastIndexOf('/') + 1;
  return [url.slice(0, cut), url.slice(cut)].flatMap((part) => {
    const lines: string[] = [];
    let rest = part;
    while (rest.length > URL_LINE_LENGTH) {
      let end = URL_LINE_LENGTH;
      while (end > 1 && rest[end - 1] === '-') end -= 1;
      lines.push(rest.slice(0, end));
      rest = rest.slice(end);
    }
    return rest === '' ? lines : [...lines, rest];
  });
}

/** Makes `rect` (`[left, bottom, right, top]`) a link a reader can tap to open `url`. */
function linkTo(page: PDFPage, url: string, rect: [number, number, number, number]) {
  const { context } = page.doc;
  const link = context.register(
    context.obj({
      Type: 'Annot',
      Subtype: 'Link',
      Rect: rect,
      Border: [0, 0, 0],
      A: { Type: 'Action', S: 'URI', URI: PDFString.of(url) },
    }),
  );
  page.node.addAnnot(link);
}
