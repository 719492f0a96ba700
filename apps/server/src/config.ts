import path from 'node:path';
import { z } from 'zod';
import {
  DEFAULT_ROLES_CLAIM,
  DEFAULT_STAFF_ROLE,
  findLocale,
  isSupportedLanguage,
  splitLocale,
} from '@pr/contracts';
import {
  DEFAULT_TEXT_FALLBACK,
  parseTextFallback,
  type TextFallback,
} from './modules/catalog/localize';
import { checkProxyAddresses, type TrustedProxies } from './plugins/trusted-proxies';
import { SERVER_ROOT } from './server-root';

const booleanFlag = z
  .enum(['true', 'false', '1', '0'], { error: 'must be true or false' })
  .transform((value) => value === 'true' || value === '1');

const optionalUrl = z.url({ error: 'must be an absolute URL' }).optional();
const positiveInt = z.coerce.number({ error: 'must be a number' }).int().positive();

/** Every environment variable the server reads, with its default. */
const envSchema = z.object({
  PORT: z.coerce.number({ error: 'must be a number' }).int().min(0).max(65535).default(8080),
  HOST: z.string().default('0.0.0.0'),
  METRICS_PORT: z.coerce.number({ error: 'must be a number' }).int().min(1).max(65535).optional(),
  PUBLIC_BASE_URL: optionalUrl,
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, { error: 'must be a postgres:// URL' })
    .optional(),
  DATABASE_POOL_SIZE: positiveInt.default(10),
  DATABASE_CONNECT_TIMEOUT_MS: positiveInt.default(5000),
  DATABASE_STATEMENT_TIMEOUT_MS: positiveInt.default(15_000),
  OIDC_ISSUER: optionalUrl,
  OIDC_CLIENT_ID: z.string().min(1).default('product-registration-spa'),
  OIDC_AUDIENCE: z.string().min(1).optional(),
  OIDC_SCOPE: z.string().default('openid profile email offline_access'),
  OIDC_COMPANY_NAME_CLAIM: z.string().min(1).default('company_name'),
  OIDC_COMPANY_EMAIL_CLAIM: z.string().min(1).default('company_email'),
  OIDC_ROLES_CLAIM: z.string().min(1).default(DEFAULT_ROLES_CLAIM),
  OIDC_STAFF_ROLE: z.string().min(1).default(DEFAULT_STAFF_ROLE),
  OIDC_PROFILE_URL: optionalUrl,
  OIDC_PASSWORD_RESET_URL: optionalUrl,
  END_USER_LOGIN_REQUIRED: booleanFlag.default(false),
  DEFAULT_LOCALE: z
    .string()
    .default('de-DE')
    .transform((value, ctx) => {
      const locale = findLocale(value);
      if (!locale)
        ctx.addIssue({ code: 'custom', message: 'must be one of the 28 supported locales' });
      return locale ?? 'de-DE';
    }),
  // The languages a catalog text (product name, incentive…) is looked for in, in order.
  CATALOG_TEXT_FALLBACK: z.string().default(DEFAULT_TEXT_FALLBACK),
  PLACES_PROVIDER: z.enum(['local', 'google', 'nominatim']).default('local'),
  GOOGLE_MAPS_API_KEY: z.string().optional(),
  NOMINATIM_URL: optionalUrl,
  PLACES_RATE_LIMIT_PER_MINUTE: positiveInt.default(120),
  MAP_TILE_URL: z.string().default('https://tile.openstreetmap.org/{z}/{x}/{y}.png'),
  MAP_TILE_ATTRIBUTION: z.string().default('© OpenStreetMap contributors'),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, { error: 'must be a redis:// URL' })
    .optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, { error: 'must be an smtp:// or smtps:// URL' })
    .optional(),
  MAIL_FROM: z.string().min(3).default('Calora <no-reply@calora.example>'),
  SEED_DEMO: booleanFlag.default(true),
  WEBHOOK_ALLOW_PRIVATE_TARGETS: booleanFlag.default(false),
  LOOKUP_RATE_LIMIT_PER_MINUTE: positiveInt.default(120),
  LOOKUP_CACHE_ENTRIES: z.coerce.number({ error: 'must be a number' }).int().min(0).default(20_000),
  REGISTRATION_RATE_LIMIT_PER_MINUTE: positiveInt.default(20),
  REGISTRATION_SERIAL_RATE_LIMIT_PER_HOUR: positiveInt.default(10),
  CONFIRMATION_MAILS_PER_RECIPIENT_PER_DAY: positiveInt.default(5),
  BATCH_RATE_LIMIT_PER_MINUTE: positiveInt.default(10),
  CONSOLE_RATE_LIMIT_PER_MINUTE: positiveInt.default(120),
  PENDING_REGISTRATION_TTL_HOURS: positiveInt.default(72),
  SIGN_IN_RATE_LIMIT_PER_MINUTE: positiveInt.default(20),
  ADDRESS_CHECKS_PER_HOUR: positiveInt.default(10_000),
  CONFIRMATION_LINK_RATE_LIMIT_PER_MINUTE: positiveInt.default(30),
  TELEMETRY_RATE_LIMIT_PER_MINUTE: positiveInt.default(60),
  WEB_VITALS_SAMPLE_RATE: z.coerce
    .number({ error: 'must be a number' })
    .min(0, { error: 'must be between 0 and 1' })
    .max(1, { error: 'must be between 0 and 1' })
    .default(0.1),
  PASSWORD_RESET_RATE_LIMIT_PER_15_MINUTES: positiveInt.default(5),
  ACCOUNT_RATE_LIMIT_PER_15_MINUTES: positiveInt.default(10),
  ACCOUNT_MAILS_PER_DAY: positiveInt.default(3),
  BODY_LIMIT_BYTES: positiveInt.default(5 * 1024 * 1024),
  CATALOG_UPLOAD_LIMIT_BYTES: positiveInt.default(64 * 1024 * 1024),
  TRUST_PROXY: z
    .string()
    .default('false')
    .transform((value, ctx): TrustedProxies => {
      const text = value.trim();
      if (text === 'false') return { hops: 0 };
      // The usual single load balancer; every hop would let clients pick their own address.
      if (text === 'true') return { hops: 1 };
      if (/^\d+$/.test(text)) return { hops: Number(text) };
      const addresses = text.split(',').map((entry) => entry.trim());
      try {
        checkProxyAddresses(addresses);
      } catch {
        ctx.addIssue({
          code: 'custom',
          message: 'must be false, a hop count, or proxy addresses and ranges separated by commas',
        });
        return z.NEVER;
      }
      return { addresses };
    }),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  // Unset hides the help block (docs/spec.md §2: the block is optional).
  HELP_URL: optionalUrl,
  CUSTOMER_PORTAL_URL: z.url().default('https://portal.calora.example/'),
  SERVICE_CLOUD_URL: z.url().default('https://service.calora.example/'),
  INTEGRITY_LINE_URL: z.url().default('https://calora.integrityline.example/'),
  COOKIE_CONSENT_SCRIPT_URL: optionalUrl,
  IMPRINT_COMPANY_NAME: z.string().default('Calora Climatique SA'),
  IMPRINT_STREET: z.string().default('Route de la Chaleur 12'),
  IMPRINT_CITY: z.string().default('1003 Lausanne'),
  IMPRINT_COUNTRY: z.string().default('Suisse'),
  IMPRINT_PHONE: z.string().default('+41 21 555 01 00'),
  IMPRINT_FAX: z.string().default('+41 21 555 01 01'),
  IMPRINT_EMAIL: z.string().default('contact@calora.example'),
  IMPRINT_REGISTER: z
    .string()
    .default('Registre du commerce du canton de Vaud, CHE-123.456.789, TVA CHE-123.456.789 TVA'),
  SUPPORT_PHONE: z.string().default('+41 21 555 01 00'),
  WEB_DIST_DIR: z.string().optional(),
  // Read by the OpenTelemetry SDK itself (apps/server/src/modules/tracing/tracing.ts).
  OTEL_EXPORTER_OTLP_ENDPOINT: optionalUrl,
  OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: optionalUrl,
  OTEL_SERVICE_NAME: z.string().min(1).optional(),
});

