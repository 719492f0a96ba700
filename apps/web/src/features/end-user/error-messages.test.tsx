import { onlineManager } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useFlashStore } from '../../shared/flash/flash-store';
import { emptyEndUserData, useEndUserStore } from '../../shared/form-state/end-user-store';
import type { Place } from '../../shared/form-state/place';
import { onProblem, type Problem } from '../../shared/telemetry/report-problem';
import { currentUrl, renderApp } from '../../test/render-app';
import { testRivoli } from '../../test/test-places';
import { testRadiator } from '../../test/test-product';
import { stubFetch, type FetchHandler } from '../../test/stub-fetch';

/*
 * The messages of docs/spec.md §8 that the end-user flow and the shared address entry show, each
 * where the user meets it. The happy paths and the first messages of each field live in
 * end-user-steps.test.tsx; this file covers the remaining lines of the catalogue.
 */

const unsubscribes: (() => void)[] = [];

/** Collects what the app reports to telemetry (docs/spec.md §8: "all failures are logged"). */
function collectProblems(): Problem[] {
  const problems: Problem[] = [];
  unsubscribes.push(onProblem((problem) => problems.push(problem)));
  // Reports are written as console warnings too; they are expected here.
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  return problems;
}

const rivoli = testRivoli({ location: null });

const lyon: Place = {
  displayName: 'Lyon',
  formattedAddress: '69001 Lyon, France',
  location: null,
  addressComponents: [
    { types: ['locality'], longText: 'Lyon', shortText: 'Lyon' },
    { types: ['postal_code'], longText: '69001', shortText: '69001' },
    { types: ['country'], longText: 'France', shortText: 'FR' },
  ],
};

const placesUnavailable = () =>
  Response.json({ code: 'places_unavailable', message: 'Provider down' }, { status: 503 });

function storeWithProduct() {
  useEndUserStore.setState({
    ...emptyEndUserData(),
    serialNumber: '908765401',
    productInformation: testRadiator(),
  });
}

function storeReadyForReview() {
  storeWithProduct();
  useEndUserStore.setState({
    address: rivoli,
    firstName: 'Ana',
    lastName: 'Roy',
    email: 'ana@example.com',
  });
}

beforeEach(() => {
  useFlashStore.setState({ messages: [] });
  // The form store outlives each test's session storage; every test starts from an empty form.
  useEndUserStore.setState(emptyEndUserData());
});

afterEach(() => {
  for (const unsubscribe of unsubscribes.splice(0)) unsubscribe();
});

describe('serial number messages (step 1)', () => {
  it('shows the upper length limit and lets exactly 100 digits through', async () => {
    const user = userEvent.setup();
    stubFetch(() => Response.json(testRadiator()));
    renderApp('/fr-FR/users/register/step/1');
    const field = await screen.findByLabelText(/Numéro de série/);
    const register = screen.getByRole('button', { name: 'Enregistrer' });

    await user.click(field);
    await user.paste('1'.repeat(101));
    expect(
      screen.getByText('La valeur doit comporter au maximum 100 caractères'),
    ).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    // Sent as it is, the form keeps its message and asks the server nothing.
    await user.click(register);
    expect(screen.getByText('La valeur doit comporter au maximum 100 caractères')).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Produit trouvé' })).toBeNull();

    await user.keyboard('{Backspace}');
    expect(screen.queryByText(/La valeur doit comporter/)).toBeNull();
    expect(field).toHaveAttribute('aria-invalid', 'false');
    expect(register).toBeEnabled();
  });

  it('calls an unknown serial and an answer without a name invalid, and reports both', async () => {
    const user = userEvent.setup();
    const problems = collectProblems();
    stubFetch((url) =>
      url.startsWith('/api/devices/908765401/')
        ? Response.json(testRadiator({ name: '' }))
        : Response.json({ code: 'unknown_serial_number', message: 'Unknown' }, { status: 404 }),
    );
    renderApp('/fr-FR/users/register/step/1');
    const field = await screen.findByLabelText(/Numéro de série/);

    await user.type(field, '123456789');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText('Numéro de série invalide')).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    // Only a different serial is looked up again: the same one sent again takes the visitor
    // to the field and its message. Leaving the field does not forget the answer.
    const lookUps = problems.filter(({ kind }) => kind === 'request-failed').length;
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(field).toHaveFocus();
    await user.tab();
    expect(screen.getByText('Numéro de série invalide')).toBeInTheDocument();
    expect(problems.filter(({ kind }) => kind === 'request-failed')).toHaveLength(lookUps);
    expect(problems).toContainEqual({
      kind: 'request-failed',
      detail: 'GET /devices/123456789/FR/fr → 404 unknown_serial_number',
    });

    await user.clear(field);
    await user.type(field, '908765401');
    expect(screen.queryByText('Numéro de série invalide')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText('Numéro de série invalide')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Produit trouvé' })).toBeNull();
    expect(problems).toContainEqual({
      kind: 'request-failed',
      detail: 'no name for serial 908765401',
    });
  });
});

