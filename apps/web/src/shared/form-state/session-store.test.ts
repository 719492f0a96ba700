import { describe, expect, it } from 'vitest';
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
});
