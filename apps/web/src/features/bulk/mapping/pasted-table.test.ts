import { describe, expect, it } from 'vitest';
import { bulkRow, TEMPLATE_MAPPING } from '../test/bulk-fixtures';
import { columnCountOf, mappingFromHeader, splitPastedText, toBulkRows } from './pasted-table';

describe('splitPastedText', () => {
  it('splits by line and tab and skips blank lines', () => {
    const table = splitPastedText('a\tb\tc\n\n  \nd\te');
    expect(table).toEqual([
      ['a', 'b', 'c'],
      ['d', 'e'],
    ]);
    expect(columnCountOf(table)).toBe(3);
  });

  it('splits a typed line, which has no tab, at semicolons; a pasted one keeps them', () => {
    expect(splitPastedText('1;15.03.2024;Rue A\n2\t16.03.2024\tRue B; bât. 2')).toEqual([
      ['1', '15.03.2024', 'Rue A'],
      ['2', '16.03.2024', 'Rue B; bât. 2'],
    ]);
  });
});

describe('mappingFromHeader', () => {
  it('recognises column names of every supported language', () => {
    expect(
      mappingFromHeader([
        'Numéro de série',
        'installationsdatum',
        'Street name',
        'Numero de rue',
        'POSTLEITZAHL',
        'Ville',
        'Commentaire',
      ]),
    ).toEqual(TEMPLATE_MAPPING);
  });

  it('maps a product-name header to not relevant and keeps the first of a repeated name', () => {
    expect(mappingFromHeader(['Nom du produit', 'Serial number', 'Seriennummer'])).toEqual({
      '0': 'notRelevant',
      '1': 'serialNumber',
    });
  });

  it('finds no header in a data row', () => {
    expect(mappingFromHeader(['100000001', '15.03.2024', 'Rue de Rivoli'])).toBeNull();
    expect(mappingFromHeader(undefined)).toBeNull();
  });
});

describe('toBulkRows', () => {
  it('puts trimmed cells in their mapped columns and ignores the others', () => {
    const rows = toBulkRows(
      [[' 100000001 ', 'x', '15.03.2024', 'Rue de Rivoli', '10', ' 75001', 'Paris']],
      {
        '0': 'serialNumber',
        '1': 'notRelevant',
        '2': 'installationDate',
        '3': 'street',
        '4': 'streetNumber',
        '5': 'zip',
        '6': 'city',
      },
    );
    expect(rows).toEqual([bulkRow('100000001')]);
  });

  it('leaves missing cells empty', () => {
    expect(toBulkRows([['1']], { '0': 'serialNumber', '3': 'city' })[0]?.city).toBe('');
  });
});
