import { recipientTypeIdSchema } from './product-information';
import { z } from './zod';

/** Settings the SPA reads at start from `GET /api/config`, so one build serves every environment. */
export const runtimeConfigSchema = z.object({
  defaultLocale: z.string(),
  endUserLoginRequired: z.boolean(),
  oidc: z.object({
    authority: z.string(),
    clientId: z.string(),
    scope: z.string(),
    companyNameClaim: z.string(),
    companyEmailClaim: z.string(),
    rolesClaim: z.string(),
    staffRole: z.string(),
    /** The embedded provider: profile edit and password reset run as its `ui_flow`s. */
    embedded: z.boolean(),
    /** External providers: where profile edit and password reset live (null: not offered). */
    profileUrl: z.string().nullable(),
    passwordResetUrl: z.string().nullable(),
  }),
  map: z.object({ tileUrl: z.string(), attribution: z.string() }),
  links: z.object({
    help: z.string().nullable(),
    customerPortal: z.string(),
    serviceCloud: z.string(),
    integrityLine: z.string(),
  }),
  cookieConsentScriptUrl: z.string().nullable(),
  imprint: z.object({
    companyName: z.string(),
    street: z.string(),
    city: z.string(),
    country: z.string(),
    phone: z.string(),
    fax: z.string(),
    email: z.string(),
    register: z.string(),
  }),
  supportPhone: z.string(),
  /** The share of page views (0 to 1) that report their Core Web Vitals. */
  webVitalsSampleRate: z.number().min(0).max(1),
});
export type RuntimeConfig = z.infer<typeof runtimeConfigSchema>;

export const healthSchema = z.object({
  status: z.literal('ok'),
  database: z.literal('ok'),
  version: z.string(),
});
export type Health = z.infer<typeof healthSchema>;

/** Answer of `GET /api/health/live`: the process answers (a liveness probe, no database). */
export const livenessSchema = z.object({ status: z.literal('ok'), version: z.string() });

/**
 * Answer of `GET /api/health/ready`: the database answers and holds every migration of this
 * release, so a load balancer may send this replica traffic.
 */
export const readinessSchema = healthSchema.extend({ migrations: z.literal('applied') });

/** Answer of `GET /api/health/authenticated`: the API's view of the caller's access token. */
export const authenticatedHealthSchema = z.object({
  status: z.literal('ok'),
  subject: z.string(),
  userType: recipientTypeIdSchema,
});
export type AuthenticatedHealth = z.infer<typeof authenticatedHealthSchema>;
