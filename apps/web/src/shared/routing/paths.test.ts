import { describe, expect, it } from 'vitest';
import { configuredDefaultLocale, localeFromPathname, resolveUrlLocale } from './locale-from-url';
import { buildPaths, languagePath } from './paths';

describe('buildPaths', () => {
  it('builds unprefixed paths for the default locale', () => {
    const paths = buildPaths(null);
    expect(paths.home()).toBe('/');
    expect(paths.userLanding()).toBe('/users/lp');
    expect(paths.installerStep(3)).toBe('/installers/register/step/3');
    expect(paths.bulkStep(2)).toBe('/partners/bulk/step/2');
    expect(paths.privacyPolicy()).toBe('/privacy-policy');
  });

  it('keeps the locale prefix', () => {
    const paths = buildPaths('fr-FR');
    expect(paths.home()).toBe('/fr-FR');
    expect(paths.termsOfUse()).toBe('/fr-FR/terms-of-use');
    expect(paths.bulkFinish()).toBe('/fr-FR/partners/bulk/finish');
  });

  it('adds the step query parameters that are set', () => {
    const paths = buildPaths('fr-FR');
    expect(paths.userStep(1, { serialNumber: '908765401' })).toBe(
      '/fr-FR/users/register/step/1?serialNumber=908765401',
    );
    expect(paths.userStep(2, { userType: '2', isLoginScreenVisible: '1' })).toBe(
      '/fr-FR/users/register/step/2?userType=2&isLoginScreenVisible=1',
    );
    expect(paths.userStep(2, {})).toBe('/fr-FR/users/register/step/2');
  });

  it('links languages to their root', () => {
    expect(languagePath('it-CH')).toBe('/it-CH');
  });
});

describe('locale parsing', () => {
  it('resolves the locale segment of a URL', () => {
    expect(resolveUrlLocale(undefined, 'de-DE')).toEqual({ locale: 'de-DE', prefix: null });
    expect(resolveUrlLocale('fr-FR', 'de-DE')).toEqual({ locale: 'fr-FR', prefix: 'fr-FR' });
    expect(resolveUrlLocale('fr-fr', 'de-DE')).toEqual({ locale: 'fr-FR', prefix: 'fr-FR' });
    expect(resolveUrlLocale('users', 'de-DE')).toBeUndefined();
  });

  it('reads the locale of a raw pathname', () => {
    expect(localeFromPathname('/fr-BE/users/lp', 'de-DE')).toBe('fr-BE');
    expect(localeFromPathname('/users/lp', 'de-DE')).toBe('de-DE');
    expect(localeFromPathname('/', 'de-DE')).toBe('de-DE');
  });

  it('accepts only a supported configured default locale', () => {
    expect(configuredDefaultLocale('fr-CH', 'de-DE')).toBe('fr-CH');
    expect(configuredDefaultLocale('xx-XX', 'de-DE')).toBe('de-DE');
  });
});
