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

/**
 * Postal code formats of the countries we serve (spaces and hyphens as people type them):
 * the manual address form and the embedded address search check a code against them.
 */
const FORMATS: Record<string, RegExp> = {
  AT: /^\d{4}$/,
  BE: /^\d{4}$/,
  CH: /^\d{4}$/,
  CZ: /^\d{3} ?\d{2}$/,
  DE: /^\d{5}$/,
  DK: /^\d{4}$/,
  EE: /^\d{5}$/,
  ES: /^\d{5}$/,
  FI: /^\d{5}$/,
  // A département's number first: 01 to 95, 97 and 98 overseas; none starts 00, 96 or 99.
  FR: /^(?:0[1-9]|[1-8]\d|9[0-578])\d{3}$/,
  GB: /^[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2}$/i,
  HU: /^\d{4}$/,
  IE: /^[AC-FHKNPRTV-Y]\d{2}(?:\d|W) ?[\dAC-FHKNPRTV-Y]{4}$/i,
  IT: /^\d{5}$/,
  LI: /^\d{4}$/,
  LT: /^(LT-?)?\d{5}$/i,
  LU: /^(L-?)?\d{4}$/i,
  LV: /^(LV-?)?\d{4}$/i,
  NL: /^\d{4} ?[A-Z]{2}$/i,
  NO: /^\d{4}$/,
  PL: /^\d{2}-?\d{3}$/,
  PT: /^\d{4}-?\d{3}$/,
  RO: /^\d{6}$/,
  SE: /^\d{3} ?\d{2}$/,
  SI: /^(SI-?)?\d{4}$/i,
  SK: /^\d{3} ?\d{2}$/,
};

/** True when the postal code has the country's format; unknown countries accept any code. */
export function isPlausiblePostalCode(country: string, postalCode: string): boolean {
  const format = FORMATS[country.toUpperCase()];
  const code = postalCode.trim();
  return code.length > 0 && code.length <= 20 && (format ? format.test(code) : true);
}
