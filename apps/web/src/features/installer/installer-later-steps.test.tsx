import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { addDays } from '@pr/contracts';
import { formatLocalDay } from '../../shared/forms/local-day-format';
import { useInstallerStore } from '../../shared/form-state/installer-store';
import { currentUrl, renderApp } from '../../test/render-app';
import { stubFetch } from '../../test/stub-fetch';
import { rivoli, today, seedInstaller, signInInstaller } from './test/installer-fixtures';

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
    await user.type(field, formatLocalDay(addDays(today(), 1), 'fr-FR'));
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
      formatLocalDay(addDays(today(), -7), 'fr-FR'),
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
      Response.json(
        { registrationId: 'r1', reference: 'K7QM3XHP', status: 'not_required' },
        { status: 201 },
      ),
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
    await user.click(screen.getByRole('checkbox', { name: /conditions d’enregistrement/ }));
    await user.click(submit);
    await waitFor(() => expect(currentUrl(router)).toBe('/fr-FR/installers/register/thank-you'));

    const [url, init] = fetchMock.mock.calls.find(([, sent]) => sent?.method === 'PUT') as [
      string,
      RequestInit,
    ];
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
      consents: { privacyPolicy: true, termsOfUse: true },
    });
    // The thank-you page gives the reference to read out to the customer or the hotline.
    expect(await screen.findByText('K7QM-3XHP')).toBeInTheDocument();
  });

  it('shows the texts an installer agreed to once as accepted, and submits without asking again', async () => {
    const user = userEvent.setup();
    await signInInstaller();
    ready();
    const fetchMock = stubFetch((url) =>
      url === '/api/me/consents'
        ? Response.json({
            privacyPolicy: { version: '2026-11', givenAt: '2026-11-02T08:00:00.000Z' },
            termsOfUse: { version: '2026-10', givenAt: '2026-11-03T09:30:00.000Z' },
          })
        : Response.json(
            { registrationId: 'r1', reference: 'K7QM3XHP', status: 'not_required' },
            { status: 201 },
          ),
    );
    const { router } = renderApp('/fr-FR/installers/register/step/5');
    const accepted = await screen.findByText(/Vous avez accepté la/);
    expect(accepted).toHaveTextContent(
      'Vous avez accepté la politique de confidentialité et les conditions d’enregistrement du produit le 3 novembre 2026 ; elles s’appliquent aussi à cet enregistrement.',
    );
    expect(
      within(accepted).getByRole('link', { name: 'politique de confidentialité' }),
    ).toHaveAttribute('href', '/fr-FR/privacy-policy');
    expect(screen.queryByRole('checkbox')).toBeNull();
    await user.click(screen.getByRole('button', { name: "Soumettre l'enregistrement" }));
    await waitFor(() => expect(currentUrl(router)).toBe('/fr-FR/installers/register/thank-you'));
    const [, init] = fetchMock.mock.calls.find(([, sent]) => sent?.method === 'PUT') as [
      string,
      RequestInit,
    ];
    expect(JSON.parse(init.body as string)).toMatchObject({
      consents: { privacyPolicy: true, termsOfUse: true },
    });
  });

  it('asks for both consents again when a text has a new version', async () => {
    await signInInstaller();
    ready();
    stubFetch(() =>
      Response.json({
        privacyPolicy: { version: '2026-11', givenAt: '2026-11-02T08:00:00.000Z' },
        termsOfUse: null,
      }),
    );
    renderApp('/fr-FR/installers/register/step/5');
    expect(
      await screen.findByRole('checkbox', { name: /politique de confidentialité/ }),
    ).not.toBeChecked();
    expect(screen.getByRole('button', { name: "Soumettre l'enregistrement" })).toBeDisabled();
    expect(screen.queryByText(/Vous avez accepté/)).toBeNull();
  });

  it('keeps the form and offers to submit again when the submission fails', async () => {
    const user = userEvent.setup();
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await signInInstaller();
    ready();
    stubFetch(() => Response.json({ code: 'unavailable', message: 'Down' }, { status: 503 }));
    const { router } = renderApp('/fr-FR/installers/register/step/5');
    await user.click(await screen.findByRole('checkbox', { name: /politique de confidentialité/ }));
    await user.click(screen.getByRole('checkbox', { name: /conditions d’enregistrement/ }));
    await user.click(screen.getByRole('button', { name: "Soumettre l'enregistrement" }));
    expect(await screen.findByText(/L’enregistrement n’a pas pu être envoyé/)).toBeInTheDocument();
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
    // Signed out: no installations to show.
    expect(screen.queryByRole('link', { name: 'Mes installations' })).toBeNull();
  });

  it('starts the next device at step 1 with the flow cleared, and leads a signed-in installer to Mes installations', async () => {
    const user = userEvent.setup();
    await signInInstaller();
    seedInstaller({ address: rivoli, installationDate: '05-03-2024' });
    const { router } = renderApp('/fr-FR/installers/register/thank-you');
    // The page's own link, beside the installer navigation's.
    const button = await screen.findByRole('button', { name: 'Enregistrer un autre produit' });
    const main = within(button.closest('main') ?? document.body);
    expect(await main.findByRole('link', { name: 'Mes installations' })).toHaveAttribute(
      'href',
      '/fr-FR/partners/installations',
    );
    await user.click(button);
    await waitFor(() => expect(currentUrl(router)).toBe('/fr-FR/installers/register/step/1'));
    expect(useInstallerStore.getState()).toMatchObject({
      serialNumber: '',
      productInformation: null,
      address: null,
    });
  });
});
