import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * The text of a PDF, as poppler's pdftotext reads it: laid out as printed, or (`layout: false`)
 * in reading order, where a line that ends in `-` is taken for a hyphenation and joined.
 */
export function pdfText(pdf: Buffer | Uint8Array, { layout = true } = {}): string {
  const folder = mkdtempSync(path.join(tmpdir(), 'pr-certificate-'));
  try {
    const file = path.join(folder, 'certificate.pdf');
    writeFileSync(file, pdf);
    return execFileSync('pdftotext', [...(layout ? ['-layout'] : []), file, '-'], {
      encoding: 'utf8',
    });
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

/** The addresses of a PDF's links, as poppler's pdfinfo lists them. */
export function pdfLinks(pdf: Buffer | Uint8Array): string[] {
  const folder = mkdtempSync(path.join(tmpdir(), 'pr-certificate-'));
  try {
    const file = path.join(folder, 'certificate.pdf');
    writeFileSync(file, pdf);
    const listing = execFileSync('pdfinfo', ['-url', file], { encoding: 'utf8' });
    // "Page  Type          URL" then one row per link: the URL is the last column.
    return listing
      .split('\n')
      .slice(1)
      .filter((row) => row.trim() !== '')
      .map((row) => row.trim().split(/\s+/).at(-1) ?? '');
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}