export type Env = z.input<typeof envSchema>;

/** The names of every environment variable the server reads. */
export const CONFIG_VARIABLES: readonly string[] = Object.keys(envSchema.shape);

export interface Config {
  port: number;
  host: string;
  /** Where `GET /metrics` answers, apart from the public port; unset serves no metrics. */
  metricsPort: number | undefined;
  /** Traces are exported when an OTLP endpoint is set, under this service name. */
  tracing: { serviceName: string } | undefined;
  publicBaseUrl: string;
  dataDir: string;
  databaseUrl: string | undefined;
  databasePoolSize: number;
  databaseConnectTimeoutMs: number;
  databaseStatementTimeoutMs: number;
  oidc: {
    /** Unset: the embedded provider at `${publicBaseUrl}/idp`. */
    issuer: string;
    embedded: boolean;
    clientId: string;
    audience: string;
    scope: string;
    companyNameClaim: string;
    companyEmailClaim: string;
    rolesClaim: string;
    staffRole: string;
    profileUrl: string | null;
    passwordResetUrl: string | null;
  };
  endUserLoginRequired: boolean;
  defaultLocale: string;
  /**
   * Where a catalog text missing in the requested language is looked for: `requested`, then
   * languages (CATALOG_TEXT_FALLBACK; `default` already the default locale's language).
   */
  catalogTextFallback: TextFallback;
  places:
    | { provider: 'local'; rateLimitPerMinute: number }
    | { provider: 'google'; googleMapsApiKey: string; rateLimitPerMinute: number }
    | { provider: 'nominatim'; nominatimUrl: string; rateLimitPerMinute: number };
  map: { tileUrl: string; attribution: string };
  redisUrl: string | undefined;
  /** Without an SMTP server, mail lands as .eml files in `${dataDir}/outbox`. */
  mail: { smtpUrl: string | undefined; from: string };
  seedDemo: boolean;
  /** Webhooks may be sent to private, loopback and link-local addresses (tests, a closed network). */
  webhookAllowPrivateTargets: boolean;
  lookupRateLimitPerMinute: number;
  /** Look-up answers kept in memory per process; 0 keeps none. */
  lookupCacheEntries: number;
  /** Addresses one installer account may have checked per hour (each is a provider search). */
  addressChecksPerHour: number;
  /** Batches (PUT /api/devices/batch, up to 10,000 rows each) per client address and minute. */
  batchRateLimitPerMinute: number;
  /** Console requests per staff account and minute, whatever address they come from. */
  consoleRateLimitPerMinute: number;
  /** Registrations (PUT /api/{serial}) per client address and minute, and per serial and hour. */
  registrationLimits: {
    perClientPerMinute: number;
    perSerialPerHour: number;
    /** Confirmation mails to one address per day: nobody can flood a mailbox through us. */
    mailsPerRecipientPerDay: number;
    /** Hours an unconfirmed registration (and its mailed link) lives: it holds no serial. */
    pendingTtlHours: number;
    /** Confirmation link pages and buttons per client address and minute (tokens are guessed). */
    confirmationLinksPerMinute: number;
  };
  /** Client error reports per client address and minute. */
  telemetryRateLimitPerMinute: number;
  /** The share of page views (0 to 1) that report their Core Web Vitals. */
  webVitalsSampleRate: number;
  /** Limits of the embedded provider's sign-in, sign-up and reset pages. */
  accountLimits: {
    /** Sign-in and sign-up submissions per client address and minute. */
    signInPerClientPerMinute: number;
    /** Reset requests and new passwords per client address and 15 minutes. */
    resetPerClientPer15Minutes: number;
    /** Sign-up and reset submissions naming one e-mail address, per 15 minutes (sign-ins have their own throttle). */
    perAccountPer15Minutes: number;
    /** Verification, reset and account-exists mails to one address per day. */
    mailsPerAddressPerDay: number;
  };
  bodyLimitBytes: number;
  /** The largest catalog upload of the console (its files' texts in one request). */
  catalogUploadLimitBytes: number;
  trustProxy: TrustedProxies;
  logLevel: string;
  links: {
    help: string | null;
    customerPortal: string;
    serviceCloud: string;
    integrityLine: string;
  };
  cookieConsentScriptUrl: string | null;
  imprint: {
    companyName: string;
    street: string;
    city: string;
    country: string;
    phone: string;
    fax: string;
    email: string;
    register: string;
  };
  supportPhone: string;
  webDistDir: string;
  /** The web build's server-side render bundle, built beside `webDistDir`. */
  webRendererFile: string;
}

