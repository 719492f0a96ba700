import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { manualPlace } from '../../shared/address/manual-place';
import { emptyEndUserData, useEndUserStore } from '../../shared/form-state/end-user-store';
import { currentUrl, renderApp } from '../../test/render-app';
import { INSTALLER_CLAIMS, OWNER_CLAIMS, oidcUser, startTestAuth } from '../../test/test-auth';
import { testRivoli } from '../../test/test-places';
import { testRadiator } from '../../test/test-product';
import { stubFetch } from '../../test/stub-fetch';

/*
 * Screen elements of docs/spec.md §2 (end-user flow, step wrapper, Escape) that the flow tests in
 * end-user-steps.test.tsx pass by without asserting them.
 */

const rivoli = testRivoli({ location: null });

// The form store outlives each test's session storage; every test starts from an empty form.
beforeEach(() => {
  useEndUserStore.setState(emptyEndUserData());
});

/** Form data that lets the guards show `step` (step 2 needs none). */
function storeForStep(step: 2 | 3 | 4 | 5) {
  useEndUserStore.setState({
    ...emptyEndUserData(),
    serialNumber: '908765401',
    productInformation: testRadiator(),
    ...(step > 3 && { address: rivoli }),
    ...(step > 4 && { firstName: 'Ana', lastName: 'Roy', email: 'ana@example.com' }),
  });
}

