import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('runs with embedded defaults when nothing is set', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 8080,
      publicBaseUrl: 'http://localhost:8080',
      databaseUrl: undefined,
      defaultLocale: 'de-DE',
      endUserLoginRequired: false,
      seedDemo: true,
      oidc: { embedded: true, issuer: 'http://localhost:8080/idp' },
    });
    expect(config.dataDir).toMatch(/\/data$/);
  });

  it('looks catalog texts up in the requested language, then English, then the default locale’s', () => {
    expect(loadConfig({}).catalogTextFallback).toEqual(['requested', 'en', 'de']);
    expect(loadConfig({ DEFAULT_LOCALE: 'en-GB' }).catalogTextFallback).toEqual([
      'requested',
      'en',
    ]);
    expect(
      loadConfig({ CATALOG_TEXT_FALLBACK: 'requested,default,fr', DEFAULT_LOCALE: 'pl-PL' })
        .catalogTextFallback,
    ).toEqual(['requested', 'pl', 'fr']);
  });

  it('reads flags and normalises the locale', () => {
    const config = loadConfig({
      END_USER_LOGIN_REQUIRED: 'true',
      DEFAULT_LOCALE: 'fr-fr',
      PUBLIC_BASE_URL: 'https://register.calora.example/',
      OIDC_ISSUER: 'https://login.calora.example/realms/pr',
      SEED_DEMO: 'false',
    });
    expect(config.endUserLoginRequired).toBe(true);
    expect(config.defaultLocale).toBe('fr-FR');
    expect(config.publicBaseUrl).toBe('https://register.calora.example');
    expect(config.oidc).toMatchObject({
      embedded: false,
      issuer: 'https://login.calora.example/realms/pr',
    });
    expect(config.seedDemo).toBe(false);
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT must be a number'],
    [{ END_USER_LOGIN_REQUIRED: 'yes' }, 'END_USER_LOGIN_REQUIRED must be true or false'],
    [{ DEFAULT_LOCALE: 'xx-YY' }, 'DEFAULT_LOCALE must be one of the 28 supported locales'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL must be a postgres:// URL'],
    [
      { DATABASE_READ_URL: 'postgres://standby/pr' },
      'DATABASE_READ_URL is a standby of DATABASE_URL, which is not set',
    ],
    [{ PASSWORD_HASH_COST: '8' }, 'PASSWORD_HASH_COST'],
    [
      { CATALOG_TEXT_FALLBACK: 'requested,english' },
      'CATALOG_TEXT_FALLBACK has "english": use requested, default or supported language codes, separated by commas',
    ],
    [
      { TRUST_PROXY: 'the load balancer' },
      'TRUST_PROXY must be false, a hop count, or proxy addresses and ranges separated by commas',
    ],
  ])('fails with one clear line for %j', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
    try {
      loadConfig(env);
    } catch (error) {
      expect((error as Error).message).not.toContain('\n');
    }
  });

  it.each([
    [undefined, { hops: 0 }],
    ['false', { hops: 0 }],
    // One load balancer, never every hop: a client could write its own address.
    ['true', { hops: 1 }],
    ['2', { hops: 2 }],
    ['10.0.0.0/8, 192.168.1.7', { addresses: ['10.0.0.0/8', '192.168.1.7'] }],
  ])('reads TRUST_PROXY=%s as %j', (value, trusted) => {
    expect(loadConfig(value === undefined ? {} : { TRUST_PROXY: value }).trustProxy).toEqual(
      trusted,
    );
  });

  it('hides the help block unless HELP_URL is set', () => {
    expect(loadConfig({}).links.help).toBeNull();
    expect(loadConfig({ HELP_URL: 'https://help.calora.example/' }).links.help).toBe(
      'https://help.calora.example/',
    );
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '' }).port).toBe(8080);
  });
});
