import middie from '@fastify/middie';
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type Provider from 'oidc-provider';
import { COMPANY_ID_CLAIM } from '@pr/contracts';
import {
  createAccessTokenVerifier,
  type AccessTokenVerifier,
} from '../modules/auth/access-token-verifier';
import { isErasedSince } from '../modules/auth/erased-subjects';
import { createIdentityProvider } from '../modules/idp/identity-provider';
import { interactionRoutes, isOwnIdentityPath } from '../modules/idp/interaction-routes';
import { deleteExpiredPayloads } from '../modules/idp/oidc-adapter';
import { loadIdentitySecrets, type IdentitySecrets } from '../modules/idp/signing-keys';
import { everyHour } from '../infrastructure/every-hour';

declare module 'fastify' {
  interface FastifyInstance {
    /** Checks an API bearer token, from the embedded provider or the external issuer. */
    verifyAccessToken: AccessTokenVerifier;
  }
}

type ProviderHandler = ReturnType<Provider['callback']>;

/** The embedded OpenID provider at /idp, with our own sign-in pages in front of it. */
async function serveEmbeddedProvider(app: FastifyInstance, secrets: IdentitySecrets) {
  const { db } = app.database;
  // Made once the server answers, or at the first identity request if sooner: the
  // library alone takes a start 0.4 s, and look-ups and pages do not need it.
  let identity: Promise<{ provider: Provider; handle: ProviderHandler }> | undefined;
  const loadIdentity = () =>
    (identity ??= createIdentityProvider(app.config, db, secrets).then((provider) => ({
      provider,
      handle: provider.callback(),
    })));
  app.addHook('onListen', async () => {
    loadIdentity().catch((error: unknown) =>
      app.log.error({ err: error }, 'the identity provider could not be made'),
    );
  });
  await app.register(middie);
  app.use('/idp', (req, res, next) => {
    if (isOwnIdentityPath(req.url ?? '')) next();
    else
      loadIdentity().then(
        ({ handle }) => handle(req, res),
        (error: unknown) => next(error),
      );
  });
  await app.register(interactionRoutes, {
    provider: async () => (await loadIdentity()).provider,
  });
  everyHour(app, () => deleteExpiredPayloads(db));
}

/**
 * Who the API's callers are: the embedded provider when no external issuer is configured,
 * and the verifier of the access tokens the one or the other issues.
 */
export const identityProvider = fp(
  async (app) => {
    const { oidc } = app.config;
    let localJwks;
    if (oidc.embedded) {
      const secrets = await loadIdentitySecrets(app.database.db);
      localJwks = secrets.publicJwks;
      await serveEmbeddedProvider(app, secrets);
    }
    const verifyAccessToken = createAccessTokenVerifier({
      issuer: oidc.issuer,
      audience: oidc.audience,
      companyNameClaim: oidc.companyNameClaim,
      companyEmailClaim: oidc.companyEmailClaim,
      rolesClaim: oidc.rolesClaim,
      staffRole: oidc.staffRole,
      // Our own provider's company id is ours; an external directory's companies have none.
      ...(oidc.embedded ? { companyIdClaim: COMPANY_ID_CLAIM } : {}),
      localJwks,
      revoked: (subject, issuedAt) => isErasedSince(app.database.db, subject, issuedAt),
    });
    app.decorate('verifyAccessToken', verifyAccessToken);
  },
  {
    name: 'identity-provider',
    decorators: { fastify: ['config', 'database', 'mailWorker', 'weightedCounter'] },
  },
);
