import { describe, expect, it } from 'vitest';
import { readScannedCode, scanOutcome } from './read-scanned-code';

const GS = '\u001d';
const AURA = '04012345100013';

describe('what a scanned code holds', () => {
  it('is the serial of our deep link, with or without its code', () => {
    expect(readScannedCode('https://register.calora.example/fr-FR/products/908765401')).toEqual({
      kind: 'serial',
      serial: '908765401',
    });
    expect(readScannedCode('https://register.calora.example/products/908765401/A1B2?x=1')).toEqual({
      kind: 'serial',
      serial: '908765401',
    });
  });

  it('is a bare serial as it is printed', () => {
    expect(readScannedCode(' 908765401\n')).toEqual({ kind: 'serial', serial: '908765401' });
  });

  it('is the GTIN and serial of a GS1 Digital Link on any domain', () => {
    expect(readScannedCode(`https://id.example.com/01/${AURA}/21/908765401`)).toEqual({
      kind: 'gs1',
      gtin: AURA,
      serial: '908765401',
    });
    expect(readScannedCode(`https://id.gs1.org/01/${AURA.slice(1)}/10/L7/21/908765401`)).toEqual({
      kind: 'gs1',
      gtin: AURA,
      serial: '908765401',
    });
  });

  it('is the GTIN and serial of a GS1 element string, bracketed or with separators', () => {
    expect(readScannedCode(`(01)${AURA}(21)908765401`)).toEqual({
      kind: 'gs1',
      gtin: AURA,
      serial: '908765401',
    });
    expect(readScannedCode(`01${AURA}${GS}21908765401`)).toEqual({
      kind: 'gs1',
      gtin: AURA,
      serial: '908765401',
    });
    // GS1 allows letters in AI 21; our serials are digits, so there is no serial of ours.
    expect(readScannedCode('(01)09506000134352(21)ABC123')).toEqual({
      kind: 'gs1',
      gtin: '09506000134352',
      serial: null,
    });
  });

  it('is foreign for another maker’s code, a link without a serial of ours or a bad GS1 code', () => {
    expect(readScannedCode('https://example.com/manual.pdf')).toEqual({ kind: 'foreign' });
    expect(readScannedCode('https://register.calora.example/products/not-a-serial')).toEqual({
      kind: 'foreign',
    });
    expect(readScannedCode('WIFI:S:home;T:WPA;P:secret;;')).toEqual({ kind: 'foreign' });
    expect(readScannedCode('https://id.example.com/01/04012345100014/21/1')).toEqual({
      kind: 'foreign',
    });
  });
});

describe('what a frame’s codes give', () => {
  const ours = new Set([AURA]);

  it('is the serial of a GS1 code whose GTIN is ours, or of any GS1 code without the catalog', () => {
    expect(scanOutcome([{ kind: 'gs1', gtin: AURA, serial: '908765401' }], ours)).toEqual({
      serial: '908765401',
    });
    expect(
      scanOutcome([{ kind: 'gs1', gtin: '09506000134352', serial: '908765401' }], null),
    ).toEqual({ serial: '908765401' });
  });

  it('says a GS1 code of a product not ours apart from other foreign codes', () => {
    expect(
      scanOutcome([{ kind: 'gs1', gtin: '09506000134352', serial: '908765401' }], ours),
    ).toEqual({ problem: 'otherGtin' });
    expect(scanOutcome([{ kind: 'foreign' }], ours)).toEqual({ problem: 'notOurs' });
    expect(scanOutcome([{ kind: 'gs1', gtin: AURA, serial: null }], ours)).toEqual({
      problem: 'notOurs',
    });
  });

  it('takes the first serial of the frame, and is nothing without a code', () => {
    expect(
      scanOutcome([{ kind: 'foreign' }, { kind: 'serial', serial: '908765402' }], ours),
    ).toEqual({ serial: '908765402' });
    expect(scanOutcome([], ours)).toBeNull();
  });
});
