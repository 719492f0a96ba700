import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render-app';
import { stubFetch } from '../../test/stub-fetch';
import { INSTALLER_CLAIMS, oidcUser, startTestAuth } from '../../test/test-auth';

function stubApi() {
  return stubFetch((url) =>
    url === '/api/health'
      ? Response.json({ status: 'ok', database: 'ok', version: '1.2.3' })
      : Response.json({ status: 'ok', subject: 'installer-subject', userType: 2 }),
  );
}

describe('the placeholder screens', () => {
  it('show the public and the authenticated health of a signed-in installer', async () => {
    await startTestAuth({ user: oidcUser(INSTALLER_CLAIMS) });
    const fetchMock = stubApi();
    renderApp('/fr-FR/partners');
    expect(await screen.findByText('Version 1.2.3')).toBeInTheDocument();
    expect(await screen.findByText('Type d’utilisateur : installateur (2)')).toBeInTheDocument();
    const authenticated = fetchMock.mock.calls.find(([url]) => url === '/api/health/authenticated');
    const init = (authenticated as unknown as [string, RequestInit])[1];
    expect(new Headers(init.headers).get('Authorization')).toBe(
      'Bearer access-token-of-installer-subject',
    );
  });

  it('ask an anonymous visitor of the users page to sign in for the authenticated check', async () => {
    const fetchMock = stubApi();
    renderApp('/fr-FR/users');
    expect(await screen.findByText('Version 1.2.3')).toBeInTheDocument();
    expect(screen.getByText('Connectez-vous pour vérifier l’accès connecté.')).toBeInTheDocument();
    expect(fetchMock.mock.calls.map(([url]) => url)).not.toContain('/api/health/authenticated');
  });
});
