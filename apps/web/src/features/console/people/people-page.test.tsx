import type { PersonalDataExport } from '@pr/contracts/personal-data';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../test/render-app';
import { personalDataExport, signInAsStaff } from '../test/console-fixtures';
import { stubConsoleRoutes } from '../test/stub-console-routes';

const EMAIL = 'lea.durand@example.com';
const LOOKUP = `/api/console/people?email=${encodeURIComponent(EMAIL)}`;
const ERASE = '/api/console/people/erase';
const ERASED = { erased: { account: false, registrations: 1, transferRequests: 0, mails: 1 } };

/** The people routes: `data` for the address looked up, the erasure's counts, what was read. */
function stubPeopleRoutes(data: PersonalDataExport | 'failing' = personalDataExport()) {
  const lookups: string[] = [];
  const sent = stubConsoleRoutes(({ method, url }) => {
    if (method === 'GET' && url.startsWith('/api/console/people?')) {
      lookups.push(url);
      if (data === 'failing') {
        return Response.json({ code: 'unavailable', message: 'Try again.' }, { status: 503 });
      }
      return Response.json(data);
    }
    if (method === 'POST' && url === ERASE) return Response.json(ERASED);
    return undefined;
  });
  return { lookups, sent };
}

async function search(email = EMAIL) {
  renderApp('/fr-FR/console/people');
  const form = within(await screen.findByRole('search', { name: 'Rechercher une personne' }));
  await userEvent.type(form.getByLabelText('Adresse e-mail de la personne'), email);
  await userEvent.click(form.getByRole('button', { name: 'Rechercher' }));
}

const found = () => screen.findByRole('region', { name: `Données détenues pour ${EMAIL}` });

describe('the people page', () => {
  beforeEach(signInAsStaff);

  it('shows what is held about an address, by kind, and saves the document as a file', async () => {
    const { lookups } = stubPeopleRoutes();
    const createObjectURL = vi.fn((_file: Blob) => 'blob:person');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    await search();

    const data = await found();
    expect(lookups).toEqual([LOOKUP]);
    expect(within(data).getByText('Aucun compte pour cette adresse.')).toBeVisible();
    const registrations = within(
      within(data).getByRole('region', { name: 'Enregistrements' }),
    ).getAllByRole('row');
    expect(registrations[1]).toHaveTextContent(
      /100000172.*Aura 600.*Confirmé.*15 mars 2024.*Enregistré le 16 mars 2024.*Confirmé le 16 mars 2024.*Léa Durand.*lea\.durand@example\.com.*Rue de Rivoli 10.*75001 Paris \(FR\)/,
    );
    expect(
      within(registrations[1] as HTMLElement).getByRole('link', { name: '100000172' }),
    ).toHaveAttribute('href', '/fr-FR/console/registrations/6f1e2d3c-4b5a-4798-8a7b-6c5d4e3f2a1b');
    const consents = within(within(data).getByRole('region', { name: 'Consentements' }));
    expect(consents.getAllByRole('row')[1]).toHaveTextContent(
      /Politique de confidentialité.*2024-01.*100000172.*français/,
    );
    expect(consents.getAllByRole('row')[2]).toHaveTextContent(/Conditions d’utilisation.*2024-01/);
    expect(within(data).getByRole('region', { name: 'E-mails envoyés' })).toHaveTextContent(
      /Confirmez votre enregistrement.*lea\.durand@example\.com.*Envoyé/,
    );
    expect(within(data).getByText('Aucune demande de transfert.')).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent(`Données trouvées pour ${EMAIL}.`);

    // The document saved is the one the search read: no second request, no second audit entry.
    await userEvent.click(within(data).getByRole('button', { name: 'Télécharger (JSON)' }));
    const file = createObjectURL.mock.calls[0]?.[0];
    expect(JSON.parse((await file?.text()) ?? '')).toEqual(personalDataExport());
    expect(lookups).toHaveLength(1);
  });

  it('says clearly when nothing is held for the address, and offers no erasure', async () => {
    stubPeopleRoutes(
      personalDataExport({ registrations: [], consents: [], mails: [], transferRequests: [] }),
    );
    await search();

    expect(
      await within(await found()).findByText(`Nous ne détenons aucune donnée pour ${EMAIL}.`),
    ).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent(
      `Nous ne détenons aucune donnée pour ${EMAIL}.`,
    );
    expect(screen.queryByRole('region', { name: 'Enregistrements' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Effacer/ })).not.toBeInTheDocument();
  });

  it('refuses a wrong address at its field without asking the server, and keeps it', async () => {
    const { lookups } = stubPeopleRoutes();
    await search('lea.durand@');

    const field = screen.getByLabelText('Adresse e-mail de la personne');
    expect(await screen.findByText('Veuillez entrer une adresse e-mail valide.')).toBeVisible();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveFocus();
    expect(field).toHaveValue('lea.durand@');
    expect(lookups).toEqual([]);
  });

  it('says when the search fails, keeping the typed address to try again', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    stubPeopleRoutes('failing');
    await search();

    expect(await screen.findByText('La recherche a échoué. Réessayez.')).toBeVisible();
    expect(screen.getByLabelText('Adresse e-mail de la personne')).toHaveValue(EMAIL);
  });

  it('erases only with a reason and after confirming, then shows what was erased', async () => {
    const { sent } = stubPeopleRoutes();
    await search();
    await found();
    const erase = () => screen.getByRole('button', { name: `Effacer les données de ${EMAIL}` });

    await userEvent.click(erase());
    const reason = screen.getByLabelText('Motif de l’effacement');
    expect(await screen.findByText('Indiquez un motif d’au moins 3 caractères.')).toBeVisible();
    expect(reason).toHaveAttribute('aria-invalid', 'true');
    expect(reason).toHaveFocus();
    expect(screen.queryByRole('group', { name: `Effacer les données de ${EMAIL}` })).toBeNull();

    await userEvent.type(reason, 'Demande écrite du 3 mars');
    // What cannot be undone is red, never the page's main colour (issue 48).
    expect(erase()).toHaveClass('button-danger-quiet');
    await userEvent.click(erase());
    const question = screen.getByRole('group', { name: `Effacer les données de ${EMAIL}` });
    expect(within(question).getByRole('button', { name: 'Effacer définitivement' })).toHaveClass(
      'button-danger',
    );
    expect(question).toHaveTextContent('Elles ne pourront pas être rétablies.');
    expect(sent).toEqual([]);
    await userEvent.click(within(question).getByRole('button', { name: 'Effacer définitivement' }));

    const summary = await screen.findByRole('region', { name: `Données effacées pour ${EMAIL}` });
    expect(sent).toEqual([
      { method: 'POST', url: ERASE, body: { email: EMAIL, reason: 'Demande écrite du 3 mars' } },
    ]);
    expect(summary).toHaveTextContent(
      /Compte supprimé\s*Non.*Enregistrements pseudonymisés\s*1.*E-mails effacés\s*1/,
    );
    expect(summary).toHaveTextContent('La personne en est informée par e-mail.');
    await waitFor(() => expect(within(summary).getByRole('heading', { level: 2 })).toHaveFocus());
    expect(screen.queryByRole('region', { name: `Données détenues pour ${EMAIL}` })).toBeNull();
  });
});
