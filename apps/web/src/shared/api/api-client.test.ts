import { describe, expect, it, vi } from 'vitest';
import { OWNER_CLAIMS, oidcUser, startTestAuth } from '../../test/test-auth';
import { apiRequest } from './api-client';
import { ApiError } from './api-error';
import { stubFetch } from '../../test/stub-fetch';

describe('apiRequest', () => {
  it('echoes the CSRF cookie on unsafe methods only', async () => {
    document.cookie = 'XSRF-TOKEN=abc%20123';
    const fetchMock = stubFetch(() => Response.json({ ok: true }));
    await apiRequest({ path: '/thing', method: 'PUT', body: { a: 1 }, parse: (b) => b });
    await apiRequest({ path: '/thing', parse: (b) => b });
    const [[, put], [, get]] = fetchMock.mock.calls as unknown as [
      [string, RequestInit],
      [string, RequestInit],
    ];
    expect(new Headers(put.headers).get('X-XSRF-TOKEN')).toBe('abc 123');
    expect(new Headers(get.headers).get('X-XSRF-TOKEN')).toBeNull();
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/thing',
      expect.objectContaining({ method: 'PUT', body: '{"a":1}' }),
    );
  });

  it('turns an error answer into a typed ApiError', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    stubFetch(() =>
      Response.json({ code: 'not-found', message: 'Unknown serial' }, { status: 404 }),
    );
    const error = await apiRequest({ path: '/devices/1/FR/fr', parse: (b) => b }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 404, code: 'not-found', message: 'Unknown serial' });
  });

  it('reports a transport failure as a network ApiError', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    stubFetch(() => Promise.reject(new TypeError('offline')));
    await expect(apiRequest({ path: '/health', parse: (b) => b })).rejects.toMatchObject({
      status: 0,
      code: 'network',
    });
  });
});

describe('apiRequest and the signed-in user', () => {
  it('sends the access token as a bearer token when signed in', async () => {
    await startTestAuth({ user: oidcUser(OWNER_CLAIMS) });
    const fetchMock = stubFetch(() => Response.json({ ok: true }));
    await apiRequest({ path: '/health/authenticated', parse: (b) => b });
    const [[, init]] = fetchMock.mock.calls as unknown as [[string, RequestInit]];
    expect(new Headers(init.headers).get('Authorization')).toBe(
      'Bearer access-token-of-owner-subject',
    );
  });

  it('sends no token when anonymous', async () => {
    const fetchMock = stubFetch(() => Response.json({ ok: true }));
    await apiRequest({ path: '/health', parse: (b) => b });
    const [[, init]] = fetchMock.mock.calls as unknown as [[string, RequestInit]];
    expect(new Headers(init.headers).has('Authorization')).toBe(false);
  });

  it('renews an expired access token with the refresh token first', async () => {
    const auth = await startTestAuth({ user: oidcUser(OWNER_CLAIMS) });
    await auth.userManager.storeUser(oidcUser(OWNER_CLAIMS, { expiresIn: -10 }));
    const renewed = oidcUser(OWNER_CLAIMS, { accessToken: 'renewed-access-token' });
    const signinSilent = vi.spyOn(auth.userManager, 'signinSilent').mockResolvedValue(renewed);
    const fetchMock = stubFetch(() => Response.json({ ok: true }));
    await apiRequest({ path: '/health/authenticated', parse: (b) => b });
    expect(signinSilent).toHaveBeenCalledTimes(1);
    const [[, init]] = fetchMock.mock.calls as unknown as [[string, RequestInit]];
    expect(new Headers(init.headers).get('Authorization')).toBe('Bearer renewed-access-token');
  });
});
