import type { Configuration, default as Provider, KoaContextWithOIDC } from 'oidc-provider';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { isDatabaseUnavailable } from '../../db/driver-errors';
import { COMPANY_APPLIED_AT_CLAIM, COMPANY_ID_CLAIM, COMPANY_STATUS_CLAIM } from '@pr/contracts';
import { findAccountWithCompany, type Account } from '../accounts/accounts';
import type { Company } from '../companies/companies';
import { createAdapterClass } from './oidc-adapter';
import { alert, escapeHtml, renderPage } from '../../pages/render';
import { DATABASE_RETRY_AFTER_SECONDS } from '../../infrastructure/error-handler';
import { trustsAnyProxy } from '../../infrastructure/trusted-proxies';
import { idpTexts, pageLanguage, type Texts } from './pages/texts';
import type { IdentitySecrets } from './signing-keys';

/** Scopes the SPA gets without a consent screen: it is our own first-party client. */
const FIRST_PARTY_SCOPES = 'openid profile email offline_access';

/**
 * The company claims of an account: an approved company's name, e-mail and id make it an
 * installer; an application staff have not approved says only its state and date.
 */
function companyClaims(company: Company | null, config: Config): Record<string, string | null> {
  const approved = company?.status === 'approved';
  return {
    [config.oidc.companyNameClaim]: approved ? company.name : null,
    [config.oidc.companyEmailClaim]: approved ? company.email : null,
    [COMPANY_ID_CLAIM]: approved ? company.id : null,
    [COMPANY_STATUS_CLAIM]: company && !approved ? company.status : null,
    [COMPANY_APPLIED_AT_CLAIM]: company && !approved ? company.appliedAt.toISOString() : null,
  };
}

/** Claims of an account, named as the configured claim names say. */
export function accountClaims(
  account: Account,
  company: Company | null,
  config: Config,
): { sub: string } & Record<string, string | boolean | null> {
  return {
    sub: account.id,
    email: account.email,
    email_verified: account.emailVerifiedAt !== null,
    given_name: account.givenName,
    family_name: account.familyName,
    name: `${account.givenName} ${account.familyName}`,
    locale: account.locale,
    ...companyClaims(company, config),
    [config.oidc.rolesClaim]: account.roles.join(' '),
  };
}

function languageOf(ctx: KoaContextWithOIDC) {
  const params = ctx.oidc?.params as { ui_locales?: string } | undefined;
  return pageLanguage(params?.ui_locales, ctx.get('accept-language'));
}

/** Answers one of the provider's own pages in the user's language. */
function respondWithPage(
  ctx: KoaContextWithOIDC,
  homeHref: string,
  page: (t: Texts) => { title: string; body: string; scripts?: string[] },
): void {
  const language = languageOf(ctx);
  const t = idpTexts(language);
  ctx.type = 'html';
  ctx.body = renderPage({ language, appTitle: t.appTitle, homeHref, ...page(t) });
}

/**
 * The embedded OpenID Connect provider (used when OIDC_ISSUER is unset): authorization
 * code with PKCE for the SPA, JWT access tokens for the API, refresh tokens, RP-initiated
 * logout. All state lives in the database.
 */
