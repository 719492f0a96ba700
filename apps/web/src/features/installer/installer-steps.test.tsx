import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { emptyEndUserData, useEndUserStore } from '../../shared/form-state/end-user-store';
import { emptyInstallerData, useInstallerStore } from '../../shared/form-state/installer-store';
import { currentUrl, renderApp } from '../../test/render-app';
import { INSTALLER_CLAIMS, OWNER_CLAIMS, oidcUser, startTestAuth } from '../../test/test-auth';
import { lookUpRadiator, stubFetch } from '../../test/stub-fetch';
import { rivoli, seedInstaller, signInInstaller } from './test/installer-fixtures';

describe('installer step 1', () => {
  it('points to the bulk flow, verifies the serial and continues with the product', async () => {
    const user = userEvent.setup();
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    stubFetch(lookUpRadiator);
    useInstallerStore.setState(emptyInstallerData());
    const { router } = renderApp('/fr-FR/installers/register/step/1');
    const tip = await screen.findByRole('complementary', {
      name: 'Plusieurs produits à enregistrer\u202f?',
    });
    expect(within(tip).getByRole('link', { name: /import en masse/ })).toHaveAttribute(
      'href',
      '/fr-FR/partners/bulk',
    );

    const field = screen.getByLabelText(/Numéro de série/);
    await user.type(field, '123456');
    await user.click(screen.getByRole('button', { name: 'Vérifier le numéro de série' }));
    expect(await screen.findByText('Numéro de série invalide')).toBeInTheDocument();
    // The same serial sent again is not asked for again: the tap shows the field's message.
    await user.click(screen.getByRole('button', { name: 'Vérifier le numéro de série' }));
    expect(field).toHaveFocus();
    expect(screen.getByText('Numéro de série invalide')).toBeInTheDocument();

    await user.clear(field);
    await user.type(field, '908765401');
    await user.click(screen.getByRole('button', { name: 'Vérifier le numéro de série' }));
    expect(await screen.findByText('Points partenaires')).toBeInTheDocument();
    expect(screen.queryByText('Garantie prolongée')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Enregistrer le produit' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/fr-FR/installers/register/step/2'));
    expect(useInstallerStore.getState().serialNumber).toBe('908765401');
  });

  it('looks the serial of the query up at once', async () => {
    stubFetch(lookUpRadiator);
    useInstallerStore.setState(emptyInstallerData());
    renderApp('/fr-FR/installers/register/step/1?serialNumber=908765401');
    expect(
      await screen.findByRole('button', { name: 'Enregistrer le produit' }),
    ).toBeInTheDocument();
    expect(screen.getByLabelText(/Numéro de série/)).toBeDisabled();
    expect(useInstallerStore.getState().productInformation?.name).toBe('Aura Radiateur');
  });
});

describe('installer step 2', () => {
  it('asks an anonymous installer to sign in, with no way on without an account', async () => {
    const user = userEvent.setup();
    const auth = await startTestAuth();
    seedInstaller();
    const { router } = renderApp('/fr-FR/installers/register/step/2');
    await user.click(await screen.findByLabelText('Je suis un installateur professionnel'));
    await user.click(screen.getByRole('button', { name: 'Continuer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Vous avez déjà un compte?' });
    expect(currentUrl(router)).toBe(
      '/fr-FR/installers/register/step/2?userType=2&isLoginScreenVisible=1',
    );
    expect(screen.queryByRole('button', { name: 'Continuer sans connexion' })).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Connexion' }));
    expect(auth.signinRedirect).toHaveBeenCalledWith({
      state: { returnTo: '/fr-FR/installers/register/step/2?userType=2' },
      ui_locales: 'fr-FR',
    });
  });

  it('hands an owner over to the end-user flow with the serial and the product', async () => {
    const user = userEvent.setup();
    seedInstaller();
    useEndUserStore.setState(emptyEndUserData());
    const { router } = renderApp('/fr-FR/installers/register/step/2');
    await user.click(await screen.findByLabelText('Je possède le produit'));
    await user.click(screen.getByRole('button', { name: 'Continuer' }));
    await waitFor(() =>
      expect(currentUrl(router)).toBe(
        '/fr-FR/users/register/step/2?userType=1&isLoginScreenVisible=1',
      ),
    );
    expect(useEndUserStore.getState()).toMatchObject({
      serialNumber: '908765401',
      productInformation: { name: 'Aura Radiateur' },
    });
    expect(screen.getByLabelText('Je possède le produit')).toBeChecked();
  });

  it('takes a signed-in installer on to the address at once', async () => {
    await signInInstaller();
    seedInstaller();
    const { router } = renderApp('/fr-FR/installers/register/step/2');
    await waitFor(() => expect(currentUrl(router)).toBe('/fr-FR/installers/register/step/3'));
    expect(await screen.findByLabelText('Rechercher l’adresse du client')).toBeInTheDocument();
  });
});

describe('installer step 3', () => {
  it('tells an account without a company name that it is not an installer', async () => {
    await startTestAuth({ user: oidcUser(OWNER_CLAIMS) });
    seedInstaller();
    const { router } = renderApp('/fr-FR/installers/register/step/3');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Votre profil utilisateur n’est pas configuré en tant qu’installateur.',
    );
    expect(screen.queryByLabelText('Rechercher l’adresse du client')).toBeNull();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Retour' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/fr-FR/installers/register/step/1'));
  });

  it('tells an applicant that the company is being verified, and goes on once staff approved it', async () => {
    const { userManager } = await startTestAuth({
      user: oidcUser({
        ...OWNER_CLAIMS,
        company_status: 'pending',
        company_applied_at: '2026-11-20T09:00:00.000Z',
      }),
    });
    // The provider's next tokens carry the approved company.
    const signinSilent = vi.spyOn(userManager, 'signinSilent').mockImplementation(async () => {
      const approved = oidcUser(INSTALLER_CLAIMS);
      await userManager.storeUser(approved);
      await userManager.events.load(approved);
      return approved;
    });
    seedInstaller();
    renderApp('/fr-FR/installers/register/step/3');
    expect(
      await screen.findByText(
        'Votre entreprise est en cours de vérification par nos équipes (demande du 20 novembre 2026). Vous pourrez enregistrer des appareils en tant qu’installateur dès qu’elle sera vérifiée.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/n’est pas configuré en tant qu’installateur/)).toBeNull();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Vérifier à nouveau' }));
    expect(await screen.findByLabelText('Rechercher l’adresse du client')).toBeInTheDocument();
    expect(signinSilent).toHaveBeenCalledTimes(1);
  });

  it('keeps the chosen address with the fields of the installer form data', async () => {
    const user = userEvent.setup();
    await signInInstaller();
    stubFetch(() => Response.json({ places: [rivoli] }));
    seedInstaller();
    const { router } = renderApp('/fr-FR/installers/register/step/3');
    await user.type(
      await screen.findByLabelText('Rechercher l’adresse du client'),
      'Rue de Rivoli',
    );
    await user.click(
      await screen.findByRole(
        'button',
        { name: /Rue de Rivoli 10, 75001 Paris/ },
        { timeout: 2000 },
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Continuer' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/fr-FR/installers/register/step/4'));
    expect(useInstallerStore.getState()).toMatchObject({
      street: 'Rue de Rivoli',
      houseNumber: '10',
      city: 'Paris',
      zip: '75001',
      country: 'FR',
      freeForm: 'Rue de Rivoli 10, 75001 Paris, France',
      addressSource: 'GoogleMaps',
    });
  });
});
