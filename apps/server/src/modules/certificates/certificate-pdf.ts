import { PDFDocument, PDFString, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import { A4, drawQrCode, embedFonts, INK, MUTED, wrap } from '../pdf/pdf-drawing';
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
  /** The short reference a person reads out (`K7QM-3XHP`). */
  reference: string;
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
const MARGIN = 56;

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
  const { regular, bold } = await embedFonts(document);
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
  field(texts.reference, [content.reference]);
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
