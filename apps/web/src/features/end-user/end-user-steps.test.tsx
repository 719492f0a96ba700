import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { emptyEndUserData, useEndUserStore } from '../../shared/form-state/end-user-store';
import type { Place } from '../../shared/form-state/place';
import { useInstallerStore } from '../../shared/form-state/installer-store';
import { currentUrl, renderApp } from '../../test/render-app';
import { testRivoli } from '../../test/test-places';
import { testRadiator } from '../../test/test-product';
import { lookUpRadiator, stubFetch, type FetchHandler } from '../../test/stub-fetch';

const rivoli = testRivoli();

function storeReadyForContact() {
  useEndUserStore.setState({
    ...emptyEndUserData(),
    serialNumber: '908765401',
    productInformation: testRadiator(),
    address: rivoli,
  });
}

describe('end-user step 1', () => {
  it('validates, looks the serial up and continues to the role choice', async () => {
    const user = userEvent.setup();
    const fetchMock = stubFetch(lookUpRadiator);
    const { router } = renderApp('/fr-FR/users/register/step/1');
    const field = await screen.findByLabelText(/Numéro de série/);
    expect(screen.getByText('Exemple: 908765401')).toBeInTheDocument();

    await user.type(field, '12a');
    expect(screen.getByText('La valeur doit être un nombre.')).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    await user.clear(field);
    expect(screen.getByText('Ce champ est requis')).toBeInTheDocument();
    await user.type(field, '12');
    expect(screen.getByText('La valeur doit comporter au moins 3 caractères')).toBeInTheDocument();

    await user.clear(field);
    await user.type(field, '908765401');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText('Aura Radiateur')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith('/api/devices/908765401/FR/fr', expect.anything());
    expect(screen.getByText('Blanc')).toBeInTheDocument();
    expect(screen.getByText('Garantie prolongée')).toBeInTheDocument();
    expect(screen.queryByText('Points partenaires')).not.toBeInTheDocument();
    expect(screen.getByLabelText(/Numéro de série/)).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Continuer' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/fr-FR/users/register/step/2'));
    expect(useEndUserStore.getState().serialNumber).toBe('908765401');
  });

  it('looks the serial of the query up at once and marks an unknown one invalid', async () => {
    stubFetch(lookUpRadiator);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    useEndUserStore.setState({ serialNumber: '908765401', productInformation: testRadiator() });
    renderApp('/fr-FR/users/register/step/1?serialNumber=123456');
    expect(await screen.findByText('Numéro de série invalide')).toBeInTheDocument();
    expect(screen.getByLabelText(/Numéro de série/)).toHaveValue('123456');
    expect(useEndUserStore.getState().productInformation).toBeNull();
  });
});

describe('end-user step 2', () => {
  it('needs a role, then offers sign-in or going on without an account', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/fr-FR/users/register/step/2');
    const next = await screen.findByRole('button', { name: 'Continuer' });
    expect(next).toBeDisabled();
    expect(screen.getByRole('group', { name: 'Qui enregistre?' })).toBeVisible();
    await user.click(screen.getByLabelText('Je possède le produit'));
    await user.click(next);
    expect(await screen.findByRole('dialog', { name: 'Vous avez déjà un compte?' })).toBeVisible();
    expect(currentUrl(router)).toBe(
      '/fr-FR/users/register/step/2?userType=1&isLoginScreenVisible=1',
    );
    expect(screen.getByText('Ou')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continuer sans connexion' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/fr-FR/users/register/step/3'));
  });

  it('offers only sign-in when end-user login is required', async () => {
    renderApp('/fr-FR/users/register/step/2?userType=1&isLoginScreenVisible=1', {
      endUserLoginRequired: true,
    });
    const dialog = await screen.findByRole('dialog', { name: 'Vous avez déjà un compte?' });
    expect(within(dialog).getByRole('button', { name: 'Connexion' })).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Continuer sans connexion' })).toBeNull();
    expect(screen.getByLabelText('Je possède le produit')).toBeChecked();
  });

  it('hands an installer over to the installer flow with the product', async () => {
    const user = userEvent.setup();
    useEndUserStore.setState({ serialNumber: '908765401', productInformation: testRadiator() });
    const { router } = renderApp('/fr-FR/users/register/step/2');
    await user.click(await screen.findByLabelText('Je suis un installateur professionnel'));
    await user.click(screen.getByRole('button', { name: 'Continuer' }));
    await waitFor(() =>
      expect(currentUrl(router)).toBe(
        '/fr-FR/installers/register/step/2?userType=2&isLoginScreenVisible=1',
      ),
    );
    expect(useInstallerStore.getState()).toMatchObject({
      serialNumber: '908765401',
      productInformation: { name: 'Aura Radiateur' },
    });
  });
});

