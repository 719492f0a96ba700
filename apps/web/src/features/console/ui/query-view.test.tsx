import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render-app';
import { stubFetch } from '../../../test/stub-fetch';
import { signInAsStaff } from '../test/console-fixtures';

const unavailable = () => Response.json({ code: 'unavailable', message: 'Down' }, { status: 503 });

describe('a console page’s loading, failure and retry', () => {
  it('says a failed load and loads again on "Réessayer"', async () => {
    await signInAsStaff();
    let registrationsAsked = 0;
    stubFetch((url) => {
      if (!url.startsWith('/api/console/registrations')) return Response.json({ open: 0 });
      registrationsAsked += 1;
      return registrationsAsked === 1 ? unavailable() : Response.json({ items: [], next: null });
    });
    renderApp('/fr-FR/console/registrations');
    expect(await screen.findByRole('alert')).toHaveTextContent('Le chargement a échoué');
    await userEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(
      await screen.findByText('Aucun enregistrement ne correspond à ces filtres.'),
    ).toBeVisible();
    expect(registrationsAsked).toBe(2);
  });

  it('offers no retry for what the server refuses, such as a registration that does not exist', async () => {
    await signInAsStaff();
    stubFetch((url) =>
      url.startsWith('/api/console/registrations/')
        ? Response.json({ code: 'not_found', message: 'Not found' }, { status: 404 })
        : Response.json({ open: 0 }),
    );
    renderApp('/fr-FR/console/registrations/3f7e2a9c-0000-4000-8000-000000000000');
    expect(await screen.findByRole('alert')).toHaveTextContent('Cet enregistrement n’existe pas.');
    expect(screen.queryByRole('button', { name: 'Réessayer' })).toBeNull();
  });
});