export class ConfigError extends Error {}

/** Reads and validates the environment; throws ConfigError with one readable line. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const present = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value !== ''),
  );
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`);
    throw new ConfigError(`Invalid configuration: ${issues.join('; ')}`);
  }
  const e = parsed.data;
  const webDistDir = path.resolve(e.WEB_DIST_DIR ?? path.join(SERVER_ROOT, '../web/dist'));
  const publicBaseUrl = (e.PUBLIC_BASE_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, '');
  const embedded = e.OIDC_ISSUER === undefined;
  const catalogTextFallback = parseTextFallback(
    e.CATALOG_TEXT_FALLBACK,
    splitLocale(e.DEFAULT_LOCALE).language,
    isSupportedLanguage,
  );
  if (typeof catalogTextFallback === 'string') {
    throw new ConfigError(`Invalid configuration: CATALOG_TEXT_FALLBACK ${catalogTextFallback}`);
  }
  const rateLimitPerMinute = e.PLACES_RATE_LIMIT_PER_MINUTE;
  let places: Config['places'];
  if (e.PLACES_PROVIDER === 'google') {
    if (!e.GOOGLE_MAPS_API_KEY) {
      throw new ConfigError(
        'Invalid configuration: GOOGLE_MAPS_API_KEY is required when PLACES_PROVIDER=google',
      );
    }
    places = { provider: 'google', googleMapsApiKey: e.GOOGLE_MAPS_API_KEY, rateLimitPerMinute };
  } else if (e.PLACES_PROVIDER === 'nominatim') {
    if (!e.NOMINATIM_URL) {
      throw new ConfigError(
        'Invalid configuration: NOMINATIM_URL is required when PLACES_PROVIDER=nominatim',
      );
    }
    places = { provider: 'nominatim', nominatimUrl: e.NOMINATIM_URL, rateLimitPerMinute };
  } else {
    places = { provider: 'local', rateLimitPerMinute };
  }
  return {
    port: e.PORT,
    host: e.HOST,
    metricsPort: e.METRICS_PORT,
    tracing:
      (e.OTEL_EXPORTER_OTLP_ENDPOINT ?? e.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT) === undefined
        ? undefined
        : { serviceName: e.OTEL_SERVICE_NAME ?? 'product-registration' },
    publicBaseUrl,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    databaseConnectTimeoutMs: e.DATABASE_CONNECT_TIMEOUT_MS,
    databaseStatementTimeoutMs: e.DATABASE_STATEMENT_TIMEOUT_MS,
    oidc: {
      issuer: e.OIDC_ISSUER ?? `${publicBaseUrl}/idp`,
      embedded,
      clientId: e.OIDC_CLIENT_ID,
      audience: e.OIDC_AUDIENCE ?? `${publicBaseUrl}/api`,
      scope: e.OIDC_SCOPE,
      companyNameClaim: e.OIDC_COMPANY_NAME_CLAIM,
      companyEmailClaim: e.OIDC_COMPANY_EMAIL_CLAIM,
      rolesClaim: e.OIDC_ROLES_CLAIM,
      staffRole: e.OIDC_STAFF_ROLE,
      profileUrl: e.OIDC_PROFILE_URL ?? null,
      passwordResetUrl: e.OIDC_PASSWORD_RESET_URL ?? null,
    },
    endUserLoginRequired: e.END_USER_LOGIN_REQUIRED,
    defaultLocale: e.DEFAULT_LOCALE,
    catalogTextFallback,
    places,
    map: { tileUrl: e.MAP_TILE_URL, attribution: e.MAP_TILE_ATTRIBUTION },
    redisUrl: e.REDIS_URL,
    mail: { smtpUrl: e.SMTP_URL, from: e.MAIL_FROM },
    seedDemo: e.SEED_DEMO,
    webhookAllowPrivateTargets: e.WEBHOOK_ALLOW_PRIVATE_TARGETS,
    lookupRateLimitPerMinute: e.LOOKUP_RATE_LIMIT_PER_MINUTE,
    lookupCacheEntries: e.LOOKUP_CACHE_ENTRIES,
    batchRateLimitPerMinute: e.BATCH_RATE_LIMIT_PER_MINUTE,
    consoleRateLimitPerMinute: e.CONSOLE_RATE_LIMIT_PER_MINUTE,
    registrationLimits: {
      perClientPerMinute: e.REGISTRATION_RATE_LIMIT_PER_MINUTE,
      perSerialPerHour: e.REGISTRATION_SERIAL_RATE_LIMIT_PER_HOUR,
      mailsPerRecipientPerDay: e.CONFIRMATION_MAILS_PER_RECIPIENT_PER_DAY,
      pendingTtlHours: e.PENDING_REGISTRATION_TTL_HOURS,
      confirmationLinksPerMinute: e.CONFIRMATION_LINK_RATE_LIMIT_PER_MINUTE,
    },
    telemetryRateLimitPerMinute: e.TELEMETRY_RATE_LIMIT_PER_MINUTE,
    webVitalsSampleRate: e.WEB_VITALS_SAMPLE_RATE,
    addressChecksPerHour: e.ADDRESS_CHECKS_PER_HOUR,
    accountLimits: {
      signInPerClientPerMinute: e.SIGN_IN_RATE_LIMIT_PER_MINUTE,
      resetPerClientPer15Minutes: e.PASSWORD_RESET_RATE_LIMIT_PER_15_MINUTES,
      perAccountPer15Minutes: e.ACCOUNT_RATE_LIMIT_PER_15_MINUTES,
      mailsPerAddressPerDay: e.ACCOUNT_MAILS_PER_DAY,
    },
    bodyLimitBytes: e.BODY_LIMIT_BYTES,
    catalogUploadLimitBytes: e.CATALOG_UPLOAD_LIMIT_BYTES,
    trustProxy: e.TRUST_PROXY,
    logLevel: e.LOG_LEVEL,
    links: {
      help: e.HELP_URL ?? null,
      customerPortal: e.CUSTOMER_PORTAL_URL,
      serviceCloud: e.SERVICE_CLOUD_URL,
      integrityLine: e.INTEGRITY_LINE_URL,
    },
    cookieConsentScriptUrl: e.COOKIE_CONSENT_SCRIPT_URL ?? null,
    imprint: {
      companyName: e.IMPRINT_COMPANY_NAME,
      street: e.IMPRINT_STREET,
      city: e.IMPRINT_CITY,
      country: e.IMPRINT_COUNTRY,
      phone: e.IMPRINT_PHONE,
      fax: e.IMPRINT_FAX,
      email: e.IMPRINT_EMAIL,
      register: e.IMPRINT_REGISTER,
    },
    supportPhone: e.SUPPORT_PHONE,
    webDistDir,
    webRendererFile: path.join(webDistDir, '..', 'dist-ssr', 'entry-server.js'),
  };
}
