import { describe, expect, it } from 'vitest';
import { emptyBulkRow } from '../../../shared/form-state/bulk-store';
import { bulkRow } from '../test/bulk-fixtures';
import {
  addressErrorFrom,
  composeRowErrors,
  serialResults,
  type SerialAnswers,
} from './row-errors';

const PARIS = 'Rue de Rivoli 10, 75001 Paris';
const NOW = new Date('2024-06-01T12:00:00Z');

function answers(
  names: Record<string, string | null>,
  holders: Record<string, 'ours' | 'taken'> = {},
): SerialAnswers {
  return {
    knownNames: () => new Map(Object.entries(names)),
    knownRegistrations: () => new Map(Object.entries(holders)),
  };
}

describe('serialResults', () => {
  it('names known serials and marks unknown, duplicate and taken ones', () => {
    const rows = ['100000178', '100000179', '100000178', '100000180', '100000181', 'abc'].map(
      (serial) => bulkRow(serial),
    );
    const known = answers(
      { '100000178': 'Radiateur', '100000179': null, '100000180': 'Pompe', '100000181': 'Sèche' },
      { '100000180': 'taken', '100000181': 'ours' },
    );
    const { results, ours } = serialResults(rows, known);
    expect(results).toEqual([
      { error: undefined, productName: 'Radiateur' },
      { error: 'invalidSerialNumber', productName: '' },
      { error: 'duplicateSerialNumber', productName: 'Radiateur' },
      { error: 'alreadyRegistered', productName: 'Pompe' },
      { error: undefined, productName: 'Sèche' },
      { error: 'invalidSerialNumber', productName: '' },
    ]);
    expect([...ours]).toEqual([4]);
  });

  it('counts a serial the look-up has not answered as unknown', () => {
    expect(serialResults([bulkRow('100000178')], answers({})).results[0]?.error).toBe(
      'invalidSerialNumber',
    );
  });
});

describe('composeRowErrors', () => {
  const check = { country: 'FR', addresses: new Map([[PARIS, true]]), now: NOW };

  it('shares the empty errors for a clean row', () => {
    expect(composeRowErrors(bulkRow('100000178'), undefined, check)).toEqual({});
  });

  it('puts each kind of error on the row', () => {
    const row = bulkRow('100000178', { installationDate: '15.03.2025', city: 'Lyon' });
    expect(composeRowErrors(row, 'duplicateSerialNumber', check)).toEqual({
      serialNumber: 'duplicateSerialNumber',
      installationDate: 'futureDate',
      address: 'invalidAddress',
    });
  });

  it('marks every cell of an empty row', () => {
    expect(
      composeRowErrors(emptyBulkRow(), 'invalidSerialNumber', { ...check, addresses: new Map() }),
    ).toEqual({
      serialNumber: 'invalidSerialNumber',
      installationDate: 'invalidDate',
      address: 'invalidAddress',
    });
  });
});

describe('addressErrorFrom', () => {
  it('reads the verdict of the row’s address, an unanswered one being invalid', () => {
    const row = bulkRow('100000178');
    expect(addressErrorFrom(row, 'FR', new Map([[PARIS, true]]))).toBeUndefined();
    expect(addressErrorFrom(row, 'FR', new Map([[PARIS, false]]))).toBe('invalidAddress');
    expect(addressErrorFrom(row, 'FR', new Map())).toBe('invalidAddress');
  });

  it('says a postal code lost its leading zero without asking the search', () => {
    const row = bulkRow('100000178', { zip: '1000', city: 'Bourg-en-Bresse' });
    expect(addressErrorFrom(row, 'FR', new Map())).toBe('postalCodeLostZero');
  });
});
