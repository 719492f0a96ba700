import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
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
      await screen.findByText(/Si c’est vous qui l’avez enregistré, connectez-vous/),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continuer' })).toBeEnabled();
  });

  it('for anyone: asks the owner for a transfer, without sending step 1 and telling nothing of the owner', async () => {
    const fetchMock = stubFetch((url) => {
      if (url.endsWith('/transfer-requests')) {
        return Response.json({ status: 'requested' }, { status: 202 });
      }
      return url.startsWith('/api/devices/908765401/registration')
        ? Response.json({ status: 'taken', registrationId: null })
        : Response.json(testRadiator());
    });
    renderApp('/fr-FR/users/register/step/1?serialNumber=908765401');
    await userEvent.click(await screen.findByRole('button', { name: 'Demander le transfert' }));
    const group = await screen.findByRole('group', { name: 'Demander le transfert à votre nom' });
    await userEvent.type(within(group).getByLabelText(/Votre adresse e-mail/), 'paul@example.com');
    await userEvent.type(within(group).getByLabelText(/Prénom/), 'Paul');
    // Enter in a field sends the request, not step 1 (which an anonymous visitor may leave).
    await userEvent.type(within(group).getByLabelText(/^Nom/), 'Girard{Enter}');
    expect(
      await screen.findByText(/Demande envoyée. Si le propriétaire actuel l’approuve/),
    ).toBeInTheDocument();
    const [url, init] = fetchMock.mock.calls.find(([called]) =>
      String(called).endsWith('/transfer-requests'),
    ) as unknown as [string, RequestInit];
    expect(url).toBe('/api/devices/908765401/transfer-requests');
    expect(JSON.parse(init.body as string)).toEqual({
      email: 'paul@example.com',
      firstName: 'Paul',
      lastName: 'Girard',
    });
    expect(screen.getByText('Ce produit est déjà enregistré.')).toBeInTheDocument();
  });

  it('prefills a signed-in user’s request with the account’s details', async () => {
    await startTestAuth({ user: oidcUser(OWNER_CLAIMS) });
    stubStatus('taken');
    renderApp('/fr-FR/users/register/step/1?serialNumber=908765401');
    await userEvent.click(await screen.findByRole('button', { name: 'Demander le transfert' }));
    const group = await screen.findByRole('group', { name: 'Demander le transfert à votre nom' });
    expect(within(group).getByLabelText(/Votre adresse e-mail/)).toHaveValue('owner@example.com');
    expect(within(group).getByLabelText(/^Nom/)).toHaveValue('Martin');
    // Cancelling closes the form and gives the focus back to the button that opened it.
    await userEvent.click(within(group).getByRole('button', { name: 'Annuler' }));
    expect(screen.queryByRole('group', { name: 'Demander le transfert à votre nom' })).toBeNull();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Demander le transfert' })).toHaveFocus(),
    );
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
