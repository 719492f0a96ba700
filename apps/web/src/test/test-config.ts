import type { RuntimeConfig } from '@pr/contracts';
import { toAppConfig, type AppConfig } from '../shared/config/runtime-config';

/** A complete runtime config for tests, as the server would answer it. */
export function testRuntimeConfig(overrides: Partial<RuntimeConfig> = {}): RuntimeConfig {
  return {
    defaultLocale: 'de-DE',
    endUserLoginRequired: false,
    oidc: {
      authority: 'http://localhost:3000/idp',
      clientId: 'product-registration-spa',
      scope: 'openid profile email offline_access',
      companyNameClaim: 'company_name',
      companyEmailClaim: 'company_email',
      rolesClaim: 'roles',
      staffRole: 'registration-admin',
      embedded: true,
      profileUrl: null,
      passwordResetUrl: null,
    },
    map: { tileUrl: 'https://tiles.example/{z}/{x}/{y}.png', attribution: 'Map data' },
    links: {
      help: 'https://help.example/',
      customerPortal: 'https://portal.example/',
      serviceCloud: 'https://cloud.example/',
      integrityLine: 'https://integrity.example/',
    },
    cookieConsentScriptUrl: null,
    imprint: {
      companyName: 'Calora Climatique SA',
      street: 'Route de la Chaleur 12',
      city: '1003 Lausanne',
      country: 'Suisse',
      phone: '+41 21 555 01 00',
      fax: '+41 21 555 01 01',
      email: 'contact@calora.example',
      register: 'CHE-123.456.789',
    },
    supportPhone: '+41 21 555 01 10',
    webVitalsSampleRate: 0,
    ...overrides,
  };
}

export function testAppConfig(overrides: Partial<RuntimeConfig> = {}): AppConfig {
  return toAppConfig(testRuntimeConfig(overrides));
}
