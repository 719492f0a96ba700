import { readFileSync } from 'node:fs';
import path from 'node:path';
import formbody from '@fastify/formbody';
import type { FastifyInstance } from 'fastify';
import type Provider from 'oidc-provider';
import { SERVER_ROOT } from '../../server-root';
import { createAccountMails } from './account-mails';
import { createIdentityPages } from './identity-pages';
import { createPasswordHasher } from '../accounts/passwords';
import { mailedLinkRoutes } from './mailed-link-routes';
import { signInRoutes } from './sign-in-routes';

export interface InteractionRoutesOptions {
  /** Made once the server answers (or at the first use): only these pages wait for it. */
  provider: () => Promise<Provider>;
}

const asset = (name: string) =>
  readFileSync(path.join(SERVER_ROOT, 'src/modules/idp/assets', name), 'utf8');

/**
 * Our own sign-in, sign-up, password-reset and profile pages for the embedded provider
 * (the B2C user flows the spec names), in the user's language, without third-party assets.
 */
export async function interactionRoutes(
  app: FastifyInstance,
  options: InteractionRoutesOptions,
): Promise<void> {
  const { config } = app;
  await app.register(formbody);

  const logoutJs = asset('logout.js');
  app.get('/idp/assets/logout.js', async (_request, reply) =>
    reply
      .type('text/javascript; charset=utf-8')
      .header('Cache-Control', 'public, max-age=3600')
      .send(logoutJs),
  );

  const pages = createIdentityPages(app, {
    homeHref: `${config.publicBaseUrl}/`,
    limits: config.accountLimits,
  });
  const mails = createAccountMails({
    db: app.database.db,
    publicBaseUrl: config.publicBaseUrl,
    mailsPerAddressPerDay: config.accountLimits.mailsPerAddressPerDay,
    onMailQueued: () => app.mailWorker.kick(),
  });
  const passwords = createPasswordHasher(config.passwordHashCost);
  await app.register(signInRoutes, { provider: options.provider, pages, mails, passwords });
  await app.register(mailedLinkRoutes, { pages, passwords });
}

/** Paths under /idp that are our pages rather than the provider's endpoints. */
export function isOwnIdentityPath(pathWithinIdp: string): boolean {
  return /^\/(interaction\/|reset\/|verify\/|assets\/)/.test(pathWithinIdp);
}
