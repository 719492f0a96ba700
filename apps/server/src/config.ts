import path from 'node:path';
import { isSupportedLanguage, splitLocale } from '@pr/contracts';
import type { LabelQrCode } from '@pr/contracts/labels';
import { envSchema } from './config-schema';
import { parseTextFallback, type TextFallback } from './modules/catalog/localize';
import type { TrustedProxies } from './infrastructure/trusted-proxies';
import type { ReviewThresholds } from './modules/reviews/anomaly-rules';
import { SERVER_ROOT } from './server-root';

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
  /** A standby for reads that may be a moment stale (DATABASE_READ_URL). */
  databaseReadUrl: string | undefined;
  /** scrypt cost of new password hashes, as log2 N (PASSWORD_HASH_COST). */
  passwordHashCost: number;
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
  /** What the QR codes of the console's label sheets hold (LABEL_QR_CODE). */
  labelQrCode: LabelQrCode;
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
  /** Days events, deliveries and attempts are kept (an undelivered event stays). */
  eventRetentionDays: number;
  /** The thresholds of the anomaly rules (docs/features.md, "Anomalies to review"). */
  reviewRules: ReviewThresholds;
  /** Hours the keyed hash of an anonymous registration's network is kept. */
  networkHashRetentionHours: number;
  /** The versions of the texts the consents of step 5 agree to. */
  consentTextVersions: { privacyPolicy: string; termsOfUse: string };
  /** How long personal data is kept (docs/privacy.md). */
  retention: { personalDataRetentionDays: number; warrantyYears: number };
  lookupRateLimitPerMinute: number;
  /** Look-up answers kept in memory per process; 0 keeps none. */
  lookupCacheEntries: number;
  /** Addresses one installer account may have checked per hour (each is a provider search). */
  addressChecksPerHour: number;
  /** Batches (PUT /api/devices/batch, up to 10,000 rows each) per client address and minute. */
  batchRateLimitPerMinute: number;
  /** Console requests per staff account and minute, whatever address they come from. */
  consoleRateLimitPerMinute: number;
  /** Calls per API client (client credentials) and minute. */
  apiClientRateLimitPerMinute: number;
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
  if (e.DATABASE_READ_URL !== undefined && e.DATABASE_URL === undefined) {
    throw new ConfigError(
      'Invalid configuration: DATABASE_READ_URL is a standby of DATABASE_URL, which is not set',
    );
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
    databaseReadUrl: e.DATABASE_READ_URL,
    passwordHashCost: e.PASSWORD_HASH_COST,
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
    labelQrCode: e.LABEL_QR_CODE,
    places,
    map: { tileUrl: e.MAP_TILE_URL, attribution: e.MAP_TILE_ATTRIBUTION },
    redisUrl: e.REDIS_URL,
    mail: { smtpUrl: e.SMTP_URL, from: e.MAIL_FROM },
    seedDemo: e.SEED_DEMO,
    webhookAllowPrivateTargets: e.WEBHOOK_ALLOW_PRIVATE_TARGETS,
    eventRetentionDays: e.EVENT_RETENTION_DAYS,
    reviewRules: {
      companyDayMin: e.REVIEW_COMPANY_DAY_MIN,
      companyDayFactor: e.REVIEW_COMPANY_DAY_FACTOR,
      deadlineDays: e.REVIEW_DEADLINE_DAYS,
      deadlinePerDay: e.REVIEW_DEADLINE_PER_DAY,
      serialCancellations: e.REVIEW_SERIAL_CANCELLATIONS,
      serialDays: e.REVIEW_SERIAL_DAYS,
      anonymousPerNetworkPerHour: e.REVIEW_ANONYMOUS_PER_NETWORK_PER_HOUR,
    },
    networkHashRetentionHours: e.NETWORK_HASH_RETENTION_HOURS,
    consentTextVersions: {
      privacyPolicy: e.PRIVACY_POLICY_VERSION,
      termsOfUse: e.TERMS_OF_USE_VERSION,
    },
    retention: {
      personalDataRetentionDays: e.PERSONAL_DATA_RETENTION_DAYS,
      warrantyYears: e.WARRANTY_YEARS,
    },
    lookupRateLimitPerMinute: e.LOOKUP_RATE_LIMIT_PER_MINUTE,
    lookupCacheEntries: e.LOOKUP_CACHE_ENTRIES,
    batchRateLimitPerMinute: e.BATCH_RATE_LIMIT_PER_MINUTE,
    consoleRateLimitPerMinute: e.CONSOLE_RATE_LIMIT_PER_MINUTE,
    apiClientRateLimitPerMinute: e.API_CLIENT_RATE_LIMIT_PER_MINUTE,
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
