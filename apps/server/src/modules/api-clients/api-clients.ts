import { randomBytes, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { CurrentUser } from '@pr/contracts';
import {
  apiClientScopeSchema,
  type ApiClient,
  type ApiClientScope,
  type CreateApiClient,
} from '@pr/contracts/api-clients';
import type { Database } from '../../db/client';
import { isUuid } from '../../db/is-uuid';
import { hashSecretToken } from '../../db/secret-token';
import { apiClients, companies } from '../../db/schema';
import { HttpError } from '../../infrastructure/error-handler';
import { recordStaffAction } from '../console/audit-log';

/** A client as requests see it: its row and its company's name, e-mail and status. */
export interface ApiClientRecord {
  id: string;
  name: string;
  companyId: string | null;
  companyName: string | null;
  companyEmail: string | null;
  companyStatus: string | null;
  scopes: ApiClientScope[];
  createdAt: Date;
  revokedAt: Date | null;
  lastUsedAt: Date | null;
}

/** Scopes stored as text: one a later release removed is simply not granted. */
const knownScopes = (scopes: string[]): ApiClientScope[] =>
  scopes.flatMap((scope) => {
    const parsed = apiClientScopeSchema.safeParse(scope);
    return parsed.success ? [parsed.data] : [];
  });

function selectClients(db: Pick<Database, 'select'>) {
  return db
    .select({
      id: apiClients.id,
      name: apiClients.name,
      companyId: apiClients.companyId,
      companyName: companies.name,
      companyEmail: companies.email,
      companyStatus: companies.status,
      scopes: apiClients.scopes,
      secretHash: apiClients.secretHash,
      createdAt: apiClients.createdAt,
      revokedAt: apiClients.revokedAt,
      lastUsedAt: apiClients.lastUsedAt,
    })
    .from(apiClients)
    .leftJoin(companies, eq(companies.id, apiClients.companyId));
}

type Selected = Awaited<ReturnType<ReturnType<typeof selectClients>['where']>>[number];

const toRecord = ({ secretHash: _secretHash, scopes, ...row }: Selected): ApiClientRecord => ({
  ...row,
  scopes: knownScopes(scopes),
});

/** The contract's view of a client: never its secret. */
export const toApiClient = (client: ApiClientRecord): ApiClient => ({
  id: client.id,
  name: client.name,
  companyId: client.companyId,
  companyName: client.companyName,
  scopes: client.scopes,
  createdAt: client.createdAt.toISOString(),
  revokedAt: client.revokedAt?.toISOString() ?? null,
  lastUsedAt: client.lastUsedAt?.toISOString() ?? null,
});

/** A client id as we make them; anything else (a NUL byte, 10 kB) matches no row unread. */
const CLIENT_ID_PATTERN = /^cli_[0-9a-f]{24}$/;

/** One client by its id (the primary key), or null. */
export async function findApiClient(
  db: Pick<Database, 'select'>,
  id: string,
): Promise<ApiClientRecord | null> {
  if (!CLIENT_ID_PATTERN.test(id)) return null;
  const [row] = await selectClients(db).where(eq(apiClients.id, id));
  return row ? toRecord(row) : null;
}

/**
 * The client whose id and secret these are, or null. The presented secret is hashed and the
 * hashes compared in constant time; an unknown id costs the same hash.
 */
export async function authenticateApiClient(
  db: Pick<Database, 'select'>,
  id: string,
  secret: string,
): Promise<ApiClientRecord | null> {
  const presented = Buffer.from(hashSecretToken(secret));
  const [row] = CLIENT_ID_PATTERN.test(id)
    ? await selectClients(db).where(eq(apiClients.id, id))
    : [];
  if (!row) return null;
  const stored = Buffer.from(row.secretHash);
  if (stored.length !== presented.length || !timingSafeEqual(stored, presented)) return null;
  return toRecord(row);
}

export async function listApiClients(db: Pick<Database, 'select'>): Promise<ApiClient[]> {
  const rows = await selectClients(db).orderBy(desc(apiClients.createdAt), apiClients.id);
  return rows.map((row) => toApiClient(toRecord(row)));
}

/**
 * Staff make a client: its secret is returned this once and kept only as a hash. A company
 * client acts for an approved installer company; the contract already refuses `catalog:write`
 * for one.
 */
export async function createApiClient(
  db: Database,
  staff: Pick<CurrentUser, 'subject' | 'email'>,
  input: CreateApiClient,
): Promise<{ client: ApiClient; clientSecret: string }> {
  if (input.companyId !== null) {
    const [company] = isUuid(input.companyId)
      ? await db
          .select({ status: companies.status })
          .from(companies)
          .where(eq(companies.id, input.companyId))
      : [];
    if (!company) {
      throw new HttpError(404, 'company_not_found', 'No company has this id.', [
        { path: 'body/companyId', message: 'No company has this id.' },
      ]);
    }
    if (company.status !== 'approved') {
      const message = 'This company is not approved: approve it before giving it an API client.';
      throw new HttpError(409, 'company_not_approved', message, [
        { path: 'body/companyId', message },
      ]);
    }
  }
  const id = `cli_${randomBytes(12).toString('hex')}`;
  const clientSecret = `cs_${randomBytes(32).toString('base64url')}`;
  const scopes = [...new Set(input.scopes)];
  await db.transaction(async (tx) => {
    await tx.insert(apiClients).values({
      id,
      name: input.name,
      companyId: input.companyId,
      scopes,
      secretHash: hashSecretToken(clientSecret),
      createdBy: staff.email ?? staff.subject,
    });
    await recordStaffAction(tx, staff, {
      action: 'api_client_create',
      targetType: 'api_client',
      targetId: id,
      details: { name: input.name, companyId: input.companyId, scopes },
    });
  });
  const created = await findApiClient(db, id);
  if (!created) throw new Error('API client not stored');
  return { client: toApiClient(created), clientSecret };
}

/** Staff revoke a client: its tokens stop at the next request (each request reads the row). */
export async function revokeApiClient(
  db: Database,
  staff: Pick<CurrentUser, 'subject' | 'email'>,
  id: string,
): Promise<{ client: ApiClient }> {
  if (!CLIENT_ID_PATTERN.test(id)) throw clientNotFound();
  await db.transaction(async (tx) => {
    const [row] = await tx
      .update(apiClients)
      // Revoking twice keeps the first time.
      .set({ revokedAt: sql`coalesce(${apiClients.revokedAt}, now())` })
      .where(eq(apiClients.id, id))
      .returning({ name: apiClients.name });
    if (!row) throw clientNotFound();
    await recordStaffAction(tx, staff, {
      action: 'api_client_revoke',
      targetType: 'api_client',
      targetId: id,
      details: { name: row.name },
    });
  });
  const revoked = await findApiClient(db, id);
  if (!revoked) throw clientNotFound();
  return { client: toApiClient(revoked) };
}

const clientNotFound = () =>
  new HttpError(404, 'api_client_not_found', 'No API client has this id.');

/** How stale `last_used_at` may get: one write a minute per client, not one per call. */
export const LAST_USED_PRECISION_MS = 60_000;

/** Notes a client's use, unless it was noted within the last minute (by any replica). */
export async function touchApiClient(
  db: Pick<Database, 'update'>,
  client: ApiClientRecord,
  now: Date,
): Promise<void> {
  if (client.lastUsedAt && now.getTime() - client.lastUsedAt.getTime() < LAST_USED_PRECISION_MS)
    return;
  const staleBefore = new Date(now.getTime() - LAST_USED_PRECISION_MS);
  await db
    .update(apiClients)
    .set({ lastUsedAt: now })
    .where(
      and(
        eq(apiClients.id, client.id),
        or(isNull(apiClients.lastUsedAt), lt(apiClients.lastUsedAt, staleBefore)),
      ),
    );
}