describe('e-mail messages (step 4)', () => {
  it('holds the address to 64 characters before the at sign and 254 in all', async () => {
    const user = userEvent.setup();
    storeWithProduct();
    useEndUserStore.setState({ address: rivoli });
    renderApp('/fr-FR/users/register/step/4');
    const email = await screen.findByLabelText(/Adresse e-mail/);
    const message = 'Veuillez entrer une adresse e-mail valide.';
    const enter = async (value: string) => {
      await user.clear(email);
      await user.click(email);
      await user.paste(value);
      await user.tab();
    };

    await enter(`${'a'.repeat(65)}@example.com`);
    expect(screen.getByText(message)).toBeInTheDocument();
    await enter(`${'a'.repeat(64)}@example.com`);
    expect(screen.queryByText(message)).toBeNull();

    // Every label fits its 63 characters; only the total of 258 is too long.
    const tooLong = `a@${['b', 'c', 'd'].map((c) => c.repeat(63)).join('.')}.${'e'.repeat(60)}.com`;
    expect(tooLong).toHaveLength(258);
    await enter(tooLong);
    expect(screen.getByText(message)).toBeInTheDocument();
    // The typed value stays in the field and the form data (CONVENTIONS: typed data kept).
    expect(email).toHaveValue(tooLong);
    expect(useEndUserStore.getState().email).toBe(tooLong);
  });
});

