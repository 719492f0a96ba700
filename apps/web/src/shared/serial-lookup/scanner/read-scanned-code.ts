import { readGs1Code, serialNumberSchema } from '@pr/contracts';

/** What one scanned code holds, as far as the text alone tells. */
export type ScannedCode =
  /** Our deep link or a bare serial. */
  | { kind: 'serial'; serial: string }
  /** A GS1 Digital Link or element string; its serial (AI 21) if it has the form of ours. */
  | { kind: 'gs1'; gtin: string; serial: string | null }
  /** Anything else, such as another maker's link or a malformed GS1 code. */
  | { kind: 'foreign' };

const serialOrNull = (text: string | null) => {
  const parsed = serialNumberSchema.safeParse(text);
  return parsed.success ? parsed.data : null;
};

/**
 * A rating plate's code: our deep link (`…/products/{serial}` or `…/products/{serial}/{code}`,
 * docs/spec.md §1), a GS1 Digital Link on any domain or a GS1 element string (the serial in
 * AI 21), or the bare serial.
 */
export function readScannedCode(text: string): ScannedCode {
  const trimmed = text.trim();
  const linked = /\/products\/([^/?#]+)/.exec(trimmed)?.[1];
  if (linked !== undefined) {
    const serial = serialOrNull(linked);
    return serial === null ? { kind: 'foreign' } : { kind: 'serial', serial };
  }
  const gs1 = readGs1Code(trimmed);
  if (gs1 !== null) {
    return gs1.ok
      ? { kind: 'gs1', gtin: gs1.key.gtin, serial: serialOrNull(gs1.key.serial) }
      : { kind: 'foreign' };
  }
  const serial = serialOrNull(trimmed);
  return serial === null ? { kind: 'foreign' } : { kind: 'serial', serial };
}

export type ScanOutcome = { serial: string } | { problem: 'notOurs' | 'otherGtin' };

/**
 * The first serial of ours among a frame's codes, else why there is none: a GS1 code of a
 * product not in our catalog is said apart. `ourGtins` null: the catalog could not be asked,
 * and a GS1 code's serial is taken (the look-up that follows still checks it).
 */
export function scanOutcome(
  codes: readonly ScannedCode[],
  ourGtins: ReadonlySet<string> | null,
): ScanOutcome | null {
  if (codes.length === 0) return null;
  for (const code of codes) {
    if (code.kind === 'serial') return { serial: code.serial };
    const ours = code.kind === 'gs1' && (ourGtins === null || ourGtins.has(code.gtin));
    if (ours && code.serial !== null) return { serial: code.serial };
  }
  const otherGtin = codes.some(
    (code) => code.kind === 'gs1' && ourGtins !== null && !ourGtins.has(code.gtin),
  );
  return { problem: otherGtin ? 'otherGtin' : 'notOurs' };
}
