import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** The text of a PDF, as poppler's pdftotext reads it. */
export function pdfText(pdf: Buffer): string {
  const folder = mkdtempSync(path.join(tmpdir(), 'pr-certificate-'));
  try {
    const file = path.join(folder, 'certificate.pdf');
    writeFileSync(file, pdf);
    return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}
