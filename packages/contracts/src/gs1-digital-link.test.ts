import { describe, expect, it } from 'vitest';
import {
  digitalLinkPath,
  GROUP_SEPARATOR as GS,
  readDigitalLinkPath,
  readDigitalLinkUri,
  readElementString,
  readGs1Code,
} from './gs1-digital-link';

const key = (gtin: string, qualifiers: { lot?: string; serial?: string; cpv?: string } = {}) => ({
  ok: true,
  key: {
    gtin,
    lot: qualifiers.lot ?? null,
    serial: qualifiers.serial ?? null,
    cpv: qualifiers.cpv ?? null,
  },
});
const problemOf = (reading: ReturnType<typeof readGs1Code>) =>
  reading !== null && !reading.ok ? reading.problem : `read: ${JSON.stringify(reading)}`;

describe('GS1 Digital Link URIs (examples of the GS1 Digital Link standard)', () => {
  it('reads a GTIN with lot and serial on any domain', () => {
    expect(readDigitalLinkUri('https://id.gs1.org/01/09506000134352/10/ABC/21/123')).toEqual(
      key('09506000134352', { lot: 'ABC', serial: '123' }),
    );
    expect(readDigitalLinkUri('https://example.com/01/9506000134352/21/12345')).toEqual(
      key('09506000134352', { serial: '12345' }),
    );
  });

  it('reads an upper-case URI, as QR codes in alphanumeric mode print it', () => {
    expect(readDigitalLinkUri('HTTPS://ID.GS1.ORG/01/09506000134352/21/123')).toEqual(
      key('09506000134352', { serial: '123' }),
    );
  });

  it('reads a path prefix, a trailing slash, a query and a GTIN-8 or -12', () => {
    expect(
      readDigitalLinkUri('https://brand.example.com/some/prefix/01/96385074/21/7?linkType=all'),
    ).toEqual(key('00000096385074', { serial: '7' }));
    expect(readDigitalLinkUri('http://example.com/01/036000291452/22/2A/')).toEqual(
      key('00036000291452', { cpv: '2A' }),
    );
  });

  it('decodes percent-encoded characters of the GS1 set and refuses the others', () => {
    expect(readDigitalLinkPath('/01/09506000134352/21/AB%2FC%2512%21')).toEqual(
      key('09506000134352', { serial: 'AB/C%12!' }),
    );
    expect(problemOf(readDigitalLinkPath('/01/09506000134352/21/A%ZZ'))).toBe(
      'AI (21) has a malformed percent-encoding',
    );
    expect(problemOf(readDigitalLinkPath('/01/09506000134352/21/A%20B'))).toBe(
      'AI (21) holds a character GS1 does not allow there',
    );
    expect(problemOf(readDigitalLinkPath('/01/09506000134352/21/caf%C3%A9'))).toBe(
      'AI (21) holds a character GS1 does not allow there',
    );
  });

  it('takes a serial of up to 20 characters, not 21', () => {
    expect(readDigitalLinkPath(`/01/09506000134352/21/${'A'.repeat(20)}`)).toEqual(
      key('09506000134352', { serial: 'A'.repeat(20) }),
    );
    expect(problemOf(readDigitalLinkPath(`/01/09506000134352/21/${'A'.repeat(21)}`))).toBe(
      'AI (21) has at most 20 characters, not 21',
    );
  });

  it('refuses a wrong check digit or a GTIN of a wrong length', () => {
    expect(problemOf(readDigitalLinkUri('https://id.gs1.org/01/09506000134353/21/1'))).toBe(
      'AI (01): wrong check digit 3: 09506000134353 would end in 2',
    );
    expect(problemOf(readDigitalLinkPath('/01/123456789/21/1'))).toBe(
      'AI (01): a GTIN has 8, 12, 13 or 14 digits, not 9',
    );
    expect(problemOf(readDigitalLinkPath('/01/095060001343520/21/1'))).toBe(
      'AI (01): a GTIN has 8, 12, 13 or 14 digits, not 15',
    );
  });

  it('refuses qualifiers out of order, twice, unknown AIs and a missing value', () => {
    expect(
      problemOf(readDigitalLinkUri('https://id.gs1.org/01/09506000134352/21/123/10/ABC')),
    ).toBe("AI (10) comes too late: a GTIN's qualifiers are given in the order 22, 10, 21");
    expect(problemOf(readDigitalLinkPath('/01/09506000134352/21/1/21/2'))).toContain(
      'comes too late',
    );
    expect(problemOf(readDigitalLinkPath('/01/09506000134352/99/ABC'))).toBe('unknown AI (99)');
    expect(problemOf(readDigitalLinkPath('/01/09506000134352/17/261231'))).toBe(
      'AI (17) is not a key qualifier of a GTIN (those are 22, 10 and 21)',
    );
    expect(problemOf(readDigitalLinkPath('/01/09506000134352/21'))).toBe('AI (21) has no value');
    expect(problemOf(readDigitalLinkPath('/01/09506000134352/21/'))).toBe('AI (21) has no value');
    expect(problemOf(readDigitalLinkPath('/02/09506000134352'))).toBe(
      'the path does not start with /01/',
    );
  });

  it('is none for a link that is no Digital Link', () => {
    expect(readDigitalLinkUri('https://example.com/manual.pdf')).toBeNull();
    expect(
      readDigitalLinkUri('https://register.calora.example/fr-FR/products/908765401'),
    ).toBeNull();
    expect(readDigitalLinkUri('WIFI:S:home;T:WPA;P:secret;;')).toBeNull();
  });

  it('writes the path of a key back, percent-encoded', () => {
    const read = readDigitalLinkPath('/01/9506000134352/10/L%2F1/21/AB%2FC');
    expect(read.ok && digitalLinkPath(read.key)).toBe('/01/09506000134352/10/L%2F1/21/AB%2FC');
  });
});

