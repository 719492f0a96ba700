import { describe, expect, it } from 'vitest';
import { allRequiredColumnsMapped, useBulkStore } from './bulk-store';

describe('the bulk form store', () => {
  it('store data only, not actions', () => {
    useBulkStore.getState().update({ inputData: 'a\tb' });
    // The bulk form is written when a burst of changes ends, or at once when the page goes.
    window.dispatchEvent(new Event('pagehide'));
    const stored = JSON.parse(sessionStorage.getItem('bulkData') ?? '{}') as { state: object };
    expect(Object.keys(stored.state).sort()).toEqual([
      'batchKey',
      'dateOrder',
      'headerRow',
      'inputData',
      'mappedColumns',
      'parsedData',
      'rowsKeptToFix',
      'sourceLines',
    ]);
    useBulkStore.getState().clear();
  });

  it('knows when every required bulk column is mapped', () => {
    expect(allRequiredColumnsMapped({ '0': 'serialNumber' })).toBe(false);
    expect(
      allRequiredColumnsMapped({
        a: 'serialNumber',
        b: 'installationDate',
        c: 'street',
        d: 'streetNumber',
        e: 'zip',
        f: 'city',
        g: 'notRelevant',
      }),
    ).toBe(true);
  });
});
