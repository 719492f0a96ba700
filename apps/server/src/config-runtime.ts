import type { RuntimeConfig } from '@pr/contracts';
import type { Config } from './config';

/** What the SPA needs to know about its environment, so one build runs everywhere. */
export function toRuntimeConfig(config: Config): RuntimeConfig {
  return {
    defaultLocale: config.defaultLocale,
    endUserLoginRequired: config.endUserLoginRequired,
    oidc: {
      authority: config.oidc.issuer,
      clientId: config.oidc.clientId,
      scope: config.oidc.scope,
      companyNameClaim: config.oidc.companyNameClaim,
      companyEmailClaim: config.oidc.companyEmailClaim,
      rolesClaim: config.oidc.rolesClaim,
      staffRole: config.oidc.staffRole,
      embedded: config.oidc.embedded,
      profileUrl: config.oidc.profileUrl,
      passwordResetUrl: config.oidc.passwordResetUrl,
    },
    map: config.map,
    links: config.links,
    cookieConsentScriptUrl: config.cookieConsentScriptUrl,
    imprint: config.imprint,
    supportPhone: config.supportPhone,
    webVitalsSampleRate: config.webVitalsSampleRate,
  };
}
