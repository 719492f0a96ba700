import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { STATEMENT_ITEMS } from '../../../test/points-fixtures';
import { renderApp } from '../../../test/render-app';
import { signInAsStaff } from '../test/console-fixtures';
import { stubConsoleRoutes } from '../test/stub-console-routes';

const DUBOIS = 'c0000000-0000-4000-8000-000000000001';
const MARTIN = 'c0000000-0000-4000-8000-000000000002';
const COMPANIES = [
  { companyId: DUBOIS, name: 'Dubois Chauffage SARL', available: 1234, held: 50 },
  { companyId: MARTIN, name: 'Martin Thermique SARL', available: 0, held: 0 },
];

/** The points routes: every company's balance, Dubois's statement, and adjustments. */
function stubPointsRoutes(adjust: () => Response = () => new Response(null, { status: 204 })) {
  let available = 1234;
  const reads: string[] = [];
  const sent = stubConsoleRoutes(({ method, url }) => {
    if (method === 'GET' && url === '/api/console/points') {
      return Response.json({ companies: COMPANIES });
    }
    if (method === 'GET' && url.startsWith('/api/console/points?')) {
      reads.push(url);
      return Response.json({
        companyId: DUBOIS,
        balance: { available, held: 50 },
        items: STATEMENT_ITEMS,
        next: null,
      });
    }
    if (method === 'POST' && url === '/api/console/points/adjust') {
      const answer = adjust();
      if (answer.status === 204) available += 25;
      return answer;
    }
    return undefined;
  });
  return { sent, reads };
}

describe('the console’s points page', () => {
  beforeEach(signInAsStaff);

  it('lists every company’s balance, each leading to its statement', async () => {
    const { reads } = stubPointsRoutes();
    renderApp('/fr-FR/console/points');
    const nav = await screen.findByRole('navigation', { name: 'Console' });
    expect(within(nav).getByRole('link', { name: 'Points' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    const table = await screen.findByRole('table', { name: 'Soldes des entreprises' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringMatching(/^Dubois Chauffage SARL1\s23450$/),
      'Martin Thermique SARL00',
    ]);
    await userEvent.click(
      within(table).getByRole('link', { name: 'Relevé de points de Dubois Chauffage SARL' }),
    );
    expect(
      await screen.findByRole('heading', { name: 'Dubois Chauffage SARL' }),
    ).toBeInTheDocument();
    const statement = await screen.findByRole('table', { name: 'Relevé de points' });
    expect(within(statement).getAllByRole('row')).toHaveLength(5);
    expect(reads).toEqual([`/api/console/points?companyId=${DUBOIS}&limit=50`]);

    const form = within(screen.getByRole('form', { name: 'Filtrer le relevé' }));
    await userEvent.selectOptions(form.getByLabelText('Type'), 'adjustment');
    await userEvent.click(form.getByRole('button', { name: 'Rechercher' }));
    await waitFor(() =>
      expect(reads.at(-1)).toBe(`/api/console/points?companyId=${DUBOIS}&kind=adjustment&limit=50`),
    );
  });

  it('adjusts a balance once confirmed, with a reason, and shows the new balance', async () => {
    const { sent } = stubPointsRoutes();
    renderApp(`/fr-FR/console/points?company=${DUBOIS}`);
    const section = within(await screen.findByRole('region', { name: 'Ajuster le solde' }));

    // Nothing given: both fields say what is wrong, in the console's language.
    await userEvent.click(
      section.getByRole('button', { name: 'Ajuster les points de Dubois Chauffage SARL' }),
    );
    expect(
      section.getByText('Saisissez un nombre entier non nul, de 1 000 000 de points au plus.'),
    ).toBeVisible();
    expect(section.getByText('Indiquez un motif d’au moins 3 caractères.')).toBeVisible();
    expect(sent).toEqual([]);

    await userEvent.type(section.getByLabelText('Points'), '+25');
    await userEvent.type(section.getByLabelText('Motif de l’ajustement'), 'Salon Batimat 2026');
    await userEvent.click(
      section.getByRole('button', { name: 'Ajuster les points de Dubois Chauffage SARL' }),
    );
    const question = section.getByRole('group', {
      name: 'Ajuster les points de Dubois Chauffage SARL',
    });
    expect(question).toHaveTextContent('Ajuster le solde de Dubois Chauffage SARL de +25 points ?');
    await userEvent.click(within(question).getByRole('button', { name: 'Confirmer l’ajustement' }));
    expect(
      await section.findByText(/^Solde ajusté : 1\s259 points disponibles \(retenus : 50\)\.$/),
    ).toBeVisible();
    expect(sent).toEqual([
      {
        method: 'POST',
        url: '/api/console/points/adjust',
        body: { companyId: DUBOIS, points: 25, reason: 'Salon Batimat 2026' },
      },
    ]);
    expect(section.getByLabelText('Points')).toHaveValue('');
  });

  it('says why an adjustment was refused', async () => {
    stubPointsRoutes(() =>
      Response.json(
        { code: 'company_not_approved', message: 'Only an approved company has points.' },
        { status: 409 },
      ),
    );
    renderApp(`/fr-FR/console/points?company=${DUBOIS}`);
    const section = within(await screen.findByRole('region', { name: 'Ajuster le solde' }));
    await userEvent.type(section.getByLabelText('Points'), '-10');
    await userEvent.type(section.getByLabelText('Motif de l’ajustement'), 'Erreur de saisie');
    await userEvent.click(
      section.getByRole('button', { name: 'Ajuster les points de Dubois Chauffage SARL' }),
    );
    await userEvent.click(section.getByRole('button', { name: 'Confirmer l’ajustement' }));
    expect(await section.findByText('Seule une entreprise approuvée a des points.')).toBeVisible();
  });
});
