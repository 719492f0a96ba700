/** One entry of the country reference (docs/spec.md §3): 2-letter code and names. */
export interface Country {
  code: string;
  name: string;
  nativeName: string;
}

/**
 * A compact country reference: the countries of the supported locales and their
 * neighbours, where installations near a border happen. Sorted by native name for the select.
 */
export const COUNTRIES: readonly Country[] = [
  { code: 'AD', name: 'Andorra', nativeName: 'Andorra' },
  { code: 'AT', name: 'Austria', nativeName: 'Österreich' },
  { code: 'BE', name: 'Belgium', nativeName: 'België / Belgique' },
  { code: 'BG', name: 'Bulgaria', nativeName: 'България' },
  { code: 'CH', name: 'Switzerland', nativeName: 'Schweiz / Suisse / Svizzera' },
  { code: 'CY', name: 'Cyprus', nativeName: 'Κύπρος' },
  { code: 'CZ', name: 'Czechia', nativeName: 'Česko' },
  { code: 'DE', name: 'Germany', nativeName: 'Deutschland' },
  { code: 'DK', name: 'Denmark', nativeName: 'Danmark' },
  { code: 'EE', name: 'Estonia', nativeName: 'Eesti' },
  { code: 'ES', name: 'Spain', nativeName: 'España' },
  { code: 'FI', name: 'Finland', nativeName: 'Suomi' },
  { code: 'FR', name: 'France', nativeName: 'France' },
  { code: 'GB', name: 'United Kingdom', nativeName: 'United Kingdom' },
  { code: 'GR', name: 'Greece', nativeName: 'Ελλάδα' },
  { code: 'HR', name: 'Croatia', nativeName: 'Hrvatska' },
  { code: 'HU', name: 'Hungary', nativeName: 'Magyarország' },
  { code: 'IE', name: 'Ireland', nativeName: 'Éire / Ireland' },
  { code: 'IS', name: 'Iceland', nativeName: 'Ísland' },
  { code: 'IT', name: 'Italy', nativeName: 'Italia' },
  { code: 'LI', name: 'Liechtenstein', nativeName: 'Liechtenstein' },
  { code: 'LT', name: 'Lithuania', nativeName: 'Lietuva' },
  { code: 'LU', name: 'Luxembourg', nativeName: 'Lëtzebuerg / Luxembourg' },
  { code: 'LV', name: 'Latvia', nativeName: 'Latvija' },
  { code: 'MC', name: 'Monaco', nativeName: 'Monaco' },
  { code: 'MT', name: 'Malta', nativeName: 'Malta' },
  { code: 'NL', name: 'Netherlands', nativeName: 'Nederland' },
  { code: 'NO', name: 'Norway', nativeName: 'Norge' },
  { code: 'PL', name: 'Poland', nativeName: 'Polska' },
  { code: 'PT', name: 'Portugal', nativeName: 'Portugal' },
  { code: 'RO', name: 'Romania', nativeName: 'România' },
  { code: 'RS', name: 'Serbia', nativeName: 'Србија' },
  { code: 'SE', name: 'Sweden', nativeName: 'Sverige' },
  { code: 'SI', name: 'Slovenia', nativeName: 'Slovenija' },
  { code: 'SK', name: 'Slovakia', nativeName: 'Slovensko' },
  { code: 'SM', name: 'San Marino', nativeName: 'San Marino' },
  { code: 'UA', name: 'Ukraine', nativeName: 'Україна' },
];

/** The reference entry of a 2-letter code, if known. */
export function findCountry(code: string): Country | undefined {
  return COUNTRIES.find((country) => country.code === code.toUpperCase());
}
