// Without zod: the scanner's code reading and the resolver need the rule, not the schemas.

/** The lengths a GTIN is printed in: GTIN-8, GTIN-12 (UPC-A), GTIN-13 (EAN-13) and GTIN-14. */
export const GTIN_LENGTHS: readonly number[] = [8, 12, 13, 14];

/** The check digit of a GTIN's other digits: weights 3 and 1 from the right, mod 10. */
export function gtinCheckDigit(body: string): number {
  let sum = 0;
  for (let index = 0; index < body.length; index++) {
    const weight = (body.length - index) % 2 === 1 ? 3 : 1;
    sum += Number(body[index]) * weight;
  }
  return (10 - (sum % 10)) % 10;
}

/** Why `text` is not a GTIN, in words a catalog owner or an API caller can act on; null if it is one. */
export function gtinProblem(text: string): string | null {
  if (!/^\d+$/.test(text)) return 'a GTIN has digits only';
  if (!GTIN_LENGTHS.includes(text.length)) {
    return `a GTIN has 8, 12, 13 or 14 digits, not ${text.length}`;
  }
  const expected = gtinCheckDigit(text.slice(0, -1));
  const given = Number(text.slice(-1));
  return given === expected ? null : `wrong check digit ${given}: ${text} would end in ${expected}`;
}

/**
 * A GTIN as it is stored and compared: 14 digits, a shorter GTIN padded with leading zeros
 * (the same trade item whichever length it was printed in); null when it is not a GTIN.
 */
export function normalizeGtin(text: string): string | null {
  return gtinProblem(text) === null ? text.padStart(14, '0') : null;
}
