import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { currentUrl, renderApp } from '../../../test/render-app';
import { stubFetch } from '../../../test/stub-fetch';
import { signInAsStaff } from '../test/console-fixtures';

describe('the console’s own layout', () => {
  beforeEach(async () => {
    await signInAsStaff();
    stubFetch((url) =>
      url.startsWith('/api/console/reviews/count')
        ? Response.json({ open: 3 })
        : Response.json({ items: [], next: null }),
    );
  });

  it('opens on the overview, and takes a search of the old start page to the registrations', async () => {
    const first = renderApp('/fr-FR/console');
    await waitFor(() => expect(currentUrl(first.router)).toBe('/fr-FR/console/overview'));
    first.unmount();
    const search = renderApp('/fr-FR/console?serial=100000178');
    await waitFor(() =>
      expect(currentUrl(search.router)).toBe('/fr-FR/console/registrations?serial=100000178'),
    );
  });

  it('groups its sections by task, marks the current one and counts the registrations to review', async () => {
    renderApp('/fr-FR/console/registrations');
    const nav = within(await screen.findByRole('navigation', { name: 'Console' }));
    for (const group of ['Activité', 'Partenaires', 'Produits', 'Intégrations', 'Conformité']) {
      expect(nav.getByRole('list', { name: group })).toBeInTheDocument();
    }
    expect(
      within(nav.getByRole('list', { name: 'Activité' }))
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Vue d’ensemble', 'Enregistrements', expect.stringMatching(/^À vérifier/)]);
    expect(nav.getByRole('link', { name: 'Enregistrements' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(
      await nav.findByRole('link', { name: 'À vérifier 3 enregistrements à vérifier' }),
    ).toHaveAttribute('href', '/fr-FR/console/reviews');
  });

  it('leaves out the public site’s help block and footer', async () => {
    renderApp('/fr-FR/console/registrations');
    await screen.findByRole('heading', { level: 1, name: 'Enregistrements' });
    expect(screen.queryByRole('contentinfo')).toBeNull();
  });

  it('opens its sections in a drawer that Escape closes, focus back on the button', async () => {
    const user = userEvent.setup();
    renderApp('/fr-FR/console/registrations');
    const toggle = await screen.findByRole('button', { name: 'Sections' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('button', { name: 'Fermer le menu de la console' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });
});
