import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { and, desc, eq, notInArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import {
  apiErrorSchema,
  bulkMappingAnswerSchema,
  headerRowKeySchema,
  rememberedBulkMappingSchema,
} from '@pr/contracts';
import { bulkMappings } from '../../db/schema';
import { requireInstaller, signedInInstaller } from '../auth/authentication';

/** Header rows remembered per account: the most recently confirmed ones. */
export const REMEMBERED_MAPPINGS_PER_ACCOUNT = 50;

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  429: apiErrorSchema,
};

/**
 * Bulk step 2 remembers the column mapping an installer confirmed for a header row, on the
 * server (so it follows the account to another browser), and proposes it the next time the
 * same headers come. Each account sees only its own.
 */
export const bulkMappingRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  const config = { rateLimit: { max: app.config.lookupRateLimitPerMinute, timeWindow: 60_000 } };
  const tags = ['bulk'];
  const security = [{ bearerAuth: [] }];
  const params = z.object({ headersKey: headerRowKeySchema });

  app.get(
    '/me/bulk-mappings/:headersKey',
    {
      config,
      preParsing: requireInstaller,
      schema: {
        summary: 'The column mapping the caller confirmed last for a header row',
        tags,
        security,
        params,
        response: { 200: bulkMappingAnswerSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { subject } = signedInInstaller(request);
      const [row] = await db
        .select({ mapping: bulkMappings.mapping })
        .from(bulkMappings)
        .where(
          and(
            eq(bulkMappings.accountSubject, subject),
            eq(bulkMappings.headersKey, request.params.headersKey),
          ),
        );
      void reply.header('Cache-Control', 'private, no-store');
      // Nothing remembered is an answer, not a failure: the page asks for every new sheet.
      return bulkMappingAnswerSchema.parse({ mapping: row?.mapping ?? null });
    },
  );

  app.put(
    '/me/bulk-mappings/:headersKey',
    {
      config,
      preParsing: requireInstaller,
      schema: {
        summary: 'Remembers the column mapping the caller confirmed for a header row',
        tags,
        security,
        params,
        body: rememberedBulkMappingSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const { subject } = signedInInstaller(request);
      await db.transaction(async (tx) => {
        await tx
          .insert(bulkMappings)
          .values({
            accountSubject: subject,
            headersKey: request.params.headersKey,
            mapping: request.body.mapping,
          })
          .onConflictDoUpdate({
            target: [bulkMappings.accountSubject, bulkMappings.headersKey],
            set: { mapping: request.body.mapping, updatedAt: sql`now()` },
          });
        // The oldest beyond the account's share are forgotten.
        const kept = tx
          .select({ key: bulkMappings.headersKey })
          .from(bulkMappings)
          .where(eq(bulkMappings.accountSubject, subject))
          .orderBy(desc(bulkMappings.updatedAt))
          .limit(REMEMBERED_MAPPINGS_PER_ACCOUNT);
        await tx
          .delete(bulkMappings)
          .where(
            and(
              eq(bulkMappings.accountSubject, subject),
              notInArray(bulkMappings.headersKey, kept),
            ),
          );
      });
      return reply.status(204).send(null);
    },
  );
};
