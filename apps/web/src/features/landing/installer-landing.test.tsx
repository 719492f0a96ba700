import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useInstallerStore } from '../../shared/form-state/installer-store';
import { renderApp } from '../../test/render-app';
import { notFound, stubFetch } from '../../test/stub-fetch';

describe('installer landing', () => {
  it('clears the stored installer form and starts the installer flow', async () => {
    stubFetch(notFound);
    useInstallerStore.getState().update({ serialNumber: '908765401' });
    expect(sessionStorage.getItem('installerData')).toContain('908765401');
    renderApp('/fr-FR/installers/lp');
    expect(await screen.findByRole('link', { name: /Commencer l’enregistrement/ })).toHaveAttribute(
      'href',
      '/fr-FR/installers/register/step/1',
    );
    // The landing clears the form once it is shown (an effect after the first paint).
    await waitFor(() => expect(useInstallerStore.getState().serialNumber).toBe(''));
    expect(sessionStorage.getItem('installerData')).toBeNull();
  });
});
