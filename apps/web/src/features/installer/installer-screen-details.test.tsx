import 'fake-indexeddb/auto';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  emptyInstallerData,
  useInstallerStore,
  type InstallerData,
} from '../../shared/form-state/installer-store';
import { onProblem, type Problem } from '../../shared/telemetry/report-problem';
import { currentUrl, renderApp } from '../../test/render-app';
import { INSTALLER_CLAIMS, oidcUser, startTestAuth } from '../../test/test-auth';
import { testRivoli } from '../../test/test-places';
import { testRadiator } from '../../test/test-product';
import { lookUpRadiator, stubFetch } from '../../test/stub-fetch';

/** An installer who has not agreed to the current texts yet: step 5 asks for both. */
const NOT_AGREED_YET = { privacyPolicy: null, termsOfUse: null };

/*
 * The installer screens' details that installer-steps.test.tsx leaves out: headings, the
 * Retour buttons, the product card, the consent links, the spinner and the failure flash.
 */

const rivoli = testRivoli({ location: null });

function seedInstaller(patch: Partial<InstallerData> = {}) {
  useInstallerStore.setState({
    ...emptyInstallerData(),
    serialNumber: '908765401',
    productInformation: testRadiator(),
    ...patch,
  });
}

const seedForReview = () =>
  seedInstaller({
    address: rivoli,
    freeForm: rivoli.formattedAddress,
    installationDate: '05-03-2024',
  });

const signInInstaller = () => startTestAuth({ user: oidcUser(INSTALLER_CLAIMS) });

const unsubscribes: (() => void)[] = [];
afterEach(() => {
  for (const unsubscribe of unsubscribes.splice(0)) unsubscribe();
});

describe('installer entry by serial number', () => {
  it('takes a signed-in installer to installer step 1 with the serial', async () => {
    await signInInstaller();
    stubFetch(lookUpRadiator);
    const { router } = renderApp('/fr-FR/products/908765401/12');
    await waitFor(() =>
      expect(currentUrl(router)).toBe('/fr-FR/installers/register/step/1?serialNumber=908765401'),
    );
  });
});

describe('installer step 1 product card', () => {
  it('shows the found product’s image, name and radiator colour', async () => {
    const user = userEvent.setup();
    stubFetch(lookUpRadiator);
    useInstallerStore.setState(emptyInstallerData());
    renderApp('/fr-FR/installers/register/step/1');
    await user.type(await screen.findByLabelText(/Numéro de série/), '908765401');
    await user.click(screen.getByRole('button', { name: 'Vérifier le numéro de série' }));
    const card = await screen.findByRole('region', { name: 'Produit trouvé' });
    // The image is decorative: the name beside it says what it shows.
    expect(within(card).getByRole('presentation')).toHaveAttribute(
      'src',
      '/assets/products/aura-radiator.svg',
    );
    expect(within(card).getByText('Aura Radiateur')).toBeInTheDocument();
    expect(within(card).getByText('Blanc')).toBeInTheDocument();
  });
});