export async function createIdentityProvider(
  config: Config,
  db: Database,
  secrets: IdentitySecrets,
): Promise<Provider> {
  // Loaded here rather than at the top: the library alone costs a start 0.4 s, and the
  // server answers look-ups and pages while it loads.
  const oidc = await import('oidc-provider');
  const base = config.publicBaseUrl;
  const audience = config.oidc.audience;
  const clientId = config.oidc.clientId;

  const configuration: Configuration = {
    adapter: createAdapterClass(db),
    clients: [
      {
        client_id: clientId,
        application_type: 'web',
        token_endpoint_auth_method: 'none',
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        redirect_uris: [`${base}/redirect`],
        post_logout_redirect_uris: [`${base}/`],
      },
    ],
    jwks: secrets.jwks,
    cookies: { keys: secrets.cookieKeys },
    responseTypes: ['code'],
    pkce: { required: () => true, methods: ['S256'] },
    clientBasedCORS: (_ctx, origin) => origin === new URL(base).origin,
    extraParams: ['ui_flow'],
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: [
        'given_name',
        'family_name',
        'name',
        'locale',
        config.oidc.companyNameClaim,
        config.oidc.companyEmailClaim,
        COMPANY_ID_CLAIM,
        COMPANY_STATUS_CLAIM,
        COMPANY_APPLIED_AT_CLAIM,
        config.oidc.rolesClaim,
      ],
    },
    // The SPA reads the user's role from the ID token; no extra userinfo round trip.
    conformIdTokenClaims: false,
    // Read at every token, refresh included: staff's approval reaches the user at the next.
    findAccount: async (_ctx, sub) => {
      const found = await findAccountWithCompany(db, sub);
      if (!found) return undefined;
      return { accountId: sub, claims: () => accountClaims(found.account, found.company, config) };
    },
    // The API authorizes from the access token alone: it carries the user's details.
    extraTokenClaims: async (_ctx, token) => {
      if (!('accountId' in token) || typeof token.accountId !== 'string') return undefined;
      const found = await findAccountWithCompany(db, token.accountId);
      if (!found) return undefined;
      const { sub: _sub, ...claims } = accountClaims(found.account, found.company, config);
      return claims;
    },
    features: {
      devInteractions: { enabled: false },
      revocation: { enabled: true },
      resourceIndicators: {
        enabled: true,
        defaultResource: () => audience,
        useGrantedResource: () => true,
        getResourceServerInfo: (_ctx, resource) => {
          if (resource !== audience) throw new oidc.errors.InvalidTarget();
          return {
            scope: 'api',
            audience,
            accessTokenTTL: 60 * 60,
            accessTokenFormat: 'jwt',
            jwt: { sign: { alg: 'RS256' } },
          };
        },
      },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource: (ctx, form) => {
          // Our own app's sign-out goes straight through; a page of another site that sends
          // the browser here gets the button, so it cannot sign the user out by itself.
          const autoForm = cameFromOwnSite(ctx.get('sec-fetch-site'), ctx.get('referer'), base)
            ? form.replace('<form', '<form data-auto-submit')
            : form;
          respondWithPage(ctx, `${base}/`, (t) => ({
            title: t.logoutTitle,
            scripts: ['/idp/assets/logout.js'],
            body: `<p>${escapeHtml(t.logoutIntro)}</p>${autoForm}<button type="submit" form="op.logoutForm" name="logout" value="yes">${escapeHtml(t.logoutButton)}</button>`,
          }));
        },
        postLogoutSuccessSource: (ctx) => {
          respondWithPage(ctx, `${base}/`, (t) => ({
            title: t.logoutTitle,
            body: `${alert('success', t.loggedOut)}<a class="button" href="${escapeHtml(`${base}/`)}">${escapeHtml(t.backToApp)}</a>`,
          }));
        },
      },
    },
    issueRefreshToken: (_ctx, client) => client.grantTypeAllowed('refresh_token'),
    loadExistingGrant: async (ctx) => {
      const grantId =
        ctx.oidc.result?.consent?.grantId ??
        ctx.oidc.session?.grantIdFor(ctx.oidc.client?.clientId ?? '');
      if (grantId) {
        const grant = await ctx.oidc.provider.Grant.find(grantId);
        if (grant) return grant;
      }
      const accountId = ctx.oidc.session?.accountId;
      if (ctx.oidc.client?.clientId !== clientId || !accountId) return undefined;
      const grant = new ctx.oidc.provider.Grant({ clientId, accountId });
      grant.addOIDCScope(FIRST_PARTY_SCOPES);
      grant.addResourceScope(audience, 'api');
      await grant.save();
      return grant;
    },
    interactions: { url: (_ctx, interaction) => `/idp/interaction/${interaction.uid}` },
    renderError: (ctx, out, error) => {
      if (isDatabaseUnavailable(error)) {
        // A restart or failover, as the API answers it: the visitor tries again in a moment.
        ctx.status = 503;
        ctx.set('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS));
        respondWithPage(ctx, `${base}/`, (t) => ({
          title: t.unavailableTitle,
          body: `<p>${escapeHtml(t.unavailableIntro)}</p><a class="button" href="${escapeHtml(`${base}/`)}">${escapeHtml(t.backToApp)}</a>`,
        }));
        return;
      }
      respondWithPage(ctx, `${base}/`, (t) => ({
        title: t.errorTitle,
        body: `<p>${escapeHtml(t.errorIntro)}</p><p><code>${escapeHtml(String(out.error))}</code></p><a class="button" href="${escapeHtml(`${base}/`)}">${escapeHtml(t.backToApp)}</a>`,
      }));
    },
    ttl: {
      AccessToken: 60 * 60,
      AuthorizationCode: 60,
      IdToken: 60 * 60,
      Interaction: 60 * 60,
      Grant: 30 * 24 * 60 * 60,
      Session: 30 * 24 * 60 * 60,
      RefreshToken: 30 * 24 * 60 * 60,
    },
  };
  const provider = new oidc.default(config.oidc.issuer, configuration);
  provider.proxy = trustsAnyProxy(config.trustProxy);
  return provider;
}

/**
 * Whether a navigation came from a page of this site: the browser's Sec-Fetch-Site says so;
 * a browser without it must show a Referer of this origin.
 */
export function cameFromOwnSite(fetchSite: string, referer: string, base: string): boolean {
  if (fetchSite !== '') return fetchSite === 'same-origin';
  // A Referer that is no URL (`http://[`) names no site, least of all this one.
  return referer !== '' && URL.parse(referer, base)?.origin === new URL(base).origin;
}