describe('address messages (step 3)', () => {
  it('says the address cannot be validated when the search fails', async () => {
    const user = userEvent.setup();
    const problems = collectProblems();
    stubFetch(placesUnavailable);
    storeWithProduct();
    renderApp('/fr-FR/users/register/step/3');
    await user.type(await screen.findByLabelText('Rechercher votre adresse'), 'Rue de Rivoli');
    expect(
      await screen.findByText("Impossible de valider l'adresse.", undefined, { timeout: 2000 }),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Rechercher votre adresse')).toHaveValue('Rue de Rivoli');
    expect(problems.map((problem) => problem.detail)).toContainEqual(
      expect.stringContaining('→ 503 places_unavailable'),
    );
  });

  it('tells a failed check and a postal code that does not match the city, keeping the typed address', async () => {
    const user = userEvent.setup();
    collectProblems();
    let answer: FetchHandler = placesUnavailable;
    stubFetch((url, init) => answer(url, init));
    storeWithProduct();
    renderApp('/fr-FR/users/register/step/3');
    await user.click(await screen.findByRole('button', { name: "Saisir l'adresse manuellement" }));
    await user.type(screen.getByLabelText(/^Rue/), 'Rue de la République');
    await user.type(screen.getByLabelText(/^Numéro/), '20');
    await user.type(screen.getByLabelText(/^Code postal/), '69001');
    await user.type(screen.getByLabelText(/^Ville/), 'Paris');
    const submit = screen.getByRole('button', { name: 'Utiliser cette adresse' });

    await user.click(submit);
    expect(await screen.findByRole('alert')).toHaveTextContent("Impossible de valider l'adresse.");
    expect(screen.getByLabelText(/^Rue/)).toHaveValue('Rue de la République');
    expect(screen.getByLabelText(/^Code postal/)).toHaveValue('69001');

    answer = () => Response.json({ places: [lyon] });
    await user.click(submit);
    expect(
      await screen.findByText(
        'Le code postal et la ville ne correspondent pas. Veuillez vérifier votre saisie.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText("Impossible de valider l'adresse.")).toBeNull();
    expect(screen.getByLabelText(/^Ville/)).toHaveValue('Paris');
    expect(useEndUserStore.getState().address).toBeNull();
  });
});

describe('submit failure (step 5)', () => {
  it('without a signal, says the registration could not be sent instead of spinning for ever', async () => {
    const user = userEvent.setup();
    collectProblems();
    storeReadyForReview();
    stubFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    // The browser knows it is offline: the query client would pause the submission.
    onlineManager.setOnline(false);
    try {
      renderApp('/fr-FR/users/register/step/5');
      const submit = await screen.findByRole('button', { name: "Soumettre l'enregistrement" });
      await user.click(screen.getByRole('checkbox', { name: /politique de confidentialité/ }));
      await user.click(screen.getByRole('checkbox', { name: /conditions d’enregistrement/ }));
      await user.click(submit);
      expect(await screen.findByRole('alert')).toHaveTextContent(
        'L’enregistrement n’a pas pu être envoyé. Vos données sont conservées : veuillez réessayer.',
      );
      expect(screen.queryByText('Envoi de l’enregistrement…')).toBeNull();
    } finally {
      onlineManager.setOnline(true);
    }
  });

  it('shows a closable error flash, keeps the form and succeeds on retry (docs/architecture.md §9)', async () => {
    const user = userEvent.setup();
    const problems = collectProblems();
    storeReadyForReview();
    // The first attempt fails; the retry waits until the test answers it.
    let attempts = 0;
    let answerRetry: (response: Response) => void = () => undefined;
    stubFetch(() => {
      attempts += 1;
      if (attempts === 1)
        return Response.json({ code: 'internal', message: 'Boom' }, { status: 500 });
      return new Promise<Response>((resolve) => {
        answerRetry = resolve;
      });
    });
    const { router } = renderApp('/fr-FR/users/register/step/5');
    const submit = await screen.findByRole('button', { name: "Soumettre l'enregistrement" });
    await user.click(screen.getByRole('checkbox', { name: /politique de confidentialité/ }));
    await user.click(screen.getByRole('checkbox', { name: /conditions d’enregistrement/ }));
    await user.click(submit);

    const flash = await screen.findByRole('alert');
    expect(flash).toHaveTextContent(
      'L’enregistrement n’a pas pu être envoyé. Vos données sont conservées : veuillez réessayer.',
    );
    expect(problems.map((problem) => problem.detail)).toContainEqual(
      'PUT /908765401?locale=fr-FR → 500 internal',
    );
    // The form is back to editing: consents still ticked, data kept, submit enabled.
    expect(currentUrl(router)).toBe('/fr-FR/users/register/step/5');
    expect(screen.getByRole('checkbox', { name: /politique de confidentialité/ })).toBeChecked();
    expect(screen.getByText('Rue de Rivoli 10, 75001 Paris, France')).toBeInTheDocument();
    expect(submit).toBeEnabled();

    await user.click(within(flash).getByRole('button', { name: 'Fermer le message' }));
    expect(screen.queryByRole('alert')).toBeNull();

    await user.click(submit);
    // While the retry is pending a full-page spinner covers the form.
    expect(await screen.findByText('Envoi de l’enregistrement…')).toBeInTheDocument();
    expect(attempts).toBe(2);
    answerRetry(Response.json({ registrationId: 'r-1', reference: 'K7QM3XHP', status: 'pending' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/fr-FR/users/register/thank-you'));
  });

  it('sends the same registration again from the flash’s Réessayer', async () => {
    const user = userEvent.setup();
    storeReadyForReview();
    const bodies: unknown[] = [];
    stubFetch((_url, init) => {
      bodies.push(typeof init?.body === 'string' ? JSON.parse(init.body) : null);
      return bodies.length === 1
        ? Response.json({ code: 'internal', message: 'Boom' }, { status: 503 })
        : Response.json({ registrationId: 'r-1', reference: 'K7QM3XHP', status: 'pending' });
    });
    const { router } = renderApp('/fr-FR/users/register/step/5');
    await user.click(await screen.findByRole('checkbox', { name: /politique de confidentialité/ }));
    await user.click(screen.getByRole('checkbox', { name: /conditions d’enregistrement/ }));
    await user.click(screen.getByRole('button', { name: "Soumettre l'enregistrement" }));

    const flash = await screen.findByRole('alert');
    await user.click(within(flash).getByRole('button', { name: 'Réessayer' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/fr-FR/users/register/thank-you'));
    expect(bodies).toHaveLength(2);
    expect(bodies[1]).toEqual(bodies[0]);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
