import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { currentUrl, renderApp } from '../../../test/render-app';
import { stubFetch } from '../../../test/stub-fetch';
import { signInAsStaff } from '../test/console-fixtures';

describe('the registrations page’s filters', () => {
  beforeEach(async () => {
    await signInAsStaff();
    stubFetch(() => Response.json({ items: [], next: null }));
  });

  it('searches by the filled-in filters, trimmed, and clears them', async () => {
    const { router } = renderApp('/fr-FR/console/registrations');
    await userEvent.type(await screen.findByLabelText('Numéro de série'), ' 100000178 ');
    await userEvent.type(screen.getByLabelText('Ville'), '   ');
    await userEvent.selectOptions(screen.getByLabelText('Canal'), 'bulk');
    await userEvent.click(screen.getByRole('button', { name: 'Rechercher' }));
    await waitFor(() =>
      expect(currentUrl(router)).toBe('/fr-FR/console/registrations?serial=100000178&channel=bulk'),
    );
    await waitFor(() => expect(screen.getByLabelText('Numéro de série')).toHaveValue('100000178'));

    await userEvent.click(screen.getByRole('button', { name: 'Effacer les filtres' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/fr-FR/console/registrations'));
    await waitFor(() => expect(screen.getByLabelText('Numéro de série')).toHaveValue(''));
    expect(screen.getByLabelText('Canal')).toHaveValue('');
  });

  it('empties filters typed but not searched yet', async () => {
    const { router } = renderApp('/fr-FR/console/registrations');
    await userEvent.type(await screen.findByLabelText('Nom'), 'Martin');
    await userEvent.click(screen.getByRole('button', { name: 'Effacer les filtres' }));
    expect(screen.getByLabelText('Nom')).toHaveValue('');
    expect(currentUrl(router)).toBe('/fr-FR/console/registrations');
  });

  it('says at the field what the search refuses, instead of a load that fails for ever', async () => {
    const { router } = renderApp('/fr-FR/console/registrations');
    const country = await screen.findByLabelText('Pays (code à 2 lettres)');
    await userEvent.type(country, 'France');
    await userEvent.click(screen.getByLabelText('Ville'));
    await userEvent.paste('x'.repeat(101));
    await userEvent.click(screen.getByRole('button', { name: 'Rechercher' }));

    expect(
      await screen.findByText('Indiquez un code pays à 2 lettres, par exemple FR.'),
    ).toBeVisible();
    expect(country).toHaveAttribute('aria-invalid', 'true');
    expect(country).toHaveAccessibleDescription(
      'Indiquez un code pays à 2 lettres, par exemple FR.',
    );
    expect(screen.getByText('La valeur doit comporter au maximum 100 caractères')).toBeVisible();
    expect(currentUrl(router)).toBe('/fr-FR/console/registrations');
    expect(country).toHaveValue('France');

    await userEvent.clear(country);
    await userEvent.type(country, 'fr');
    expect(screen.queryByText('Indiquez un code pays à 2 lettres, par exemple FR.')).toBeNull();
    await userEvent.clear(screen.getByLabelText('Ville'));
    await userEvent.click(screen.getByRole('button', { name: 'Rechercher' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/fr-FR/console/registrations?country=fr'));
  });

  it('searches by the short reference a caller reads out, and says what one looks like (issue 47)', async () => {
    const { router } = renderApp('/fr-FR/console/registrations');
    const reference = await screen.findByLabelText('Référence');
    await userEvent.type(reference, 'K7QM-3XHO');
    await userEvent.click(screen.getByRole('button', { name: 'Rechercher' }));
    expect(reference).toHaveAccessibleDescription(
      'Une référence compte 8 caractères\u00a0: lettres et chiffres, sans 0, 1, I, L, O ni U.',
    );
    expect(currentUrl(router)).toBe('/fr-FR/console/registrations');

    await userEvent.clear(reference);
    await userEvent.type(reference, 'k7qm 3xhp');
    await userEvent.click(screen.getByRole('button', { name: 'Rechercher' }));
    await waitFor(() =>
      expect(currentUrl(router)).toBe('/fr-FR/console/registrations?reference=k7qm+3xhp'),
    );
  });

  it('shows the serial first and, on a phone, the other filters behind "Filtres", with how many are set (issue 48)', async () => {
    const user = userEvent.setup();
    renderApp('/fr-FR/console/registrations?country=fr&channel=bulk');
    const form = within(await screen.findByRole('form', { name: 'Filtres' }));
    expect(form.getAllByRole('textbox')[0]).toHaveAccessibleName('Numéro de série');
    const toggle = form.getByRole('button', { name: 'Filtres (2)' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const more = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(more).toContainElement(form.getByLabelText('Pays (code à 2 lettres)'));
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
  });

  it('never hides a refused filter behind the "Filtres" button', async () => {
    const user = userEvent.setup();
    renderApp('/fr-FR/console/registrations');
    const toggle = await screen.findByRole('button', { name: 'Filtres' });
    await user.type(screen.getByLabelText('Pays (code à 2 lettres)'), 'France');
    await user.click(screen.getByRole('button', { name: 'Rechercher' }));
    expect(
      await screen.findByText('Indiquez un code pays à 2 lettres, par exemple FR.'),
    ).toBeVisible();
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
  });

  it('says what an empty result means and offers to clear the filters', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/fr-FR/console/registrations?serial=100000999');
    expect(
      await screen.findByText('Aucun enregistrement ne correspond à ces filtres.'),
    ).toBeVisible();
    expect(screen.getByText(/élargissez la période/)).toBeVisible();
    await user.click(screen.getByRole('link', { name: 'Effacer les filtres' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/fr-FR/console/registrations'));
  });

  it('takes dates typed in the locale’s way and keeps them in the URL as ISO days', async () => {
    const { router } = renderApp('/fr-FR/console/registrations?to=2025-06-30');
    const from = await screen.findByLabelText('Enregistré à partir du');
    const to = screen.getByLabelText('Enregistré jusqu’au');
    expect(to).toHaveValue('30/06/2025');

    await userEvent.type(from, '2025/13/01');
    await userEvent.click(screen.getByRole('button', { name: 'Rechercher' }));
    expect(from).toHaveAccessibleDescription(
      /Veuillez saisir une date valide au format JJ\/MM\/AAAA\.$/,
    );
    expect(from).toHaveValue('2025/13/01');
    expect(currentUrl(router)).toBe('/fr-FR/console/registrations?to=2025-06-30');

    await userEvent.clear(from);
    await userEvent.type(from, '5.3.2025');
    await userEvent.click(screen.getByRole('button', { name: 'Rechercher' }));
    await waitFor(() =>
      expect(currentUrl(router)).toBe('/fr-FR/console/registrations?from=2025-03-05&to=2025-06-30'),
    );
    await waitFor(() =>
      expect(screen.getByLabelText('Enregistré à partir du')).toHaveValue('05/03/2025'),
    );
  });
});
