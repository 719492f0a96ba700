import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render-app';
import { stubFetch } from '../../test/stub-fetch';
import { OWNER_CLAIMS, oidcUser, startTestAuth } from '../../test/test-auth';
import { testRadiator } from '../../test/test-product';

function stubStatus(status: 'free' | 'yours' | 'taken') {
  return stubFetch((url) =>
    url.startsWith('/api/devices/908765401/registration')
      ? Response.json({ status, registrationId: status === 'yours' ? 'r-1' : null })
      : Response.json(testRadiator()),
  );
}

describe('step 1 when the serial is already registered', () => {
  it('by someone else, for a signed-in user: says so without naming anyone, leads to customer service with the serial, and stops', async () => {
    await startTestAuth({ user: oidcUser(OWNER_CLAIMS) });
    const fetchMock = stubStatus('taken');
    renderApp('/fr-FR/users/register/step/1?serialNumber=908765401');
    expect(await screen.findByText('Ce produit est déjà enregistré.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Contacter le service client/ })).toHaveAttribute(
      'href',
      'https://help.example/?serialNumber=908765401',
    );
    expect(screen.getByRole('button', { name: 'Continuer' })).toBeDisabled();
    expect(fetchMock.mock.calls.map(([url]) => url)).toContain(
      '/api/devices/908765401/registration?registrantType=1',
    );
  });

  it('for an anonymous visitor: asks them to sign in if it is theirs, and lets them go on', async () => {
    stubStatus('taken');
    renderApp('/fr-FR/users/register/step/1?serialNumber=908765401');
    expect(
      await screen.findByText(/Si c'est vous qui l'avez enregistré, connectez-vous/),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continuer' })).toBeEnabled();
  });

  it('by the user: links to "Mes produits", and lets them go on', async () => {
    stubStatus('yours');
    renderApp('/fr-FR/users/register/step/1?serialNumber=908765401');
    expect(await screen.findByText('Vous avez déjà enregistré ce produit.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continuer' })).toBeEnabled();
    expect(screen.getByRole('link', { name: 'Voir mes produits' })).toHaveAttribute(
      'href',
      '/fr-FR/users/products',
    );
  });

  it('not at all: the step goes on as before', async () => {
    stubStatus('free');
    renderApp('/fr-FR/users/register/step/1?serialNumber=908765401');
    expect(await screen.findByRole('button', { name: 'Continuer' })).toBeEnabled();
    expect(screen.queryByText('Ce produit est déjà enregistré.')).toBeNull();
  });
});
