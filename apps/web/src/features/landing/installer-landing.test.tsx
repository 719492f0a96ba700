import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useInstallerStore } from '../../shared/form-state/installer-store';
import { renderApp } from '../../test/render-app';

describe('installer landing', () => {
  it('clears the stored installer form and starts the installer flow', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(new Response('', { status: 404 }))),
    );
    useInstallerStore.getState().update({ serialNumber: '908765401' });
    expect(sessionStorage.getItem('installerData')).toContain('908765401');
    renderApp('/fr-FR/installers/lp');
    expect(await screen.findByRole('link', { name: /Commencer l'enregistrement/ })).toHaveAttribute(
      'href',
      '/fr-FR/installers/register/step/1',
    );
    // The landing clears the form once it is shown (an effect after the first paint).
    await waitFor(() => expect(useInstallerStore.getState().serialNumber).toBe(''));
    expect(sessionStorage.getItem('installerData')).toBeNull();
  });
});
