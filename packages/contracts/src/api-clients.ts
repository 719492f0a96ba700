import { z } from './zod';
import { plainText } from './plain-text';

/**
 * What an integrator's system may do with a client-credentials token. The routes are the
 * ones the screens use; a scope only opens the ones of its kind.
 */
export const API_CLIENT_SCOPES = [
  /** Read the registrations of the client's company (or all, for a manufacturer client). */
  'registrations:read',
  /** Register a device or a batch as the client's company. */
  'registrations:write',
  /** Import the product catalog (manufacturer clients only). */
  'catalog:write',
] as const;
export const apiClientScopeSchema = z.enum(API_CLIENT_SCOPES);
export type ApiClientScope = z.infer<typeof apiClientScopeSchema>;

/** What staff give when they create a client. */
export const createApiClientSchema = z
  .object({
    name: plainText().trim().min(3).max(100),
    /** The installer company the client acts for; null for the manufacturer's own systems. */
    companyId: z.uuid().nullable(),
    scopes: z.array(apiClientScopeSchema).min(1).max(API_CLIENT_SCOPES.length),
  })
  .refine((client) => client.companyId === null || !client.scopes.includes('catalog:write'), {
    error: 'catalog:write is for the manufacturer’s clients only',
    path: ['scopes'],
  })
  // A registration is made as a company: the manufacturer's systems have none to act as.
  .refine((client) => client.companyId !== null || !client.scopes.includes('registrations:write'), {
    error: 'registrations:write is for a company’s clients only',
    path: ['scopes'],
  });
export type CreateApiClient = z.input<typeof createApiClientSchema>;

export const apiClientSchema = z.object({
  /** The OAuth `client_id`. */
  id: z.string(),
  name: z.string(),
  companyId: z.uuid().nullable(),
  /** The company's name, or null for a manufacturer client. */
  companyName: z.string().nullable(),
  scopes: z.array(apiClientScopeSchema),
  createdAt: z.iso.datetime({ offset: true }),
  /** Set once revoked: its tokens stop working at once. */
  revokedAt: z.iso.datetime({ offset: true }).nullable(),
  lastUsedAt: z.iso.datetime({ offset: true }).nullable(),
});
export type ApiClient = z.infer<typeof apiClientSchema>;

export const apiClientListSchema = z.object({ clients: z.array(apiClientSchema) });

/** The answer that shows a client's secret: the only time it is shown. */
export const apiClientWithSecretSchema = z.object({
  client: apiClientSchema,
  clientSecret: z.string(),
});
