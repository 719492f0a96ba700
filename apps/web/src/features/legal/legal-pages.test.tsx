import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../test/render-app';
import { stubFetch } from '../../test/stub-fetch';
import { articleUrl } from './get-article';

function serveArticles(articles: Record<string, string>) {
  return stubFetch((input) => {
    const body = articles[input];
    return body === undefined
      ? new Response('Not found', { status: 404 })
      : new Response(body, { status: 200 });
  });
}

function articleHost(): ShadowRoot | null {
  const main = screen.getByRole('main');
  const host = [...main.querySelectorAll('div')].find((element) => element.shadowRoot !== null);
  return host?.shadowRoot ?? null;
}

describe('legal pages', () => {
  it('builds the article address from the lower-cased locale', () => {
    expect(articleUrl('privacy-policy', 'fr-FR')).toBe(
      '/assets/articles/privacy-policy/fr-fr.html',
    );
  });

  it('renders the sanitized article inside a shadow root', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    serveArticles({
      '/assets/articles/terms-of-use/fr-fr.html':
        '<h2>Objet</h2><p onclick="steal()">Texte</p><script>window.hacked = true</script>',
    });
    renderApp('/fr-FR/terms-of-use');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Conditions d’utilisation' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(articleHost()?.querySelector('h2')?.textContent).toBe('Objet'));
    const root = articleHost();
    expect(root?.querySelector('script')).toBeNull();
    expect(root?.querySelector('p')?.hasAttribute('onclick')).toBe(false);
    expect(root?.querySelector('style')).not.toBeNull();
  });

  it('shows the pending text with the support phone when the article is missing, silently', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    serveArticles({});
    renderApp('/it-IT/privacy-policy');
    // In the locale's own language, Italian.
    const pending = await screen.findByText(/sarà disponibile a breve/);
    expect(pending).toHaveTextContent('ci chiami al numero +41 21 555 01 10.');
    expect(screen.getByRole('link', { name: '+41 21 555 01 10' })).toHaveAttribute(
      'href',
      'tel:+41215550110',
    );
    expect(screen.queryByRole('alert')).toBeNull();
    expect(warn).toHaveBeenCalled();
  });

  it('treats an SPA fallback page as a missing article', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    serveArticles({
      '/assets/articles/privacy-policy/de-de.html': '<!doctype html><html><body></body></html>',
    });
    renderApp('/privacy-policy');
    expect(
      await screen.findByText(/Der Inhalt dieser Seite ist bald verfügbar/),
    ).toBeInTheDocument();
  });

  it('shows the cookie note when no consent script is configured', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    serveArticles({});
    renderApp('/fr-FR/privacy-policy');
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Déclaration relative aux cookies' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/cookies techniquement nécessaires/)).toBeInTheDocument();
    expect(document.querySelector('script#CookieDeclaration')).toBeNull();
  });

  it('loads the consent provider script when configured', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    serveArticles({});
    renderApp('/fr-FR/privacy-policy', { cookieConsentScriptUrl: 'https://consent.example/cd.js' });
    await waitFor(() =>
      expect(document.querySelector('script#CookieDeclaration')).toHaveAttribute(
        'src',
        'https://consent.example/cd.js',
      ),
    );
  });

  it('shows the configured imprint', async () => {
    serveArticles({});
    renderApp('/fr-FR/imprint');
    expect(await screen.findByText('Calora Climatique SA')).toBeInTheDocument();
    expect(screen.getByText(/Route de la Chaleur 12/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'contact@calora.example' })).toHaveAttribute(
      'href',
      'mailto:contact@calora.example',
    );
    expect(screen.getByText(/CHE-123\.456\.789/)).toBeInTheDocument();
  });
});
