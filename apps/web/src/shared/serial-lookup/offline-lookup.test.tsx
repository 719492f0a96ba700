import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { useInstallerStore } from '../form-state/installer-store';
import { currentUrl, renderApp } from '../../test/render-app';
import { stubFetch } from '../../test/stub-fetch';

/** No signal: every request fails before any answer. */
function withoutSignal() {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  stubFetch(() => Promise.reject(new TypeError('Failed to fetch')));
}

describe('a serial look-up without a signal', () => {
  it('tells an owner there is no connection instead of calling the serial invalid', async () => {
    const user = userEvent.setup();
    withoutSignal();
    renderApp('/fr-FR/users/register/step/1');
    const field = await screen.findByLabelText(/Numéro de série/);
    await user.type(field, '908765401');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));

    expect(
      await screen.findByText(/Pas de connexion : le numéro de série n’a pas pu être vérifié/),
    ).toBeInTheDocument();
    expect(screen.queryByText('Numéro de série invalide')).toBeNull();
    expect(field).not.toHaveAttribute('aria-invalid', 'true');
    // The owner may simply try again.
    expect(screen.getByRole('button', { name: 'Enregistrer' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Continuer sans vérifier' })).toBeNull();
  });

  it('lets an installer go on with the serial, to be checked when the registration is sent', async () => {
    const user = userEvent.setup();
    withoutSignal();
    const { router } = renderApp('/fr-FR/installers/register/step/1');
    const field = await screen.findByLabelText(/Numéro de série/);
    await user.type(field, '908765401');
    await user.click(screen.getByRole('button', { name: 'Vérifier le numéro de série' }));

    expect(
      await screen.findByText('Pas de connexion : ce numéro de série sera vérifié à l’envoi.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continuer sans vérifier' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/fr-FR/installers/register/step/2'));
    expect(useInstallerStore.getState()).toMatchObject({
      serialNumber: '908765401',
      productInformation: { name: 'Produit à vérifier à l’envoi', incentives: [] },
    });
  });
});
