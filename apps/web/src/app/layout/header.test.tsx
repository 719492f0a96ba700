import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LANGUAGES } from '@pr/contracts';
import { beforeEach, describe, expect, it } from 'vitest';
import { useEndUserStore } from '../../shared/form-state/end-user-store';
import { writeOutboxSummary } from '../../shared/outbox/outbox-summary';
import { renderApp } from '../../test/render-app';
import { INSTALLER_CLAIMS, OWNER_CLAIMS, oidcUser, startTestAuth } from '../../test/test-auth';
import { testRuntimeConfig } from '../../test/test-config';
import { buildPaths } from '../../shared/routing/paths';
import { isDoubleBranded } from './double-branding';
import { logoLinkTarget } from './logo-link';
import { notFound, stubFetch } from '../../test/stub-fetch';

beforeEach(() => {
  stubFetch(notFound);
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
      name: 'Langue actuelle\u00a0: France / Français',
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

  it('keeps one title through a registration flow, partner logo or not', async () => {
    renderApp('/fr-FR/users/register/step/1');
    const title = () => screen.getByText('Enregistrement de produit').parentElement;
    await screen.findByText('Enregistrement de produit');
    const atStep1 = title()?.outerHTML;
    expect(title()).toHaveAttribute('data-compact', 'true');
    cleanup();
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
    await screen.findByRole('img', { name: 'En partenariat avec Maison Radia' });
    expect(title()?.outerHTML).toBe(atStep1);
    useEndUserStore.getState().clear();
  });

  it('renders the language links only in an open menu', async () => {
    const user = userEvent.setup();
    renderApp('/fr-FR/');
    const toggle = await screen.findByRole('button', { name: /Langue actuelle/ });
    // Closed, the two menus hold none of their 56 links: every page hydrates less.
    expect(screen.queryAllByRole('link', { name: /\//, hidden: true })).toHaveLength(0);
    await user.click(toggle);
    expect(screen.getAllByRole('link', { name: /\// })).toHaveLength(28);
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

  it('offers Connexion, not Déconnexion, to an anonymous visitor', async () => {
    const user = userEvent.setup();
    const auth = await startTestAuth();
    renderApp('/fr-FR/imprint?from=footer');
    await user.click(await screen.findByRole('button', { name: 'Connexion' }));
    expect(screen.queryByRole('button', { name: /Déconnexion/ })).toBeNull();
    expect(auth.signinRedirect).toHaveBeenCalledWith({
      state: { returnTo: '/fr-FR/imprint?from=footer' },
      ui_locales: 'fr-FR',
    });
  });

  it('shows the signed-in user with profile, password and Déconnexion', async () => {
    const user = userEvent.setup();
    const auth = await startTestAuth({ user: oidcUser(INSTALLER_CLAIMS) });
    renderApp('/fr-FR/imprint');
    expect(screen.queryByRole('button', { name: 'Connexion' })).toBeNull();
    const toggle = await screen.findByRole('button', { name: 'Compte de Marie Dubois' });
    await user.click(toggle);
    const panel = within(screen.getByRole('region', { name: 'Connecté en tant que' }));
    expect(panel.getByText('installer@example.com')).toBeInTheDocument();
    expect(panel.getByText('Dubois Chauffage SARL')).toBeInTheDocument();
    await user.click(panel.getByRole('button', { name: 'Modifier le profil' }));
    expect(auth.signinRedirect).toHaveBeenLastCalledWith({
      state: { returnTo: '/fr-FR/imprint' },
      ui_locales: 'fr-FR',
      prompt: 'login',
      extraQueryParams: { ui_flow: 'profile' },
    });
    expect(
      panel.getByRole('button', { name: 'Réinitialiser le mot de passe' }),
    ).toBeInTheDocument();
    expect(panel.getByRole('button', { name: 'Déconnexion' })).toBeInTheDocument();
    // The console is for manufacturer staff only.
    expect(panel.queryByRole('link', { name: 'Console du fabricant' })).toBeNull();
  });

  it('gives a signed-in installer a navigation of their own, the owner’s items apart', async () => {
    const user = userEvent.setup();
    await startTestAuth({ user: oidcUser(INSTALLER_CLAIMS) });
    renderApp('/fr-FR/partners/installations?view=points');
    const nav = within(await screen.findByRole('navigation', { name: 'Espace installateur' }));
    // Written once the page runs: an outbox of another test cannot overwrite it afterwards.
    act(() => writeOutboxSummary({ waiting: 2, total: 3 }));
    try {
      expect(
        nav.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')]),
      ).toEqual([
        ['Enregistrer un appareil', '/fr-FR/installers/register/step/1'],
        ['Import en masse', '/fr-FR/partners/bulk'],
        ['Mes installations', '/fr-FR/partners/installations'],
        ['Mes points', '/fr-FR/partners/installations?view=points'],
        ['Envois en attente2', '/fr-FR/partners/outbox'],
      ]);
      // The count says what it counts; the header's own outbox link gives way to this one.
      expect(nav.getByRole('link', { name: 'Envois en attente\u00a0: 2' })).toBeInTheDocument();
      expect(screen.getAllByRole('link', { name: /Envois en attente/ })).toHaveLength(1);
      expect(nav.getByRole('link', { name: 'Mes points' })).toHaveAttribute('aria-current', 'page');
      expect(nav.getByRole('link', { name: 'Mes installations' })).not.toHaveAttribute(
        'aria-current',
      );
    } finally {
      act(() => writeOutboxSummary({ waiting: 0, total: 0 }));
    }
    // The account menu keeps the person's own items.
    await user.click(screen.getByRole('button', { name: 'Compte de Marie Dubois' }));
    const panel = within(screen.getByRole('region', { name: 'Connecté en tant que' }));
    expect(panel.getByRole('link', { name: 'Mes produits' })).toBeInTheDocument();
    expect(panel.queryByRole('link', { name: 'Mes installations' })).toBeNull();
  });

  it('lists the installer’s items in the phone menu too, and none for an owner', async () => {
    const user = userEvent.setup();
    await startTestAuth({ user: oidcUser(INSTALLER_CLAIMS) });
    const { unmount } = renderApp('/fr-FR/installers/register/step/1');
    const bar = within(await screen.findByRole('navigation', { name: 'Espace installateur' }));
    expect(bar.getByRole('link', { name: 'Enregistrer un appareil' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await user.click(screen.getByRole('button', { name: 'Ouvrir le menu' }));
    const menu = within(
      within(screen.getByRole('dialog', { name: 'Menu' })).getByRole('navigation', {
        name: 'Espace installateur',
      }),
    );
    expect(menu.getByRole('link', { name: 'Import en masse' })).toHaveAttribute(
      'href',
      '/fr-FR/partners/bulk',
    );
    unmount();

    await startTestAuth({ user: oidcUser(OWNER_CLAIMS) });
    renderApp('/fr-FR/users/products');
    await screen.findByRole('button', { name: /^Compte de/ });
    expect(screen.queryByRole('navigation', { name: 'Espace installateur' })).toBeNull();
  });

  it('offers manufacturer staff the way to the console', async () => {
    const user = userEvent.setup();
    await startTestAuth({ user: oidcUser({ ...OWNER_CLAIMS, roles: ['registration-admin'] }) });
    renderApp('/fr-FR/imprint');
    await user.click(await screen.findByRole('button', { name: /^Compte de/ }));
    const panel = within(screen.getByRole('region', { name: 'Connecté en tant que' }));
    expect(panel.getByRole('link', { name: 'Console du fabricant' })).toHaveAttribute(
      'href',
      '/fr-FR/console/overview',
    );
  });

  it('signs out with Déconnexion: anonymous at once, at the root of the locale, provider session ended', async () => {
    const user = userEvent.setup();
    const auth = await startTestAuth({ user: oidcUser(OWNER_CLAIMS) });
    const { router } = renderApp('/fr-FR/users');
    await user.click(await screen.findByRole('button', { name: 'Ouvrir le menu' }));
    const menu = within(screen.getByRole('dialog', { name: 'Menu' }));
    expect(menu.getByText('Jean Martin')).toBeInTheDocument();
    await user.click(menu.getByRole('button', { name: 'Déconnexion' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/fr-FR'));
    expect(auth.signoutRedirect).toHaveBeenCalledWith(
      expect.objectContaining({
        id_token_hint: 'id-token-of-owner-subject',
        post_logout_redirect_uri: 'http://localhost:3000/',
        state: { returnTo: '/fr-FR' },
      }),
    );
    expect(await auth.userManager.getUser()).toBeNull();
    expect(await screen.findByRole('button', { name: 'Connexion' })).toBeInTheDocument();
  });

  it('links to an external provider’s own profile and password pages', async () => {
    await startTestAuth({ user: oidcUser(OWNER_CLAIMS) });
    const user = userEvent.setup();
    renderApp('/fr-FR/imprint', {
      oidc: {
        ...testRuntimeConfig().oidc,
        embedded: false,
        profileUrl: 'https://login.example/profile',
        passwordResetUrl: null,
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Compte de Jean Martin' }));
    const panel = within(screen.getByRole('region', { name: 'Connecté en tant que' }));
    expect(panel.getByRole('link', { name: 'Modifier le profil' })).toHaveAttribute(
      'href',
      'https://login.example/profile',
    );
    expect(panel.queryByRole('button', { name: 'Réinitialiser le mot de passe' })).toBeNull();
  });

  it('shows the footer links', async () => {
    renderApp('/fr-FR/');
    const footer = within(await screen.findByRole('contentinfo'));
    expect(footer.getByRole('link', { name: 'Politique de confidentialité' })).toHaveAttribute(
      'href',
      '/fr-FR/privacy-policy',
    );
    expect(footer.getByRole('link', { name: 'Conditions d’utilisation' })).toHaveAttribute(
      'href',
      '/fr-FR/terms-of-use',
    );
    expect(footer.getByRole('link', { name: 'Mentions légales' })).toHaveAttribute(
      'href',
      '/fr-FR/imprint',
    );
    expect(footer.getByRole('link', { name: /Integrity Line/ })).toHaveAttribute(
      'href',
      'https://integrity.example/',
    );
    expect(footer.getByText('© 2024 Calora Climatique SA')).toBeInTheDocument();
  });
});