describe('GS1 element strings', () => {
  it('reads the bracketed form', () => {
    expect(readElementString('(01)09506000134352(21)ABC123')).toEqual(
      key('09506000134352', { serial: 'ABC123' }),
    );
    expect(readElementString('(01)09506000134352(17)261231(10)L1(21)9')).toEqual(
      key('09506000134352', { lot: 'L1', serial: '9' }),
    );
  });

  it('reads the FNC1 form with group separators, with or without a symbology identifier', () => {
    expect(readElementString(`0109506000134352${GS}21ABC123`)).toEqual(
      key('09506000134352', { serial: 'ABC123' }),
    );
    expect(readElementString(`]d2010950600013435210L1${GS}21123`)).toEqual(
      key('09506000134352', { lot: 'L1', serial: '123' }),
    );
    // Digits alone are a GS1 code only after a symbology identifier or a leading FNC1.
    expect(readElementString(`${GS}01095060001343521726123121908765401`)).toEqual(
      key('09506000134352', { serial: '908765401' }),
    );
    expect(readElementString(`]d201095060001343521726123121908765401`)).toEqual(
      key('09506000134352', { serial: '908765401' }),
    );
  });

  it('refuses a wrong check digit, a short GTIN, an unknown AI and a long serial', () => {
    expect(problemOf(readElementString('(01)09506000134353(21)1'))).toBe(
      'AI (01): wrong check digit 3: 09506000134353 would end in 2',
    );
    expect(problemOf(readElementString('(01)9506000134352(21)1'))).toBe(
      'AI (01) has 14 characters, not 13',
    );
    expect(problemOf(readElementString('(01)09506000134352(98)X'))).toBe('unknown AI (98)');
    expect(problemOf(readElementString(`0109506000134352${GS}98X`))).toBe('unknown AI at “98X”');
    expect(problemOf(readElementString(`0109506000134352${GS}21${'1'.repeat(21)}`))).toBe(
      'AI (21) has at most 20 characters, not 21',
    );
    expect(problemOf(readElementString('(21)123'))).toBe('no GTIN (AI 01)');
  });

  it('leaves a bare serial of digits to be a serial', () => {
    expect(readElementString('908765401')).toBeNull();
    expect(readElementString('010950600013435221908765401')).toBeNull();
    expect(readGs1Code('908765401')).toBeNull();
  });
});
