import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { BrowserSession, startAuthorization } from '../oidc-client';
import { useTestApp } from '../test-app';

/** Form posts hash passwords at OWASP's cost, so fewer cases than the API's 10,000. */
const RUNS = Number(process.env.IDP_FUZZ_RUNS ?? 300);

/** What a person or a script may type into a form field: anything, NUL bytes included. */
const typed = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 80 }),
  fc.emailAddress(),
  fc.constantFrom('owner@example.com', 'owner\u0000@example.com', 'Owner-2024!', ''),
  fc.integer({ min: 200, max: 20_000 }).map((length) => 'x'.repeat(length)),
);

const form = fc.record(
  {
    email: typed,
    password: typed,
    givenName: typed,
    familyName: typed,
    companyName: typed,
    companyEmail: typed,
    lang: fc.constantFrom('fr', 'de', 'xx', '\u0000'),
  },
  { requiredKeys: [] },
);

const page = fc.oneof(
  fc
    .tuple(fc.constantFrom('login', 'signup', 'reset', 'profile'), form)
    .map(([action, fields]) => ({
      kind: 'interaction' as const,
      action,
      fields,
    })),
  fc
    .tuple(fc.constantFrom('reset', 'verify'), fc.string({ unit: 'binary', maxLength: 60 }), form)
    .map(([link, token, fields]) => ({
      kind: 'link' as const,
      path: `/idp/${link}/${encodeURIComponent(token) || '_'}`,
      fields,
    })),
);

describe('identity pages fuzz: every form of the embedded provider', () => {
  const many = '100000000';
  const t = useTestApp('pglite', {
    LOG_LEVEL: 'silent',
    SIGN_IN_RATE_LIMIT_PER_MINUTE: many,
    PASSWORD_RESET_RATE_LIMIT_PER_15_MINUTES: many,
    ACCOUNT_RATE_LIMIT_PER_15_MINUTES: many,
  });
  let session: BrowserSession;
  let interactionPath: string;
  beforeAll(async () => {
    session = new BrowserSession(t.app);
    ({ interactionPath } = await startAuthorization(session));
  });

  const accounts = async () =>
    JSON.stringify(await t.app.database.db.execute(sql`select count(*) from accounts`));

  it(`answers ${RUNS} generated form posts without a 5xx, and a refused one writes nothing`, async () => {
    await fc.assert(
      fc.asyncProperty(page, fc.boolean(), async (request, post) => {
        const before = await accounts();
        const url =
          request.kind === 'interaction' ? `${interactionPath}/${request.action}` : request.path;
        const fields = Object.fromEntries(
          Object.entries(request.fields).filter(
            (entry): entry is [string, string] => entry[1] !== undefined,
          ),
        );
        const res =
          post || request.kind === 'interaction'
            ? await session.post(url, fields)
            : await session.get(url);
        expect(res.statusCode, `${url}: ${res.body.slice(0, 200)}`).toBeLessThan(500);
        // A generated login may be the demo owner's real one: its answer is a redirect.
        const redirected = res.statusCode >= 300 && res.statusCode < 400;
        if (!redirected) expect(res.headers['content-type']).toContain('text/html');
        if (res.statusCode >= 400) expect(await accounts()).toBe(before);
      }),
      { numRuns: RUNS },
    );
  }, 600_000);
});