describe('end-user steps 4 and 5', () => {
  it('asks for the contact details and keeps them as typed', async () => {
    const user = userEvent.setup();
    storeReadyForContact();
    const { router } = renderApp('/fr-FR/users/register/step/4');
    await user.click(await screen.findByRole('button', { name: 'Continuer' }));
    expect(screen.getAllByText('Ce champ est requis')).toHaveLength(3);
    // A refused submit takes the user to the first field to fix, as every form does.
    expect(screen.getByLabelText(/Prénom/)).toHaveFocus();
    await user.type(screen.getByLabelText(/Prénom/), 'Ana');
    await user.type(screen.getByLabelText(/^Nom/), 'Roy');
    await user.type(screen.getByLabelText(/Adresse e-mail/), 'ana@');
    await user.tab();
    expect(screen.getByText('Veuillez entrer une adresse e-mail valide.')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/Adresse e-mail/), 'example.com');
    expect(useEndUserStore.getState().email).toBe('ana@example.com');
    await user.click(screen.getByRole('button', { name: 'Continuer' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/fr-FR/users/register/step/5'));
  });

  it('submits after both consents and tells when the product is already registered', async () => {
    const user = userEvent.setup();
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    storeReadyForContact();
    useEndUserStore.setState({ firstName: 'Ana', lastName: 'Roy', email: 'ana@example.com' });
    const fetchMock = stubFetch(() =>
      Response.json({ code: 'already_registered', message: 'Taken' }, { status: 409 }),
    );
    renderApp('/fr-FR/users/register/step/5');
    expect(await screen.findByText('Rue de Rivoli 10, 75001 Paris, France')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /politique de confidentialité/ })).toHaveAttribute(
      'href',
      '/fr-FR/privacy-policy',
    );
    const submit = screen.getByRole('button', { name: "Soumettre l'enregistrement" });
    expect(submit).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: /politique de confidentialité/ }));
    await user.click(screen.getByRole('checkbox', { name: /conditions d’enregistrement/ }));
    await user.click(submit);
    expect(
      await screen.findByText(/Ce produit a déjà été enregistré par une autre personne/),
    ).toBeInTheDocument();
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/908765401?locale=fr-FR');
    expect(JSON.parse(init.body as string)).toMatchObject({
      productModel: 'Aura Radiateur',
      installationAddress: { street: 'Rue de Rivoli', postalCode: '75001', country: 'FR' },
      enduser: { email: 'ana@example.com' },
    });
    expect(screen.getByRole('button', { name: "Soumettre l'enregistrement" })).toBeEnabled();
  });
});

describe('end-user step 5 under a rate limit', () => {
  it('says in French that there were too many registrations, and keeps the data', async () => {
    const user = userEvent.setup();
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    storeReadyForContact();
    useEndUserStore.setState({ firstName: 'Ana', lastName: 'Roy', email: 'ana@example.com' });
    stubFetch(() =>
      Response.json(
        { code: 'rate_limited', message: 'Too many requests' },
        { status: 429, headers: { 'retry-after': '60' } },
      ),
    );
    renderApp('/fr-FR/users/register/step/5');
    await user.click(await screen.findByRole('checkbox', { name: /politique de confidentialité/ }));
    await user.click(screen.getByRole('checkbox', { name: /conditions d’enregistrement/ }));
    await user.click(screen.getByRole('button', { name: "Soumettre l'enregistrement" }));
    expect(await screen.findByText(/Trop d’enregistrements en peu de temps/)).toBeInTheDocument();
    expect(useEndUserStore.getState().email).toBe('ana@example.com');
  });
});

describe('end-user step 5 for an address that had its mails for today', () => {
  it('says so in French instead of a generic failure', async () => {
    const user = userEvent.setup();
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    storeReadyForContact();
    useEndUserStore.setState({ firstName: 'Ana', lastName: 'Roy', email: 'ana@example.com' });
    stubFetch(() =>
      Response.json({ code: 'too_many_mails', message: 'Enough mails' }, { status: 429 }),
    );
    renderApp('/fr-FR/users/register/step/5');
    await user.click(await screen.findByRole('checkbox', { name: /politique de confidentialité/ }));
    await user.click(screen.getByRole('checkbox', { name: /conditions d’enregistrement/ }));
    await user.click(screen.getByRole('button', { name: "Soumettre l'enregistrement" }));
    expect(
      await screen.findByText(/Cette adresse e-mail a reçu assez d’e-mails de confirmation/),
    ).toBeInTheDocument();
  });
});

