import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { addDays, localToday } from '@pr/contracts';
import { formatLocalDay } from '../../shared/forms/local-day-format';
import { emptyEndUserData, useEndUserStore } from '../../shared/form-state/end-user-store';
import {
  emptyInstallerData,
  useInstallerStore,
  type InstallerData,
} from '../../shared/form-state/installer-store';
import { currentUrl, renderApp } from '../../test/render-app';
import { INSTALLER_CLAIMS, OWNER_CLAIMS, oidcUser, startTestAuth } from '../../test/test-auth';
import { testRivoli } from '../../test/test-places';
import { testRadiator } from '../../test/test-product';
import { lookUpRadiator, stubFetch } from '../../test/stub-fetch';

const rivoli = testRivoli({ location: null });

const today = localToday(new Date());

function seedInstaller(patch: Partial<InstallerData> = {}) {
  useInstallerStore.setState({
    ...emptyInstallerData(),
    serialNumber: '908765401',
    productInformation: testRadiator(),
    ...patch,
  });
}

const signInInstaller = () => startTestAuth({ user: oidcUser(INSTALLER_CLAIMS) });

describe('installer step 1', () => {
  it('points to the bulk flow, verifies the serial and continues with the product', async () => {
    const user = userEvent.setup();
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    stubFetch(lookUpRadiator);
    useInstallerStore.setState(emptyInstallerData());
    const { router } = renderApp('/fr-FR/installers/register/step/1');
    const tip = await screen.findByRole('complementary', {
      name: 'Plusieurs produits à enregistrer?',
    });
    expect(within(tip).getByRole('link', { name: /enregistrement groupé/ })).toHaveAttribute(
      'href',
      '/fr-FR/partners/bulk',
    );

    const field = screen.getByLabelText(/Numéro de série/);
    await user.type(field, '123456');
    await user.click(screen.getByRole('button', { name: 'Vérifier le numéro de série' }));
    expect(await screen.findByText('Numéro de série invalide')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Vérifier le numéro de série' })).toBeDisabled();

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
    expect(await screen.findByLabelText('Rechercher votre adresse')).toBeInTheDocument();
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
    expect(screen.queryByLabelText('Rechercher votre adresse')).toBeNull();
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
    expect(await screen.findByLabelText('Rechercher votre adresse')).toBeInTheDocument();
    expect(signinSilent).toHaveBeenCalledTimes(1);
  });

  it('keeps the chosen address with the fields of the installer form data', async () => {
    const user = userEvent.setup();
    await signInInstaller();
    stubFetch(() => Response.json({ places: [rivoli] }));
    seedInstaller();
    const { router } = renderApp('/fr-FR/installers/register/step/3');
    await user.type(await screen.findByLabelText('Rechercher votre adresse'), 'Rue de Rivoli');
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

describe('installer step 4', () => {
  it('requires a real date that is not in the future', async () => {
    const user = userEvent.setup();
    await signInInstaller();
    seedInstaller({ address: rivoli });
    const { router } = renderApp('/fr-FR/installers/register/step/4');
    const field = await screen.findByLabelText(/Date d'installation/);
    const next = screen.getByRole('button', { name: 'Continuer' });
    expect(screen.getByText('Quand le produit a-t-il été installé?')).toBeInTheDocument();
    expect(next).toBeDisabled();

    // Leaving the field and its calendar button shows what is missing.
    await user.click(field);
    await user.tab();
    await user.tab();
    expect(screen.getByText('Ce champ est requis')).toBeInTheDocument();
    await user.type(field, formatLocalDay(addDays(today, 1), 'fr-FR'));
    expect(screen.getByText('La date ne peut pas être dans le futur.')).toBeInTheDocument();
    expect(next).toBeDisabled();
    await user.clear(field);
    await user.type(field, '31-02-2024');
    expect(screen.getByText('Veuillez saisir une date valide au format JJ/MM/AAAA.')).toBeVisible();

    await user.clear(field);
    await user.type(field, '5.3.2024');
    await user.tab();
    // Written out in the French way.
    expect(field).toHaveValue('05/03/2024');
    expect(next).toBeEnabled();
    await user.click(next);
    await waitFor(() => expect(currentUrl(router)).toBe('/fr-FR/installers/register/step/5'));
    expect(useInstallerStore.getState().installationDate).toBe('05/03/2024');
  });

  it('offers a calendar that works with the keyboard and has no future day', async () => {
    const user = userEvent.setup();
    await signInInstaller();
    seedInstaller({ address: rivoli });
    renderApp('/fr-FR/installers/register/step/4');
    const toggle = await screen.findByRole('button', {
      name: 'Choisir la date dans le calendrier',
    });
    await user.click(toggle);
    const calendar = screen.getByRole('dialog');
    const todayButton = within(calendar).getByRole('button', { current: 'date' });
    expect(todayButton).toHaveFocus();
    expect(within(calendar).getByRole('button', { name: 'Mois suivant' })).toBeDisabled();

    await user.keyboard('{ArrowRight}');
    expect(todayButton).toHaveFocus();
    await user.keyboard('{ArrowUp}{Enter}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByLabelText(/Date d'installation/)).toHaveValue(
      formatLocalDay(addDays(today, -7), 'fr-FR'),
    );
    expect(toggle).toHaveFocus();

    await user.click(toggle);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(toggle).toHaveFocus();
  });
});

describe('installer step 5', () => {
  const ready = () =>
    seedInstaller({
      address: rivoli,
      freeForm: rivoli.formattedAddress,
      installationDate: '05-03-2024',
    });

  it('shows what will be registered and submits after both consents', async () => {
    const user = userEvent.setup();
    await signInInstaller();
    ready();
    const fetchMock = stubFetch(() =>
      Response.json({ registrationId: 'r1', status: 'not_required' }, { status: 201 }),
    );
    const { router } = renderApp('/fr-FR/installers/register/step/5');
    await screen.findByRole('checkbox', { name: /politique de confidentialité/ });
    const review = within(screen.getByRole('main'));
    expect(review.getByText(/Dubois Chauffage SARL/)).toHaveTextContent(
      'contact@dubois-chauffage.example',
    );
    expect(review.getByText('Aura Radiateur')).toBeInTheDocument();
    expect(review.getByText('Rue de Rivoli 10, 75001 Paris, France')).toBeInTheDocument();
    expect(review.getByText('05/03/2024')).toBeInTheDocument();
    expect(screen.getByText("* Obligatoire pour l'enregistrement.")).toBeInTheDocument();

    const submit = screen.getByRole('button', { name: "Soumettre l'enregistrement" });
    expect(submit).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: /politique de confidentialité/ }));
    expect(submit).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: /conditions d'enregistrement/ }));
    await user.click(submit);
    await waitFor(() => expect(currentUrl(router)).toBe('/fr-FR/installers/register/thank-you'));

    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/908765401?locale=fr-FR');
    expect(new Headers(init.headers).get('Authorization')).toBe(
      'Bearer access-token-of-installer-subject',
    );
    expect(JSON.parse(init.body as string)).toEqual({
      serialNumber: '908765401',
      productModel: 'Aura Radiateur',
      installationDate: '2024-03-05T00:00:00.000Z',
      installerCompany: {
        name: 'Dubois Chauffage SARL',
        email: 'contact@dubois-chauffage.example',
      },
      installationAddress: {
        street: 'Rue de Rivoli',
        houseNumber: '10',
        locality: 'Paris',
        postalCode: '75001',
        country: 'FR',
        additionalAddressLine1: null,
        stateOrProvince: null,
        addressSource: 'GoogleMaps',
      },
    });
  });

  it('keeps the form and offers to submit again when the submission fails', async () => {
    const user = userEvent.setup();
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await signInInstaller();
    ready();
    stubFetch(() => Response.json({ code: 'unavailable', message: 'Down' }, { status: 503 }));
    const { router } = renderApp('/fr-FR/installers/register/step/5');
    await user.click(await screen.findByRole('checkbox', { name: /politique de confidentialité/ }));
    await user.click(screen.getByRole('checkbox', { name: /conditions d'enregistrement/ }));
    await user.click(screen.getByRole('button', { name: "Soumettre l'enregistrement" }));
    expect(await screen.findByText(/L'enregistrement n'a pas pu être envoyé/)).toBeInTheDocument();
    expect(currentUrl(router)).toBe('/fr-FR/installers/register/step/5');
    expect(screen.queryByRole('status', { name: /Envoi/ })).toBeNull();
    expect(screen.getByRole('button', { name: "Soumettre l'enregistrement" })).toBeEnabled();
    expect(useInstallerStore.getState().installationDate).toBe('05-03-2024');
  });

  it('goes back to the date without a valid one', async () => {
    await signInInstaller();
    seedInstaller({ address: rivoli, installationDate: '31-02-2024' });
    const { router } = renderApp('/fr-FR/installers/register/step/5');
    await waitFor(() => expect(currentUrl(router)).toBe('/fr-FR/installers/register/step/4'));
  });
});

describe('installer thank-you', () => {
  it('shows the product with the installers’ incentives and the customer portal', async () => {
    seedInstaller();
    renderApp('/fr-FR/installers/register/thank-you');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Merci pour votre enregistrement!' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Aura Radiateur' })).toBeInTheDocument();
    expect(screen.getByText('Points partenaires')).toBeInTheDocument();
    expect(screen.queryByText('Garantie prolongée')).toBeNull();
    expect(screen.getByRole('link', { name: /Voir la page du produit/ })).toHaveAttribute(
      'href',
      'https://calora.example/aura',
    );
    expect(screen.getByRole('link', { name: /Accéder au portail client/ })).toHaveAttribute(
      'href',
      'https://portal.example/',
    );
  });
});
