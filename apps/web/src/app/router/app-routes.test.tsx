import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useEndUserStore } from '../../shared/form-state/end-user-store';
import { useFlashStore } from '../../shared/flash/flash-store';
import { currentUrl, renderApp } from '../../test/render-app';
import { startTestAuth } from '../../test/test-auth';
import { notFound, stubFetch } from '../../test/stub-fetch';

beforeEach(() => {
  useFlashStore.setState({ messages: [] });
  // Static articles and health checks are not part of these tests.
  stubFetch(notFound);
});

async function landOn(path: string) {
  const view = renderApp(path);
  await waitFor(() => {
    expect(view.router.state.initialized).toBe(true);
    expect(view.router.state.navigation.state).toBe('idle');
  });
  return view;
}

describe('route table', () => {
  it('shows the German end-user landing at /', async () => {
    await landOn('/');
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Registrieren Sie Ihr Produkt und sichern Sie sich Prämien',
      }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Mein Produkt registrieren/ })).toHaveAttribute(
      'href',
      '/users/register/step/1',
    );
  });

  it('shows the French landing under /fr-FR and keeps the prefix in links', async () => {
    await landOn('/fr-FR/');
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Enregistrez votre produit et débloquez des récompenses',
      }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Enregistrer mon produit/ })).toHaveAttribute(
      'href',
      '/fr-FR/users/register/step/1',
    );
    expect(screen.getByRole('link', { name: 'Êtes-vous un installateur?' })).toHaveAttribute(
      'href',
      '/fr-FR/installers/lp',
    );
  });

  it('shows the installer landing', async () => {
    await landOn('/fr-FR/installers/lp');
    expect(await screen.findByText('Rapide et simple')).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 3, name: 'Accédez à des services exclusifs' }),
    ).toBeInTheDocument();
  });

  it('clears the stored end-user form on the end-user landing', async () => {
    useEndUserStore.getState().update({ serialNumber: '908765401' });
    expect(sessionStorage.getItem('endUserData')).toContain('908765401');
    await landOn('/users/lp');
    await screen.findByRole('heading', { level: 1 });
    // The landing clears the form once it is shown (an effect after the first paint).
    await waitFor(() => expect(useEndUserStore.getState().serialNumber).toBe(''));
    expect(sessionStorage.getItem('endUserData')).toBeNull();
  });

  it('renders a step with its wrapper, heading and progress', async () => {
    await landOn('/fr-FR/users/register/step/2');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Qui enregistre?' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Veuillez sélectionner votre rôle')).toBeInTheDocument();
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '2');
  });

  it.each([
    ['/products/123', '/users/register/step/1?serialNumber=123'],
    ['/fr-FR/products/908765401/42', '/fr-FR/users/register/step/1?serialNumber=908765401'],
    ['/products/12a', '/'],
    ['/fr-FR/products/123/4b', '/fr-FR'],
  ])('redirects the serial entry %s to %s', async (path, target) => {
    const { router } = await landOn(path);
    expect(currentUrl(router)).toBe(target);
  });

  it.each([
    ['/no/such/page', '/'],
    ['/imprint/extra', '/'],
    ['/xx-YY/users/lp', '/'],
    ['/fr-FR/no-such-page', '/fr-FR'],
  ])('sends the unknown path %s home (%s)', async (path, target) => {
    const { router } = await landOn(path);
    expect(currentUrl(router)).toBe(target);
  });

  it('spells a locale prefix canonically', async () => {
    const { router } = await landOn('/fr-fr/imprint');
    expect(currentUrl(router)).toBe('/fr-FR/imprint');
  });

  it('guards end-user step 4 without a product', async () => {
    const { router } = await landOn('/users/register/step/4');
    expect(currentUrl(router)).toBe('/users/register/step/1');
  });

  it('requires login for end-user step 3 only when the setting is on', async () => {
    const open = await landOn('/users/register/step/3');
    expect(currentUrl(open.router)).toBe('/users/register/step/3');
    open.unmount();
    const auth = await startTestAuth();
    renderApp('/users/register/step/3', { endUserLoginRequired: true });
    await waitFor(() => expect(auth.signinRedirect).toHaveBeenCalledTimes(1));
    expect(auth.signinRedirect).toHaveBeenCalledWith(
      expect.objectContaining({ state: { returnTo: '/users/register/step/3' } }),
    );
  });

  it('renders no routed content inside a frame', async () => {
    vi.spyOn(window, 'top', 'get').mockReturnValue({} as Window);
    await landOn('/fr-FR/');
    expect(within(screen.getByRole('main')).queryByRole('heading')).toBeNull();
  });

  it('scrolls to the top on navigation', async () => {
    const { router } = await landOn('/fr-FR/');
    const scrollTo = vi.spyOn(window, 'scrollTo');
    scrollTo.mockClear();
    await router.navigate('/fr-FR/imprint');
    await screen.findByRole('heading', { level: 1, name: 'Mentions légales' });
    // Effects run after the paint that showed the heading.
    await waitFor(() => expect(scrollTo).toHaveBeenCalledWith(0, 0));
  });
});
