import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render-app';
import { stubFetch } from '../../../test/stub-fetch';
import { testRadiator } from '../../../test/test-product';

function stubCamera(getUserMedia: (() => Promise<MediaStream>) | undefined) {
  Object.defineProperty(navigator, 'mediaDevices', {
    configurable: true,
    value: getUserMedia === undefined ? undefined : { getUserMedia },
  });
}

describe('the scanner at step 1', () => {
  afterEach(() => stubCamera(undefined));

  it('says a refused camera in French, and the typed field keeps working', async () => {
    stubCamera(() => Promise.reject(new DOMException('Permission denied', 'NotAllowedError')));
    stubFetch((url) =>
      url.includes('/registration?')
        ? Response.json({ status: 'free', registrationId: null })
        : Response.json(testRadiator()),
    );
    renderApp('/fr-FR/users/register/step/1');
    const open = await screen.findByRole('button', {
      name: 'Scanner le code de la plaque signalétique',
    });
    await userEvent.click(open);
    const dialog = await screen.findByRole('dialog', { name: 'Scanner le code' });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'L’accès à la caméra a été refusé. Autorisez-le dans les réglages du navigateur, ou saisissez le numéro de série.',
    );
    await userEvent.click(
      within(dialog).getByRole('button', { name: 'Saisir le numéro de série' }),
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(open).toHaveFocus();

    await userEvent.type(screen.getByLabelText(/Numéro de série/), '908765401');
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByRole('region', { name: 'Produit trouvé' })).toBeInTheDocument();
  });

  it('says when the device has no camera at all', async () => {
    stubCamera(undefined);
    renderApp('/fr-FR/users/register/step/1');
    await userEvent.click(
      await screen.findByRole('button', { name: 'Scanner le code de la plaque signalétique' }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Aucune caméra n’est disponible sur cet appareil. Saisissez le numéro de série.',
    );
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
