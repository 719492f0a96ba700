import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LANGUAGES } from '@pr/contracts';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useEndUserStore } from '../../shared/form-state/end-user-store';
import { renderApp } from '../../test/render-app';
import { buildPaths } from '../../shared/routing/paths';
import { isDoubleBranded } from './double-branding';
import { logoLinkTarget } from './logo-link';

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(() => Promise.resolve(new Response('', { status: 404 }))),
  );
});

describe('logoLinkTarget', () => {
  const paths = buildPaths('fr-FR');
  it('leads to the landing of the current area, else home', () => {
    expect(logoLinkTarget('/fr-FR/users/register/step/2', paths)).toBe('/fr-FR/users/lp');
    expect(logoLinkTarget('/fr-FR/installers/register/step/1', paths)).toBe('/fr-FR/installers/lp');
    expect(logoLinkTarget('/fr-FR/privacy-policy', paths)).toBe('/fr-FR');
    expect(logoLinkTarget('/fr-FR/users', paths)).toBe('/fr-FR');
  });
});

describe('isDoubleBranded', () => {
  it('needs fr-FR, a radiator and a registration route', () => {
    expect(isDoubleBranded('fr-FR', 'RAD', '/fr-FR/users/register/step/1')).toBe(true);
    expect(isDoubleBranded('fr-FR', 'RAD', '/fr-FR/installers/register/step/3')).toBe(true);
    expect(isDoubleBranded('fr-BE', 'RAD', '/fr-BE/users/register/step/1')).toBe(false);
    expect(isDoubleBranded('fr-FR', 'VEN', '/fr-FR/users/register/step/1')).toBe(false);
    expect(isDoubleBranded('fr-FR', undefined, '/fr-FR/users/register/step/1')).toBe(false);
    expect(isDoubleBranded('fr-FR', 'RAD', '/fr-FR/users/lp')).toBe(false);
  });
});

describe('header', () => {
  it('links the logo to the area landing', async () => {
    renderApp('/fr-FR/installers/register/step/1');
    const logo = await screen.findByRole('link', { name: 'Calora – accueil' });
    expect(logo).toHaveAttribute('href', '/fr-FR/installers/lp');
  });

  it('shows the partner logo and the short title under double branding', async () => {
    useEndUserStore.getState().update({
      serialNumber: '908765401',
      productInformation: {
        name: 'Aura',
        googleMapsApiKey: '',
        imageUrl: null,
        productUrl: null,
        color: 'Blanc',
        deviceType: 'RAD',
        incentives: [],
      },
    });
    renderApp('/fr-FR/users/register/step/2');
    expect(
      await screen.findByRole('img', { name: 'En partenariat avec Maison Radia' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Enregistrement')).toBeInTheDocument();
    useEndUserStore.getState().clear();
  });

  it('lists the 28 languages as "country / name", marking the current one', async () => {
    const user = userEvent.setup();
    renderApp('/fr-FR/');
    const toggle = await screen.findByRole('button', {
      name: 'Langue actuelle : France / Français',
    });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const menu = within(screen.getByRole('list', { name: 'Choisir la langue' }));
    const links = menu.getAllByRole('link');
    expect(links).toHaveLength(LANGUAGES.length);
    expect(links).toHaveLength(28);
    expect(menu.getByRole('link', { name: 'Schweiz / Deutsch' })).toHaveAttribute('href', '/de-CH');
    expect(menu.getByRole('link', { name: 'France / Français' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });

  it('switches the language from the menu', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/fr-FR/');
    await user.click(await screen.findByRole('button', { name: /Langue actuelle/ }));
    await user.click(
      within(screen.getByRole('list', { name: 'Choisir la langue' })).getByRole('link', {
        name: 'United Kingdom / English',
      }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/en-GB'));
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Register your product and unlock rewards',
      }),
    ).toBeInTheDocument();
  });

  it('opens the mobile menu and closes it with Escape or the close control', async () => {
    const user = userEvent.setup();
    renderApp('/fr-FR/');
    const open = await screen.findByRole('button', { name: 'Ouvrir le menu' });
    await user.click(open);
    const dialog = screen.getByRole('dialog', { name: 'Menu' });
    expect(open).toHaveAttribute('aria-expanded', 'true');
    expect(within(dialog).getAllByRole('link', { name: /\// })).toHaveLength(28);
    expect(within(dialog).getByText('Langue actuelle : France / Français')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(open);
    await user.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: 'Fermer le menu' }),
    );
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('offers Déconnexion only when signed in', async () => {
    renderApp('/fr-FR/');
    await screen.findByRole('link', { name: 'Calora – accueil' });
    expect(screen.queryByRole('button', { name: /Déconnexion/ })).toBeNull();
  });

  it('shows the footer links', async () => {
    renderApp('/fr-FR/');
    const footer = within(await screen.findByRole('contentinfo'));
    expect(footer.getByRole('link', { name: 'Politique de confidentialité' })).toHaveAttribute(
      'href',
      '/fr-FR/privacy-policy',
    );
    expect(footer.getByRole('link', { name: "Conditions d'utilisation" })).toHaveAttribute(
      'href',
      '/fr-FR/terms-of-use',
    );
    expect(footer.getByRole('link', { name: 'Mentions légales' })).toHaveAttribute(
      'href',
      '/fr-FR/imprint',
    );
    expect(footer.getByRole('link', { name: /Integrity line/ })).toHaveAttribute(
      'href',
      'https://integrity.example/',
    );
    expect(footer.getByText('© 2024 Calora Climatique SA')).toBeInTheDocument();
  });
});