describe('installer Retour buttons and headings', () => {
  it('step 2 asks who is registering and goes back to step 1', async () => {
    const user = userEvent.setup();
    await startTestAuth();
    seedInstaller();
    const { router } = renderApp('/fr-FR/installers/register/step/2');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Qui enregistre?' }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retour' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/fr-FR/installers/register/step/1'));
  });

  it('step 4 has its heading, a text field instead of the native picker, and goes back to step 3', async () => {
    const user = userEvent.setup();
    await signInInstaller();
    stubFetch(() => Response.json({ places: [] }));
    seedInstaller({ address: rivoli });
    const { router } = renderApp('/fr-FR/installers/register/step/4');
    expect(
      await screen.findByRole('heading', { level: 1, name: "Date d'installation" }),
    ).toBeInTheDocument();
    // The phone's own date picker stays off (docs/spec.md §5): a text field with a numeric keyboard.
    const field = screen.getByLabelText(/Date d'installation/, { selector: 'input' });
    expect(field).toHaveProperty('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Retour' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/fr-FR/installers/register/step/3'));
  });

  it('step 5 goes back to the date', async () => {
    const user = userEvent.setup();
    await signInInstaller();
    seedForReview();
    const { router } = renderApp('/fr-FR/installers/register/step/5');
    expect(
      await screen.findByRole('heading', { level: 1, name: "Compléter l'enregistrement" }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retour' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/fr-FR/installers/register/step/4'));
  });
});

describe('installer step 5 consents and submission', () => {
  it('links both documents in new tabs', async () => {
    await signInInstaller();
    seedForReview();
    renderApp('/fr-FR/installers/register/step/5');
    const privacy = await screen.findByRole('link', { name: /politique de confidentialité/ });
    const terms = screen.getByRole('link', { name: /conditions d’enregistrement du produit/ });
    expect(privacy).toHaveAttribute('href', '/fr-FR/privacy-policy');
    expect(terms).toHaveAttribute('href', '/fr-FR/terms-of-use');
    expect(privacy).toHaveAttribute('target', '_blank');
    expect(terms).toHaveAttribute('target', '_blank');
  });

  it('reports a failure, shows a closable flash, and covers the page with a spinner on retry', async () => {
    const user = userEvent.setup();
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const problems: Problem[] = [];
    unsubscribes.push(onProblem((problem) => problems.push(problem)));
    await signInInstaller();
    seedForReview();
    let attempts = 0;
    let answerRetry: (response: Response) => void = () => undefined;
    stubFetch((url) => {
      if (url === '/api/me/consents') return Response.json(NOT_AGREED_YET);
      attempts += 1;
      if (attempts === 1)
        return Response.json({ code: 'unavailable', message: 'Down' }, { status: 503 });
      return new Promise<Response>((resolve) => {
        answerRetry = resolve;
      });
    });
    const { router } = renderApp('/fr-FR/installers/register/step/5');
    await user.click(await screen.findByRole('checkbox', { name: /politique de confidentialité/ }));
    await user.click(screen.getByRole('checkbox', { name: /conditions d’enregistrement/ }));
    await user.click(screen.getByRole('button', { name: "Soumettre l'enregistrement" }));

    const flash = await screen.findByRole('alert');
    expect(flash).toHaveTextContent('L’enregistrement n’a pas pu être envoyé.');
    expect(problems.map((problem) => problem.detail)).toContainEqual(
      'PUT /908765401?locale=fr-FR → 503 unavailable',
    );
    await user.click(within(flash).getByRole('button', { name: 'Fermer le message' }));
    expect(screen.queryByRole('alert')).toBeNull();

    await user.click(screen.getByRole('button', { name: "Soumettre l'enregistrement" }));
    // The spinner covers the whole page and the form cannot be sent twice.
    expect(await screen.findByRole('status')).toHaveTextContent('Envoi de l’enregistrement…');
    expect(screen.getByRole('button', { name: "Soumettre l'enregistrement" })).toBeDisabled();
    answerRetry(
      Response.json(
        { registrationId: 'r-1', reference: 'K7QM3XHP', status: 'not_required' },
        { status: 201 },
      ),
    );
    await waitFor(() => expect(currentUrl(router)).toBe('/fr-FR/installers/register/thank-you'));
  });

  it('sends the same registration again from the flash’s Réessayer', async () => {
    const user = userEvent.setup();
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await signInInstaller();
    seedForReview();
    const bodies: unknown[] = [];
    stubFetch((url, init) => {
      if (url === '/api/me/consents') return Response.json(NOT_AGREED_YET);
      bodies.push(typeof init?.body === 'string' ? JSON.parse(init.body) : null);
      return bodies.length === 1
        ? Response.json({ code: 'unavailable', message: 'Down' }, { status: 503 })
        : Response.json(
            { registrationId: 'r-1', reference: 'K7QM3XHP', status: 'not_required' },
            { status: 201 },
          );
    });
    const { router } = renderApp('/fr-FR/installers/register/step/5');
    await user.click(await screen.findByRole('checkbox', { name: /politique de confidentialité/ }));
    await user.click(screen.getByRole('checkbox', { name: /conditions d’enregistrement/ }));
    await user.click(screen.getByRole('button', { name: "Soumettre l'enregistrement" }));

    const flash = await screen.findByRole('alert');
    await user.click(within(flash).getByRole('button', { name: 'Réessayer' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/fr-FR/installers/register/thank-you'));
    expect(bodies).toHaveLength(2);
    expect(bodies[1]).toEqual(bodies[0]);
  });

  it('keeps the registration on the phone when there is no signal, and lists it as waiting', async () => {
    const user = userEvent.setup();
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await signInInstaller();
    seedForReview();
    const fetchMock = stubFetch(() => Response.json({}, { status: 500 }));
    const { router } = renderApp('/fr-FR/installers/register/step/5');
    await user.click(await screen.findByRole('checkbox', { name: /politique de confidentialité/ }));
    await user.click(screen.getByRole('checkbox', { name: /conditions d’enregistrement/ }));
    await user.click(screen.getByRole('button', { name: "Soumettre l'enregistrement" }));

    await waitFor(() => expect(currentUrl(router)).toBe('/fr-FR/partners/outbox'));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Envois en attente' }),
    ).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Enregistrements gardés sur cet appareil' });
    expect(within(list).getByText(/n° de série 908765401/)).toBeInTheDocument();
    expect(within(list).getByText('En attente d’envoi')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Envois en attente\u00a0: 1' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Envoyer maintenant' })).toBeDisabled();
    // Nothing went out: the registration waits for a signal.
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'PUT')).toEqual([]);
    expect(useInstallerStore.getState().serialNumber).toBe('');
  });
});
