import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  completePasswordReset,
  findEmailVerification,
  isPasswordResetValid,
  verifyEmail,
} from '../accounts/accounts';
import { passwordSchema } from '../accounts/account-schemas';
import type { PasswordHasher } from '../accounts/passwords';
import { html, languageOf, type Form, type IdentityPages } from './identity-pages';
import { newPasswordPage, verifyEmailPage, type PageContext } from './pages/account-pages';
import { idpTexts, type TextKey } from './pages/texts';

/**
 * The pages a mailed link opens: choosing a new password (`/idp/reset/:token`) and confirming
 * an address (`/idp/verify/:token`). The token in the path is all they need: no interaction.
 */
export async function mailedLinkRoutes(
  app: FastifyInstance,
  options: { pages: IdentityPages; passwords: PasswordHasher },
): Promise<void> {
  const { pages, passwords } = options;
  const { db } = app.database;

  /** The page context of a mailed link's page, and the way back to its sign-in. */
  const linkContext = (
    request: FastifyRequest<{ Params: { token: string } }>,
    base: '/idp/reset' | '/idp/verify',
  ) => {
    const query = request.query as Form;
    const language = languageOf(request);
    const interaction =
      query.interaction && /^[\w-]+$/.test(query.interaction) ? query.interaction : undefined;
    const ctx: PageContext = {
      language,
      homeHref: pages.homeHref,
      action: `${base}/${encodeURIComponent(request.params.token)}?lang=${language}${interaction ? `&interaction=${interaction}` : ''}`,
    };
    return {
      ctx,
      signInHref: interaction ? `/idp/interaction/${interaction}` : pages.homeHref,
      t: idpTexts(language),
    };
  };

  app.get<{ Params: { token: string } }>(
    '/idp/reset/:token',
    pages.routeOptions,
    async (request, reply) => {
      const { ctx, signInHref } = linkContext(request, '/idp/reset');
      const valid = await isPasswordResetValid(db, request.params.token);
      return html(
        reply,
        newPasswordPage(ctx, { invalidLink: !valid, signInHref }),
        valid ? 200 : 410,
      );
    },
  );

  app.post<{ Params: { token: string }; Body: Form }>(
    '/idp/reset/:token',
    pages.resetLimit,
    async (request, reply) => {
      const { ctx, signInHref, t } = linkContext(request, '/idp/reset');
      const parsed = passwordSchema.safeParse(request.body.password ?? '');
      if (!parsed.success) {
        const key = (parsed.error.issues[0]?.message ?? 'required') as TextKey;
        return html(reply, newPasswordPage(ctx, { error: t[key], signInHref }), 400);
      }
      const done = await completePasswordReset(db, passwords, request.params.token, parsed.data);
      return html(
        reply,
        newPasswordPage(ctx, { done, invalidLink: !done, signInHref }),
        done ? 200 : 410,
      );
    },
  );

  app.get<{ Params: { token: string } }>(
    '/idp/verify/:token',
    pages.routeOptions,
    async (request, reply) => {
      const { ctx, signInHref } = linkContext(request, '/idp/verify');
      const email = await findEmailVerification(db, request.params.token);
      return html(
        reply,
        verifyEmailPage(ctx, { ...(email === undefined ? {} : { email }), signInHref }),
        email === undefined ? 410 : 200,
      );
    },
  );

  app.post<{ Params: { token: string }; Body: Form }>(
    '/idp/verify/:token',
    pages.resetLimit,
    async (request, reply) => {
      const { ctx, signInHref } = linkContext(request, '/idp/verify');
      const done = await verifyEmail(db, request.params.token);
      return html(reply, verifyEmailPage(ctx, { done, signInHref }), done ? 200 : 410);
    },
  );
}