describe('end-user step 1 details', () => {
  it('shows the tip image before the look-up, no colour for a non-radiator, and replaces history', async () => {
    const user = userEvent.setup();
    stubFetch(() =>
      Response.json(
        testRadiator({
          name: 'Vento Air',
          deviceType: 'VEN',
          color: 'Gris',
          imageUrl: '/assets/products/vento.svg',
        }),
      ),
    );
    const { router, container } = renderApp('/fr-FR/users/register/step/1');
    await user.type(await screen.findByLabelText(/Numéro de série/), '908765402');
    const tip = container.querySelector('figure img[src^="data:image/svg+xml"]');
    expect(tip).toBeInTheDocument();
    expect(
      screen.getByText('Le numéro de série figure sur la plaque signalétique de votre appareil.'),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    const card = await screen.findByRole('region', { name: 'Produit trouvé' });
    expect(within(card).getByText('Vento Air')).toBeInTheDocument();
    expect(card.querySelector('img')).toHaveAttribute('src', '/assets/products/vento.svg');
    expect(within(card).queryByText('Gris')).toBeNull();
    expect(within(card).queryByText(/Couleur/)).toBeNull();
    expect(container.querySelector('figure img[src^="data:image/svg+xml"]')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Continuer' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/fr-FR/users/register/step/2'));
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('offers to change a found serial: the field free, empty and focused, the product gone', async () => {
    const user = userEvent.setup();
    stubFetch((url) =>
      url.includes('/908765401/')
        ? Response.json(testRadiator())
        : Response.json({ code: 'unknown_serial_number', message: 'Unknown' }, { status: 404 }),
    );
    renderApp('/fr-FR/users/register/step/1?serialNumber=908765401');
    expect(await screen.findByRole('region', { name: 'Produit trouvé' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Changer de numéro' }));
    const field = screen.getByLabelText(/Numéro de série/);
    await waitFor(() => expect(field).toHaveFocus());
    expect(field).toHaveValue('');
    expect(field).toBeEnabled();
    expect(screen.queryByRole('region', { name: 'Produit trouvé' })).toBeNull();
    expect(useEndUserStore.getState().productInformation).toBeNull();

    // An unknown serial: the spec's message, and what to do about it.
    await user.type(field, '123456789');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText('Numéro de série invalide')).toBeVisible();
    expect(screen.getByText(/Vérifiez chaque chiffre sur la plaque signalétique/)).toBeVisible();
  });
});

describe('end-user serial look-up states', () => {
  it('shows no error before the field is touched and is busy while looking up', async () => {
    const user = userEvent.setup();
    let answer: (response: Response) => void = () => undefined;
    stubFetch(
      () =>
        new Promise<Response>((resolve) => {
          answer = resolve;
        }),
    );
    renderApp('/fr-FR/users/register/step/1');
    const field = await screen.findByLabelText(/Numéro de série/);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(field).toHaveAttribute('aria-invalid', 'false');
    // Never a dead button: sent empty, the form says what is missing and asks nothing.
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText('Ce champ est requis')).toBeInTheDocument();
    expect(field).toHaveFocus();

    await user.type(field, '908765401');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    const busy = await screen.findByRole('button', { name: 'Recherche…' });
    expect(busy).toBeDisabled();
    expect(field).toBeDisabled();
    answer(Response.json(testRadiator()));
    expect(await screen.findByRole('button', { name: 'Continuer' })).toBeEnabled();
  });
});

describe('end-user role step transitions', () => {
  it('puts the role into the URL without a new history entry', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/fr-FR/users/register/step/2');
    await user.click(await screen.findByLabelText('Je possède le produit'));
    await user.click(screen.getByRole('button', { name: 'Continuer' }));
    await waitFor(() =>
      expect(currentUrl(router)).toBe(
        '/fr-FR/users/register/step/2?userType=1&isLoginScreenVisible=1',
      ),
    );
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('starts sign-in from Connexion and comes back to the role step with the role', async () => {
    const user = userEvent.setup();
    const auth = await startTestAuth();
    renderApp('/fr-FR/users/register/step/2?userType=1&isLoginScreenVisible=1');
    const panel = await screen.findByRole('dialog', { name: 'Vous avez déjà un compte?' });
    await user.click(within(panel).getByRole('button', { name: 'Connexion' }));
    expect(auth.signinRedirect).toHaveBeenCalledWith({
      state: { returnTo: '/fr-FR/users/register/step/2?userType=1' },
      ui_locales: 'fr-FR',
    });
  });

  it('sends a signed-in owner straight on to the address', async () => {
    await startTestAuth({ user: oidcUser(OWNER_CLAIMS) });
    storeForStep(2);
    const { router } = renderApp('/fr-FR/users/register/step/2');
    // An account without a company is an owner: no role to choose (docs/spec.md §4).
    await waitFor(() => expect(currentUrl(router)).toBe('/fr-FR/users/register/step/3'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('lets a signed-in installer choose the role, and takes the owner’s role to the address', async () => {
    const user = userEvent.setup();
    await startTestAuth({ user: oidcUser(INSTALLER_CLAIMS) });
    storeForStep(2);
    const { router } = renderApp('/fr-FR/users/register/step/2');
    await user.click(await screen.findByLabelText('Je possède le produit'));
    expect(currentUrl(router)).toBe('/fr-FR/users/register/step/2');
    await user.click(screen.getByRole('button', { name: 'Continuer' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/fr-FR/users/register/step/3'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('end-user Retour buttons', () => {
  it.each([
    [2, '/fr-FR/users/register/step/1'],
    [3, '/fr-FR/users/register/step/2'],
    [4, '/fr-FR/users/register/step/3'],
    [5, '/fr-FR/users/register/step/4'],
  ] as const)('lead from step %i to %s', async (step, target) => {
    const user = userEvent.setup();
    stubFetch(() => Response.json({ places: [] }));
    storeForStep(step);
    const { router } = renderApp(`/fr-FR/users/register/step/${step}`);
    await user.click(await screen.findByRole('button', { name: 'Retour' }));
    await waitFor(() => expect(currentUrl(router)).toBe(target));
  });

  it('lead a signed-in user from step 5 back to the address', async () => {
    const user = userEvent.setup();
    await startTestAuth({ user: oidcUser(OWNER_CLAIMS) });
    stubFetch(() => Response.json({ places: [] }));
    storeForStep(4);
    const { router } = renderApp('/fr-FR/users/register/step/5');
    await screen.findByRole('heading', { level: 1, name: "Compléter l'enregistrement" });
    // The review shows the account's details: the contact step was skipped.
    const main = within(screen.getByRole('main'));
    expect(main.getByText('owner@example.com', { exact: false })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retour' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/fr-FR/users/register/step/3'));
  });
});

describe('end-user login panel details', () => {
  it('explains signing in and the automatic account, and closes with Escape', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/fr-FR/users/register/step/2?userType=1&isLoginScreenVisible=1');
    const panel = await screen.findByRole('dialog', { name: 'Vous avez déjà un compte?' });
    expect(panel).toHaveAccessibleDescription(
      'Connectez-vous ou créez un compte pour terminer l’enregistrement.',
    );
    expect(
      within(panel).getByText('Un compte sera créé automatiquement après l’enregistrement.'),
    ).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(currentUrl(router)).toBe('/fr-FR/users/register/step/2?userType=1');
  });
});

describe('end-user login panel as a modal dialog', () => {
  it('puts the page behind out of reach, keeps the focus inside and gives it back on Escape', async () => {
    const user = userEvent.setup();
    useEndUserStore.setState({ serialNumber: '908765401', productInformation: testRadiator() });
    renderApp('/fr-FR/users/register/step/2');
    await user.click(await screen.findByLabelText('Je possède le produit'));
    const next = screen.getByRole('button', { name: 'Continuer' });
    await user.click(next);
    const panel = await screen.findByRole('dialog', { name: 'Vous avez déjà un compte?' });
    expect(panel).toHaveAttribute('aria-modal', 'true');
    const headerSignIn = screen
      .getAllByRole('button', { name: 'Connexion' })
      .find((button) => !panel.contains(button));
    expect(headerSignIn?.closest('[inert]')).not.toBeNull();

    const signIn = within(panel).getByRole('button', { name: 'Connexion' });
    expect(signIn).toHaveFocus();
    await user.tab();
    await user.tab();
    expect(within(panel).getByRole('button', { name: 'Fermer' })).toHaveFocus();
    await user.tab();
    expect(panel).toContainElement(document.activeElement as HTMLElement);
    await user.tab({ shift: true });
    await user.tab({ shift: true });
    expect(panel).toContainElement(document.activeElement as HTMLElement);

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.querySelector('[inert]')).toBeNull();
    expect(screen.getByRole('button', { name: 'Continuer' })).toHaveFocus();
  });
});

describe('end-user step 5 consents', () => {
  it('link both documents in new tabs and need both ticks', async () => {
    const user = userEvent.setup();
    storeForStep(5);
    renderApp('/fr-FR/users/register/step/5');
    const privacy = await screen.findByRole('link', { name: /politique de confidentialité/ });
    const terms = screen.getByRole('link', { name: /conditions d’enregistrement du produit/ });
    expect(privacy).toHaveAttribute('href', '/fr-FR/privacy-policy');
    expect(terms).toHaveAttribute('href', '/fr-FR/terms-of-use');
    expect(privacy).toHaveAttribute('target', '_blank');
    expect(terms).toHaveAttribute('target', '_blank');
    expect(screen.getByText("* Obligatoire pour l'enregistrement.")).toBeInTheDocument();
    expect(screen.getByText('Aura Radiateur')).toBeInTheDocument();

    const submit = screen.getByRole('button', { name: "Soumettre l'enregistrement" });
    await user.click(screen.getByRole('checkbox', { name: /conditions d’enregistrement/ }));
    expect(submit).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: /politique de confidentialité/ }));
    expect(submit).toBeEnabled();
  });
});

describe('end-user step 5 check your answers', () => {
  it('shows the serial under the product and a Modifier per section leading to its step', async () => {
    const user = userEvent.setup();
    stubFetch(() => Response.json({ places: [] }));
    storeForStep(5);
    const { router } = renderApp('/fr-FR/users/register/step/5');
    await screen.findByRole('heading', { level: 1, name: "Compléter l'enregistrement" });
    expect(screen.getByText('Numéro de série 908765401')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Modifier Vos coordonnées' })).toHaveAttribute(
      'href',
      '/fr-FR/users/register/step/4',
    );
    expect(screen.getByRole('link', { name: 'Modifier Adresse d’installation' })).toHaveAttribute(
      'href',
      '/fr-FR/users/register/step/3',
    );
    await user.click(screen.getByRole('link', { name: 'Modifier Produit' }));
    // Step 1's code loads apart from the later steps': given time on a busy machine.
    await waitFor(() => expect(currentUrl(router)).toBe('/fr-FR/users/register/step/1'), {
      timeout: 5000,
    });
    // The serial entered is kept: step 1 shows its product, ready to go on.
    expect(await screen.findByText('Aura Radiateur', {}, { timeout: 5000 })).toBeInTheDocument();
  });

  it('offers no Modifier for a signed-in user’s details, which are the account’s', async () => {
    await startTestAuth({ user: oidcUser(OWNER_CLAIMS) });
    stubFetch(() => Response.json({ places: [] }));
    storeForStep(4);
    renderApp('/fr-FR/users/register/step/5');
    await screen.findByRole('heading', { level: 1, name: "Compléter l'enregistrement" });
    expect(screen.queryByRole('link', { name: 'Modifier Vos coordonnées' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Modifier Produit' })).toBeInTheDocument();
  });
});

describe('end-user thank-you details', () => {
  it('shows the product image', async () => {
    storeForStep(5);
    renderApp('/fr-FR/users/register/thank-you');
    expect(await screen.findByRole('img', { name: 'Aura Radiateur' })).toHaveAttribute(
      'src',
      '/assets/products/aura-radiator.svg',
    );
  });
});

describe('registration step frame', () => {
  it('shows the step number of five and the help link in a new tab', async () => {
    storeForStep(3);
    stubFetch(() => Response.json({ places: [] }));
    renderApp('/fr-FR/users/register/step/3');
    const progress = await screen.findByRole('progressbar', {
      name: 'Progression de l’enregistrement',
    });
    expect(progress).toHaveAttribute('aria-valuenow', '3');
    expect(progress).toHaveAttribute('aria-valuemax', '5');
    expect(progress.children).toHaveLength(5);
    expect(screen.getByText('Étape 3 sur 5')).toBeInTheDocument();
    const help = screen.getByRole('link', { name: /Aide et support/ });
    expect(help).toHaveAttribute('href', 'https://help.example/');
    expect(help).toHaveAttribute('target', '_blank');
  });
});

describe('Escape on the address search', () => {
  it('closes the list of found addresses', async () => {
    const user = userEvent.setup();
    storeForStep(3);
    stubFetch(() => Response.json({ places: [rivoli] }));
    renderApp('/fr-FR/users/register/step/3');
    await user.type(await screen.findByLabelText('Rechercher votre adresse'), 'Rue de Rivoli');
    expect(
      await screen.findByRole('list', { name: 'Adresses trouvées' }, { timeout: 2000 }),
    ).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('list', { name: 'Adresses trouvées' })).toBeNull();
  });
});

describe('cancelling the manual address form', () => {
  it('clears a manual address but keeps a searched one', async () => {
    const user = userEvent.setup();
    stubFetch(() => Response.json({ places: [] }));
    const bordeaux = manualPlace(
      {
        streetName: 'Rue Sainte-Catherine',
        streetNumber: '5',
        additionalAddressLine1: '',
        postalCode: '33000',
        city: 'Bordeaux',
        stateOrProvince: '',
        country: 'FR',
      },
      'France',
    );
    storeForStep(3);
    useEndUserStore.setState({ address: rivoli, addressSource: 'GoogleMaps' });
    const view = renderApp('/fr-FR/users/register/step/3');
    await user.click(await screen.findByRole('button', { name: "Saisir l'adresse manuellement" }));
    await user.click(screen.getByRole('button', { name: 'Annuler' }));
    expect(screen.getByRole('region', { name: 'Adresse sélectionnée' })).toHaveTextContent(
      rivoli.formattedAddress,
    );
    view.unmount();

    useEndUserStore.setState({ address: bordeaux, addressSource: 'ManualEntry' });
    renderApp('/fr-FR/users/register/step/3');
    await user.click(await screen.findByRole('button', { name: "Saisir l'adresse manuellement" }));
    // The form reopens with the manual address to correct it.
    expect(screen.getByLabelText(/^Code postal/)).toHaveValue('33000');
    await user.click(screen.getByRole('button', { name: 'Annuler' }));
    expect(screen.getByLabelText('Rechercher votre adresse')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Adresse sélectionnée' })).toBeNull();
    expect(useEndUserStore.getState()).toMatchObject({ address: null, addressSource: null });
  });
});
