import { z } from 'zod';
import { findLocale } from '@pr/contracts';
import { LABEL_QR_CODES } from '@pr/contracts/labels';
import { identityVariables } from './config-identity';
import { limitVariables, optionalUrl, positiveInt } from './config-limits';
import { reviewRuleVariables } from './config-review-rules';
import { DEFAULT_TEXT_FALLBACK } from './modules/catalog/localize';
import { checkProxyAddresses, type TrustedProxies } from './infrastructure/trusted-proxies';

/** The version of a text people agree to, kept with each consent to it. */
const textVersion = z.string().trim().min(1).max(100).default('2024-01');

declare module 'zod' {
  interface GlobalMeta {
    /**
     * The default as docs/configuration.md states it, for a variable whose default is worked
     * out in loadConfig rather than written in the schema.
     */
    defaultText?: string;
  }
}

const booleanFlag = z
  .enum(['true', 'false', '1', '0'], { error: 'must be true or false' })
  .transform((value) => value === 'true' || value === '1');

/**
 * The environment variables apart from the limits, each described by the text
 * docs/configuration.md shows (`npm run docs:config` writes it from these descriptions).
 */
const generalVariables = {
  PORT: z.coerce
    .number({ error: 'must be a number' })
    .int()
    .min(0)
    .max(65535)
    .default(8080)
    .describe('HTTP port'),
  HOST: z.string().default('0.0.0.0').describe('interface to listen on'),
  METRICS_PORT: z.coerce
    .number({ error: 'must be a number' })
    .int()
    .min(1)
    .max(65535)
    .optional()
    .meta({
      description:
        'port of Prometheus metrics (`GET /metrics`), apart from the public port so no load balancer or ingress exposes them; unset, none are collected; see "Metrics" in the [README](../README.md#metrics)',
      defaultText: 'unset (no metrics)',
    }),
  PUBLIC_BASE_URL: optionalUrl.meta({
    description:
      "the address users reach; used for the embedded identity provider's issuer and the OpenAPI server; `https://` makes cookies `Secure`",
    defaultText: '`http://localhost:$PORT`',
  }),
  DATA_DIR: z
    .string()
    .min(1)
    .default('./data')
    .describe('folder of the embedded database (and, later, mail outbox)'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, { error: 'must be a postgres:// URL' })
    .optional()
    .describe('`postgres://…` — use this PostgreSQL instead of the embedded one'),
  DATABASE_READ_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, { error: 'must be a postgres:// URL' })
    .optional()
    .describe(
      '`postgres://…` of a streaming standby of `DATABASE_URL`: console searches, exports, the overview, the funnel and the audit log read from it, a moment behind the primary (docs/operations.md §3); unset, everything reads from `DATABASE_URL`',
    ),
  DATABASE_POOL_SIZE: positiveInt
    .default(10)
    .describe('connections per server process to PostgreSQL'),
  DATABASE_CONNECT_TIMEOUT_MS: positiveInt
    .default(5000)
    .describe(
      'how long a request waits for a PostgreSQL connection before it answers 503 `database_unavailable` (with `Retry-After`)',
    ),
  DATABASE_STATEMENT_TIMEOUT_MS: positiveInt
    .default(15_000)
    .describe(
      'the longest statement PostgreSQL runs for a request (migrations have no limit); past it, 503',
    ),
  ...identityVariables,
  END_USER_LOGIN_REQUIRED: booleanFlag
    .default(false)
    .describe('end users must sign in before the address step'),
  DEFAULT_LOCALE: z
    .string()
    .default('de-DE')
    .transform((value, ctx) => {
      const locale = findLocale(value);
      if (!locale)
        ctx.addIssue({ code: 'custom', message: 'must be one of the 28 supported locales' });
      return locale ?? 'de-DE';
    })
    .describe('locale of unprefixed URLs; `default` in `CATALOG_TEXT_FALLBACK` is its language'),
  CATALOG_TEXT_FALLBACK: z
    .string()
    .default(DEFAULT_TEXT_FALLBACK)
    .describe(
      "order in which catalog texts (product names, colours, incentives) are looked for: `requested` is the page's or mail's language, `default` the language of `DEFAULT_LOCALE`, other entries languages such as `pl`; a text in none of them shows in the first language it has",
    ),
  LABEL_QR_CODE: z
    .enum(LABEL_QR_CODES)
    .default('deep-link')
    .describe(
      "what the QR codes of the console's label sheets hold: `deep-link` (`{PUBLIC_BASE_URL}/products/{serial}`, what rating plates and the scanner know, for every product) or `gs1-digital-link` (`{PUBLIC_BASE_URL}/01/{gtin}/21/{serial}` on our GS1 resolver; a product without a GTIN, or a serial longer than GS1's 20 characters, gets the deep link)",
    ),
  PLACES_PROVIDER: z
    .enum(['local', 'google', 'nominatim'])
    .default('local')
    .describe(
      "address search: `local` (embedded: the demo addresses and those loaded with `npm run places:import`; never customers' registered addresses), `google` (Places API (New)), `nominatim` (self-hosted OpenStreetMap)",
    ),
  GOOGLE_MAPS_API_KEY: z
    .string()
    .optional()
    .describe('key for `PLACES_PROVIDER=google`; stays on the server'),
  NOMINATIM_URL: optionalUrl.describe('base URL for `PLACES_PROVIDER=nominatim`'),
  MAP_TILE_URL: z
    .string()
    .default('https://tile.openstreetmap.org/{z}/{x}/{y}.png')
    .describe('map tile template for the address map'),
  MAP_TILE_ATTRIBUTION: z
    .string()
    .default('© OpenStreetMap contributors')
    .describe('attribution shown on the map'),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, { error: 'must be a redis:// URL' })
    .optional()
    .describe(
      '`redis://…` — share rate-limit counters between replicas; while Redis is down the limits let requests through (a warning in the log) rather than refuse them',
    ),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, { error: 'must be an smtp:// or smtps:// URL' })
    .optional()
    .meta({
      description:
        'SMTP server every mail goes through (`smtp://user:pass@host:587`, or `smtps://…`); unset, every mail is written as an `.eml` file to `$DATA_DIR/outbox`. Mail is queued in the database and retried, so an SMTP outage loses nothing',
      defaultText: 'unset (`.eml` files in `$DATA_DIR/outbox`)',
    }),
  MAIL_FROM: z
    .string()
    .min(3)
    .default('Calora <no-reply@calora.example>')
    .describe(
      'sender of every mail (address verification, password reset, registration confirmations)',
    ),
  SEED_DEMO: booleanFlag
    .default(true)
    .describe(
      'write the demo data (catalog, addresses, demo accounts) at start when the database has not seen this demo data yet; a restart with the same demo data writes nothing',
    ),
  WEBHOOK_ALLOW_PRIVATE_TARGETS: booleanFlag
    .default(false)
    .describe(
      'let webhooks go to private, loopback and link-local addresses (10.x, 192.168.x, 127.x, 169.254.x, ::1, …); refused otherwise, against server-side request forgery; for tests and closed networks only ([`docs/integrations.md`](integrations.md))',
    ),
  ...reviewRuleVariables,
  NETWORK_HASH_RETENTION_HOURS: positiveInt
    .default(24)
    .describe(
      "hours the keyed hash of an anonymous registration's network is kept for the rule above; deleted hourly after ([`docs/privacy.md`](privacy.md))",
    ),
  EVENT_RETENTION_DAYS: positiveInt
    .default(90)
    .describe(
      'days events (and their webhook deliveries and attempts) are kept; older ones are deleted hourly, except an event still waiting to reach an endpoint; "recover everything since…" reaches back this far ([`docs/integrations.md`](integrations.md))',
    ),
  PRIVACY_POLICY_VERSION: textVersion.describe(
    'the version of the privacy policy people agree to at step 5: each consent is kept as a record with this version, its language and time ([`docs/privacy.md`](privacy.md)); change it with the text',
  ),
  TERMS_OF_USE_VERSION: textVersion.describe(
    'the version of the product-registration terms people agree to at step 5, kept with each consent like `PRIVACY_POLICY_VERSION`',
  ),
  PERSONAL_DATA_RETENTION_DAYS: positiveInt
    .default(90)
    .describe(
      'days names, e-mail addresses and streets of registrations that never became confirmed (pending past their link, superseded, cancelled) are kept, and those of finished transfer requests, sent mails and events; an hourly job on one replica at a time erases them after that and records it in the audit log ([`docs/privacy.md`](privacy.md))',
    ),
  WARRANTY_YEARS: positiveInt
    .default(10)
    .describe(
      "years after its installation date a confirmed registration keeps its owner's name, e-mail and street (the warranty they are kept for); then they are erased and the device, product, date and postal area stay ([`docs/privacy.md`](privacy.md))",
    ),
  LOOKUP_CACHE_ENTRIES: z.coerce
    .number({ error: 'must be a number' })
    .int()
    .min(0)
    .default(20_000)
    .describe(
      'serial look-up answers kept in memory per process (least recently used go first); every replica drops them when a catalog import commits (PostgreSQL `LISTEN`/`NOTIFY`); `0` keeps none',
    ),
  WEB_VITALS_SAMPLE_RATE: z.coerce
    .number({ error: 'must be a number' })
    .min(0, { error: 'must be between 0 and 1' })
    .max(1, { error: 'must be between 0 and 1' })
    .default(0.1)
    .describe(
      "share of page views (0 to 1) that report their Core Web Vitals (LCP, INP, CLS) when hidden; the console overview shows their 75th percentile per page over 28 days, with the measurements each rests on; only the app's pages and plausible values count (docs/operations.md §6); reports older than that are deleted hourly; `0` turns it off",
    ),
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
    })
    .describe(
      "which proxies may tell the client's address (`X-Forwarded-For`) and a request id (`X-Request-Id`): `false`, the number of proxy hops in front (`1` for one load balancer; `true` means `1`), or their addresses and ranges (`10.0.0.0/8,192.168.1.7`). Never every hop: a client could pick its own rate-limit key",
    ),
  LOG_LEVEL: z
    .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
    .default('info')
    .describe('pino level (`fatal` … `trace`, `silent`)'),
  // Unset hides the help block (docs/spec.md §2: the block is optional).
  HELP_URL: optionalUrl.meta({
    description: "target of 'Aide & Support'",
    defaultText: 'unset (help block hidden)',
  }),
  CUSTOMER_PORTAL_URL: z
    .url()
    .default('https://portal.calora.example/')
    .describe('customer portal link on the installer thank-you page'),
  SERVICE_CLOUD_URL: z
    .url()
    .default('https://service.calora.example/')
    .describe("'Visitez notre Service Cloud' after a bulk import"),
  INTEGRITY_LINE_URL: z
    .url()
    .default('https://calora.integrityline.example/')
    .describe("footer 'Integrity line' link"),
  COOKIE_CONSENT_SCRIPT_URL: optionalUrl.meta({
    description: 'cookie-declaration script shown on the privacy page',
    defaultText: 'unset (off)',
  }),
  IMPRINT_COMPANY_NAME: z
    .string()
    .default('Calora Climatique SA')
    .describe('company on the imprint page'),
  IMPRINT_STREET: z.string().default('Route de la Chaleur 12').describe('its street'),
  IMPRINT_CITY: z.string().default('1003 Lausanne').describe('its postal code and city'),
  IMPRINT_COUNTRY: z.string().default('Suisse').describe('its country'),
  IMPRINT_PHONE: z.string().default('+41 21 555 01 00').describe('its phone'),
  IMPRINT_FAX: z.string().default('+41 21 555 01 01').describe('its fax'),
  IMPRINT_EMAIL: z.string().default('contact@calora.example').describe('its contact e-mail'),
  IMPRINT_REGISTER: z
    .string()
    .default('Registre du commerce du canton de Vaud, CHE-123.456.789, TVA CHE-123.456.789 TVA')
    .describe('its commercial-register and VAT statement'),
  SUPPORT_PHONE: z
    .string()
    .default('+41 21 555 01 00')
    .describe('phone number on pages whose legal text is not available yet'),
  WEB_DIST_DIR: z.string().optional().meta({
    description:
      "built SPA to serve; the public pages' server renderer is `../dist-ssr/entry-server.js` beside it",
    defaultText: '`apps/web/dist`',
  }),
  // Read by the OpenTelemetry SDK itself (apps/server/src/infrastructure/tracing.ts).
  OTEL_EXPORTER_OTLP_ENDPOINT: optionalUrl.meta({
    description:
      "OpenTelemetry collector (OTLP over HTTP, e.g. `http://otel-collector:4318`): a span per request (named by route, continuing a caller's `traceparent`) and, on PostgreSQL, one per statement; `OTEL_EXPORTER_OTLP_TRACES_ENDPOINT`, `OTEL_EXPORTER_OTLP_HEADERS` and `OTEL_TRACES_SAMPLER`/`_ARG` are read as the OpenTelemetry SDK documents them",
    defaultText: 'unset (no traces)',
  }),
  OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: optionalUrl.describe(
    "the collector's trace endpoint itself, when it is not `$OTEL_EXPORTER_OTLP_ENDPOINT/v1/traces`; either one turns tracing on",
  ),
  OTEL_SERVICE_NAME: z.string().min(1).optional().meta({
    description: 'the service name the traces carry',
    defaultText: '`product-registration`',
  }),
};

/** Every environment variable the server reads, with its default. */
export const envSchema = z.object({ ...generalVariables, ...limitVariables });

/** The variables as docs/configuration.md groups them. */
export const CONFIG_SECTIONS = [
  { title: 'Server, data and identity', variables: generalVariables },
  { title: 'Limits', variables: limitVariables },
] as const;
