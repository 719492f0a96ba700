/**
 * Countries whose postal codes are a fixed number of digits, some of them starting with 0
 * (Ain 01000, Oslo 0150, Bucharest 010011): a spreadsheet that stored one as a number
 * dropped those zeros.
 */
const NUMERIC_POSTAL_CODE_LENGTHS: Readonly<Record<string, number>> = {
  DE: 5,
  DK: 4,
  ES: 5,
  FI: 5,
  FR: 5,
  IT: 5,
  LT: 5,
  NO: 4,
  RO: 6,
};

/**
 * The postal code with the leading zeros a spreadsheet dropped put back (`1000` in France →
 * `01000`), or null when nothing suggests any were lost.
 */
export function withLostLeadingZeros(postalCode: string, country: string): string | null {
  const length = NUMERIC_POSTAL_CODE_LENGTHS[country];
  const code = postalCode.trim();
  if (length === undefined || !/^\d+$/.test(code) || code.length >= length) return null;
  // A code with more than one zero lost is no postal code at all.
  return code.length === length - 1 || (country === 'IT' && code.length >= length - 2)
    ? code.padStart(length, '0')
    : null;
}