describe('end-user thank-you', () => {
  it('shows the product and starts a new registration', async () => {
    const user = userEvent.setup();
    storeReadyForContact();
    const { router } = renderApp('/fr-FR/users/register/thank-you');
    expect(await screen.findByText('Garantie prolongée')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Voir la page du produit/ })).toHaveAttribute(
      'href',
      'https://calora.example/aura',
    );
    await user.click(screen.getByRole('button', { name: 'Enregistrer un autre produit' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/fr-FR/users/register/step/1'));
    expect(useEndUserStore.getState().serialNumber).toBe('');
  });
});

describe('end-user thank-you after a submission', () => {
  async function submitAnswered(status: 'pending' | 'not_required' | 'confirmed') {
    const user = userEvent.setup();
    storeReadyForContact();
    useEndUserStore.setState({ firstName: 'Ana', lastName: 'Roy', email: 'ana@example.com' });
    stubFetch(() => Response.json({ registrationId: 'r-1', reference: 'K7QM3XHP', status }));
    const { router } = renderApp('/fr-FR/users/register/step/5');
    await user.click(await screen.findByRole('checkbox', { name: /politique de confidentialité/ }));
    await user.click(screen.getByRole('checkbox', { name: /conditions d’enregistrement/ }));
    await user.click(screen.getByRole('button', { name: "Soumettre l'enregistrement" }));
    await waitFor(() => expect(currentUrl(router)).toBe('/fr-FR/users/register/thank-you'));
    await screen.findByRole('heading', { level: 1, name: 'Merci pour votre enregistrement!' });
  }

  it.each(['not_required', 'confirmed'] as const)(
    'says a registration the server holds at once (%s) is registered, rewards unlocked, and sends to no mailbox',
    async (status) => {
      await submitAnswered(status);
      expect(
        screen.getByText('Votre produit est bien enregistré. Vos récompenses sont débloquées.'),
      ).toBeInTheDocument();
      expect(screen.queryByText(/boîte e-mail/)).not.toBeInTheDocument();
    },
  );

  it('gives the short reference a person reads out on the phone (issue 47)', async () => {
    await submitAnswered('pending');
    const reference = screen.getByText('K7QM-3XHP');
    expect(reference.closest('p')).toHaveTextContent(
      'Votre référence K7QM-3XHP À indiquer si vous contactez notre service client.',
    );
  });

  it('asks to confirm by e-mail only when the registration is pending', async () => {
    await submitAnswered('pending');
    expect(
      screen.getByText(
        'Veuillez consulter votre boîte e-mail et confirmer votre compte pour recevoir vos récompenses.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/bien enregistré/)).not.toBeInTheDocument();
  });
});

describe('end-user step 3', () => {
  const rivoliWithoutMap: Place = { ...rivoli, location: null };
  const placesApi: FetchHandler = (url) => {
    const params = new URL(url, 'http://localhost').searchParams;
    if (params.get('q') === 'Rue de Rivoli') return Response.json({ places: [rivoliWithoutMap] });
    if (params.get('city')?.toLowerCase() === 'paris')
      return Response.json({ places: [rivoliWithoutMap] });
    return Response.json({ places: [] });
  };

  it('needs a chosen address and takes one from the search', async () => {
    const user = userEvent.setup();
    stubFetch(placesApi);
    useEndUserStore.setState({ serialNumber: '908765401', productInformation: testRadiator() });
    const { router } = renderApp('/fr-FR/users/register/step/3');
    await user.click(await screen.findByRole('button', { name: 'Continuer' }));
    expect(screen.getByText('Veuillez sélectionner une adresse valide.')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Rechercher votre adresse'), 'Rue de Rivoli');
    await user.click(
      await screen.findByRole(
        'button',
        { name: /Rue de Rivoli 10, 75001 Paris/ },
        { timeout: 2000 },
      ),
    );
    expect(screen.getByRole('region', { name: 'Adresse sélectionnée' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continuer' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/fr-FR/users/register/step/4'));
    expect(useEndUserStore.getState()).toMatchObject({
      address: { formattedAddress: rivoli.formattedAddress },
      addressSource: 'GoogleMaps',
    });
  });

  it('checks a manual address and keeps it when postal code and city match', async () => {
    const user = userEvent.setup();
    stubFetch(placesApi);
    useEndUserStore.setState({ serialNumber: '908765401', productInformation: testRadiator() });
    renderApp('/fr-FR/users/register/step/3');
    await user.click(await screen.findByRole('button', { name: "Saisir l'adresse manuellement" }));
    await user.type(screen.getByLabelText(/^Rue/), 'Rue de Rivoli');
    await user.type(screen.getByLabelText(/^Numéro/), '10');
    await user.type(screen.getByLabelText(/^Code postal/), '75001');
    await user.type(screen.getByLabelText(/^Ville/), 'Lyon');
    expect(screen.getByLabelText(/^Pays/)).toHaveValue('FR');
    await user.click(screen.getByRole('button', { name: 'Utiliser cette adresse' }));
    expect(
      await screen.findByText(
        "La combinaison code postal, ville et pays n'a pas pu être vérifiée. Veuillez vérifier votre saisie.",
      ),
    ).toBeInTheDocument();
    await user.clear(screen.getByLabelText(/^Ville/));
    await user.type(screen.getByLabelText(/^Ville/), 'paris');
    await user.click(screen.getByRole('button', { name: 'Utiliser cette adresse' }));
    expect(await screen.findByText('Rue de Rivoli 10, 75001 paris, France')).toBeInTheDocument();
    expect(useEndUserStore.getState().addressSource).toBe('ManualEntry');
  });
});
