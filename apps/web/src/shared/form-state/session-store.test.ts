import { describe, expect, it } from 'vitest';
import { allRequiredColumnsMapped, useBulkStore } from './bulk-store';
import { useInstallerStore } from './installer-store';

describe('session form stores', () => {
  it('save every change under their key and remove it when cleared', () => {
    useInstallerStore
      .getState()
      .update({ serialNumber: '908765401', installationDate: '01-03-2024' });
    expect(JSON.parse(sessionStorage.getItem('installerData') ?? '{}')).toMatchObject({
      state: { serialNumber: '908765401', installationDate: '01-03-2024' },
    });
    useInstallerStore.getState().clear();
    expect(useInstallerStore.getState().serialNumber).toBe('');
    expect(sessionStorage.getItem('installerData')).toBeNull();
  });

  it('store data only, not actions', () => {
    useBulkStore.getState().update({ inputData: 'a\tb' });
    // The bulk form is written when a burst of changes ends, or at once when the page goes.
    window.dispatchEvent(new Event('pagehide'));
    const stored = JSON.parse(sessionStorage.getItem('bulkData') ?? '{}') as { state: object };
    expect(Object.keys(stored.state).sort()).toEqual([
      'batchKey',
      'inputData',
      'mappedColumns',
      'parsedData',
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
