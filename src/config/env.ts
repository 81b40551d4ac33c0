import { existsSync, readFileSync } from 'node:fs';
import Joi from 'joi';
import { parseTrustProxy, type TrustProxy } from './trust-proxy';

/**
 * The one place that reads process.env. Every variable is validated once at start-up; a missing or
 * malformed one stops the process with a message naming it. `.env.example` documents each of them.
 */
export interface Env {
  NODE_ENV: 'development' | 'test' | 'production';
  CLOCK_FIXED_AT?: string;
  SMS_CAMPAIGN_PER_SECOND: number;
  SMS_CLAIM_LEASE_SECONDS: number;
  PORT: number;
  HOST?: string;
  LOG_LEVEL: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  LOG_FILE?: string;
  PUBLIC_BASE_URL: string;
  TRUST_PROXY: TrustProxy;
  API_DOCS?: boolean;
  DATABASE_URL?: string;
  DATABASE_REPLICA_URL?: string;
  DATABASE_SSL: boolean;
  DATABASE_SSL_CA?: string;
  DATABASE_POOL_SIZE: number;
  EMBEDDED_DB_DIR: string;
  DEMO_SEED: boolean;
  REDIS_URL?: string;
  QUEUE_PREFIX: string;
  PROCESS_ROLE: 'both' | 'api' | 'worker';
  WEB_CONCURRENCY: number;
  SHUTDOWN_DRAIN_MS: number;
  MIGRATIONS: 'run' | 'skip';
  METRICS_TOKEN?: string;
  METRICS_PORT?: number;
  JOB_REQUEUE_SECONDS: number;
  JWT_CONSUMER_SECRET: string;
  JWT_ADMIN_SECRET: string;
  JWT_PARTNER_SECRET: string;
  JWT_CONSUMER_EXPIRES_IN: string;
  JWT_ADMIN_EXPIRES_IN: string;
  JWT_PARTNER_EXPIRES_IN: string;
  OTP_HASH_SECRET: string;
  SMS_PROVIDER: 'log' | 'outbox' | 'msg91';
  SMS_GATEWAY_URL?: string;
  SMS_API_KEY?: string;
  SMS_SENDER_ID: string;
  SMS_TEMPLATE_ID?: string;
  SMS_MERCHANT_APPROVED_TEMPLATE_ID?: string;
  SMS_MERCHANT_REJECTED_TEMPLATE_ID?: string;
  SMS_PARTNER_BANK_CHANGED_TEMPLATE_ID?: string;
  SMS_DORMANCY_NOTICE_TEMPLATE_ID?: string;
  SMS_INBOUND_SECRET?: string;
  DORMANT_ERASE_DAYS: number;
  SMS_URL_DOMAINS: string;
  STORAGE_DRIVER: 'local' | 's3';
  UPLOAD_DIR: string;
  S3_BUCKET?: string;
  S3_PRIVATE_BUCKET?: string;
  S3_REGION: string;
  S3_ENDPOINT?: string;
  S3_ACCESS_KEY_ID?: string;
  S3_SECRET_ACCESS_KEY?: string;
  S3_PUBLIC_URL?: string;
  BOOTSTRAP_ADMIN_EMAIL?: string;
  BOOTSTRAP_ADMIN_PASSWORD?: string;
  ADMIN_IDLE_SECONDS: number;
  ADMIN_IDLE_COUNTDOWN_SECONDS: number;
  MAKER_CHECKER: boolean;
  UPLOAD_MAX_FILE_MB: number;
  UPLOAD_MAX_XLS_MB: number;
  UPLOAD_MAX_ROWS: number;
  UPLOAD_MAX_UNZIPPED_MB: number;
  UPLOAD_MAX_ZIP_RATIO: number;
  UPLOAD_SYNC_WAIT_MS: number;
  UPLOAD_RETRY_BACKOFF_MS: number;
  UPLOAD_BATCH_ROWS: number;
  UPLOAD_MAX_SHARED_STRINGS: number;
  UPLOAD_MAX_SHARED_STRINGS_MB: number;
  UPLOAD_READER_MAX_MB: number;
  UPLOAD_READER_TIMEOUT_SECONDS: number;
  CRM_FORM_URL?: string;
  CRM_ORG_ID?: string;
  ANALYTICS_GA4_ID?: string;
  ANALYTICS_ENDPOINT: string;
  CONSUMER_IDLE_SECONDS: number;
  CONSUMER_IDLE_COUNTDOWN_SECONDS: number;
  CONSUMER_APP_MODE: 'standard' | 'alternate';
  CONSUMER_LOGIN_ROUTE: boolean;
  CONSUMER_LENDER?: string;
  APP_STORE_URL?: string;
  WELCOME_VIDEO_URL?: string;
  GRIEVANCE_OFFICER_NAME?: string;
  GRIEVANCE_OFFICER_EMAIL?: string;
  GRIEVANCE_OFFICER_PHONE?: string;
  INDIALENDS_LENDER_KEY: string;
  INDIALENDS_API_URL?: string;
  LENDER_SECRETS_KEY?: string;
  LENDER_API_ALLOW_HOSTS?: string;
  INDIALENDS_API_KEY?: string;
  PARTNER_IDLE_SECONDS: number;
  PARTNER_IDLE_COUNTDOWN_SECONDS: number;
  PARTNER_TDS_PERCENT: number;
  PARTNER_GST_PERCENT: number;
  PLATFORM_GST_STATE: string;
  PARTNER_API_RATE_LIMIT_PER_MINUTE: number;
  COOKIE_SESSION_MAX_PER_IP_PER_HOUR: number;
  COOKIE_SESSION_MAX_ANONYMOUS: number;
  CSR_REVEALS_PER_DAY: number;
}

const DEV_SECRET = 'dev-only-secret-change-me-0123456789abcdef';
const isProd = Joi.ref('NODE_ENV');
const durationPattern = /^\d+[smhd]$/;

/** In production a secret has no default and must be long; elsewhere a fixed development value is used. */
const secret = (devDefault: string) =>
  Joi.string()
    .min(32)
    .when(isProd, {
      is: 'production',
      then: Joi.required().invalid(devDefault),
      otherwise: Joi.optional().default(devDefault),
    });

const schema = Joi.object<Env>({
  NODE_ENV: Joi.string().valid('development', 'test', 'production').default('development'),
  // Tests only: the instant the app's Clock shows (calling and sending hours), e.g. for a server
  // process a test starts.
  CLOCK_FIXED_AT: Joi.string()
    .isoDate()
    .when('NODE_ENV', { is: 'test', otherwise: Joi.forbidden() }),
  // The most campaign texts sent a second (the SMS provider's contracted throughput).
  SMS_CAMPAIGN_PER_SECOND: Joi.number().integer().min(1).max(1000).default(50),
  // A worker renews its claim on a campaign recipient before each text (the gateway answers
  // within 5 s): a claim older than this is a stopped worker's, and its recipient goes back.
  SMS_CLAIM_LEASE_SECONDS: Joi.number().integer().min(10).max(3600).default(120),
  PORT: Joi.number().integer().min(0).max(65535).default(3000),
  LOG_LEVEL: Joi.string()
    .valid('fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent')
    .default('info'),
  LOG_FILE: Joi.string(),
  PUBLIC_BASE_URL: Joi.string()
    .uri({ scheme: ['http', 'https'] })
    .default('http://localhost:3000'),
  // The address to listen on; unset: 127.0.0.1 with development defaults, else every interface.
  HOST: Joi.string().hostname(),
  // Whose X-Forwarded-For is believed. Only a proxy in front of us may set the client address:
  // trusting more lets any caller pick the address the per-address limits count.
  TRUST_PROXY: Joi.string()
    .default('loopback')
    .custom((value: string, helpers) => {
      try {
        return parseTrustProxy(value);
      } catch (err) {
        return helpers.message({ custom: (err as Error).message });
      }
    }),
  // The OpenAPI pages map every route: on by default except in production.
  API_DOCS: Joi.boolean(),
  // pg lets the URL's ssl parameters override DATABASE_SSL's verified TLS: refuse them.
  // The embedded database is for trying the app out: one process, no backups, no replica.
  DATABASE_URL: Joi.string()
    .uri({ scheme: ['postgres', 'postgresql'] })
    .custom((url: string, helpers) =>
      [...new URL(url).searchParams.keys()].some((k) => k.startsWith('ssl'))
        ? helpers.message({ custom: 'DATABASE_URL must not set ssl options: use DATABASE_SSL' })
        : url,
    )
    .when(isProd, {
      is: 'production',
      then: Joi.required().messages({
        'any.required':
          'DATABASE_URL is required in production (the embedded database is for development ' +
          'only); set it to your PostgreSQL server, e.g. postgres://user:password@host:5432/db',
      }),
    }),
  // Reports and dashboards read here (a streaming replica); the primary when it is down.
  DATABASE_REPLICA_URL: Joi.string()
    .uri({ scheme: ['postgres', 'postgresql'] })
    .when('DATABASE_URL', { not: Joi.exist(), then: Joi.forbidden() })
    .messages({ 'any.unknown': 'DATABASE_REPLICA_URL needs DATABASE_URL (the primary)' }),
  DATABASE_SSL: Joi.boolean().default(false),
  // A private CA's certificate (PEM file) for DATABASE_SSL; without it, Node's public CAs.
  DATABASE_SSL_CA: Joi.string()
    .custom((path: string, helpers) => {
      const problem = pemProblem(path);
      return problem ? helpers.message({ custom: problem }) : path;
    })
    .when('DATABASE_SSL', { is: true, otherwise: Joi.forbidden() })
    .messages({ 'any.unknown': 'DATABASE_SSL_CA needs DATABASE_SSL=true' }),
  DATABASE_POOL_SIZE: Joi.number().integer().min(1).max(200).default(10),
  EMBEDDED_DB_DIR: Joi.string().default('./data/pglite'),
  DEMO_SEED: Joi.boolean().default(true),
  REDIS_URL: Joi.string().uri({ scheme: ['redis', 'rediss'] }),
  QUEUE_PREFIX: Joi.string()
    .pattern(/^[a-z0-9_-]+$/i)
    .default('cm'),
  // api: HTTP only, jobs go to Redis; worker: jobs only, no HTTP; both: one process does all.
  PROCESS_ROLE: Joi.string().valid('both', 'api', 'worker').default('both'),
  // How many copies of this HTTP process to run on this host, sharing its port (node:cluster):
  // the host's core count for api processes. More than one needs PostgreSQL (DATABASE_URL).
  WEB_CONCURRENCY: Joi.number()
    .integer()
    .min(1)
    .max(64)
    .default(1)
    .when('DATABASE_URL', {
      not: Joi.exist(),
      then: Joi.valid(1).messages({
        'any.only':
          'more than one process needs DATABASE_URL (the embedded database has one owner)',
      }),
    })
    .when('PROCESS_ROLE', {
      is: 'worker',
      then: Joi.valid(1).messages({
        'any.only': 'copies serve HTTP; run more PROCESS_ROLE=worker processes instead',
      }),
    }),
  // SIGTERM: readiness answers 503 at once, and requests are still served this long, so the load
  // balancer takes the process out before it stops listening.
  SHUTDOWN_DRAIN_MS: Joi.number().integer().min(0).max(120_000).default(5000),
  // skip: a fleet migrates once in its deploy step (npm run migration:run), not in every process.
  MIGRATIONS: Joi.string().valid('run', 'skip').default('run'),
  // Prometheus: /api/metrics answers only with this bearer token (unset: 404), and/or a port of
  // its own (METRICS_PORT, no token needed: keep it off the public network), workers included.
  METRICS_TOKEN: Joi.string().min(16).max(200),
  METRICS_PORT: Joi.number().port().invalid(Joi.ref('PORT')).messages({
    'any.invalid': 'METRICS_PORT must differ from PORT',
  }),
  // How often a worker queues again the uploads and campaigns left with no live job.
  JOB_REQUEUE_SECONDS: Joi.number().integer().min(5).max(3600).default(60),
  JWT_CONSUMER_SECRET: secret(`${DEV_SECRET}-consumer`),
  JWT_ADMIN_SECRET: secret(`${DEV_SECRET}-admin`),
  JWT_PARTNER_SECRET: secret(`${DEV_SECRET}-partner`),
  JWT_CONSUMER_EXPIRES_IN: Joi.string().pattern(durationPattern).default('7d'),
  JWT_ADMIN_EXPIRES_IN: Joi.string().pattern(durationPattern).default('12h'),
  JWT_PARTNER_EXPIRES_IN: Joi.string().pattern(durationPattern).default('12h'),
  OTP_HASH_SECRET: secret(`${DEV_SECRET}-otp`),
  // In production only a gateway that sends: 'log' and 'outbox' keep OTPs where readers see them.
  // (A `valid()` inside `when` would add to the allowed values, not replace them.)
  SMS_PROVIDER: Joi.string()
    .valid('log', 'outbox', 'msg91')
    .when(isProd, {
      is: 'production',
      then: Joi.required().invalid('log', 'outbox').messages({
        'any.invalid':
          'SMS_PROVIDER={#value} sends no text; production needs a gateway that sends (msg91)',
      }),
      otherwise: Joi.optional().default('log'),
    }),
  SMS_GATEWAY_URL: Joi.string()
    .uri({ scheme: ['http', 'https'] })
    .when('SMS_PROVIDER', { is: 'msg91', then: Joi.required() }),
  SMS_API_KEY: Joi.string().when('SMS_PROVIDER', { is: 'msg91', then: Joi.required() }),
  SMS_SENDER_ID: Joi.string().default('CRDMKT'),
  // MSG91 (and DLT rules) refuse an OTP text without its registered template.
  SMS_TEMPLATE_ID: Joi.string().when('SMS_PROVIDER', { is: 'msg91', then: Joi.required() }),
  // The merchant sign-up's decision texts; without them the applicant is not texted (msg91).
  SMS_MERCHANT_APPROVED_TEMPLATE_ID: Joi.string(),
  SMS_MERCHANT_REJECTED_TEMPLATE_ID: Joi.string(),
  // The text telling a partner its payout bank account changed (msg91; unset: not texted).
  SMS_PARTNER_BANK_CHANGED_TEMPLATE_ID: Joi.string(),
  // The text warning a dormant consumer of the erasure 48 hours ahead (msg91; unset: not texted).
  SMS_DORMANCY_NOTICE_TEMPLATE_ID: Joi.string(),
  // DPDP Rules 2025 (Third Schedule): an account not used for 3 years is erased after a notice.
  DORMANT_ERASE_DAYS: Joi.number().integer().min(30).max(3650).default(1095),
  // The SMS gateway's replies (an opt-out such as STOP) come with this secret; unset, none is taken.
  SMS_INBOUND_SECRET: Joi.string().min(24),
  // The only domains a template's URL variable may point to (DLT whitelists them): comma-separated.
  SMS_URL_DOMAINS: Joi.string()
    .allow('')
    .pattern(/^([a-z0-9-]+(\.[a-z0-9-]+)+)(,[a-z0-9-]+(\.[a-z0-9-]+)+)*$/)
    .default(''),
  STORAGE_DRIVER: Joi.string().valid('local', 's3').default('local'),
  UPLOAD_DIR: Joi.string().default('./data/uploads'),
  S3_BUCKET: Joi.string().when('STORAGE_DRIVER', { is: 's3', then: Joi.required() }),
  // Uploads that are not public images (spreadsheets, exports): never in the public bucket.
  S3_PRIVATE_BUCKET: Joi.string()
    .invalid(Joi.ref('S3_BUCKET'))
    .when('STORAGE_DRIVER', { is: 's3', then: Joi.required() })
    .messages({
      'any.invalid': 'S3_PRIVATE_BUCKET must not be S3_BUCKET (that bucket is public)',
    }),
  S3_REGION: Joi.string().default('ap-south-1'),
  S3_ENDPOINT: Joi.string().uri({ scheme: ['http', 'https'] }),
  S3_ACCESS_KEY_ID: Joi.string(),
  S3_SECRET_ACCESS_KEY: Joi.string(),
  S3_PUBLIC_URL: Joi.string().uri({ scheme: ['http', 'https'] }),
  BOOTSTRAP_ADMIN_EMAIL: Joi.string().email({ tlds: false }),
  BOOTSTRAP_ADMIN_PASSWORD: Joi.string()
    .min(12)
    .when('BOOTSTRAP_ADMIN_EMAIL', { is: Joi.exist(), then: Joi.required() }),
  // The back office's inactivity limit: shorter than the consumer app's.
  ADMIN_IDLE_SECONDS: Joi.number().integer().min(1).max(86_400).default(900),
  ADMIN_IDLE_COUNTDOWN_SECONDS: Joi.number().integer().min(1).max(600).default(60),
  // Maker-checker: role-1 changes to lenders' switches and criteria, revenue slabs and partner
  // revenue terms wait for a second role-1 admin's approval (src/modules/approvals).
  MAKER_CHECKER: Joi.boolean().default(false),
  UPLOAD_MAX_FILE_MB: Joi.number().integer().min(1).max(2048).default(200),
  // .xls cannot be streamed: the whole workbook is read into memory, so it gets a smaller cap.
  UPLOAD_MAX_XLS_MB: Joi.number().integer().min(1).max(200).default(20),
  UPLOAD_MAX_ROWS: Joi.number().integer().min(1).max(10_000_000).default(1_000_000),
  UPLOAD_MAX_UNZIPPED_MB: Joi.number().integer().min(1).max(8192).default(1024),
  UPLOAD_MAX_ZIP_RATIO: Joi.number().integer().min(2).max(10_000).default(100),
  UPLOAD_SYNC_WAIT_MS: Joi.number().integer().min(0).max(60_000).default(3000),
  // A failed attempt is retried after this long, then twice as long each time (2 + 4 + 8 + 16 s).
  UPLOAD_RETRY_BACKOFF_MS: Joi.number().integer().min(10).max(600_000).default(2000),
  // Each batch pays its round trips and statement triggers once: a status file of 100,000 rows
  // went 15-20 % faster in batches of 20,000 than of 5,000 (bench:upload). The MIS file keeps
  // 5,000 (misKind.maxBatchRows).
  UPLOAD_BATCH_ROWS: Joi.number().integer().min(1).max(20_000).default(20_000),
  // exceljs keeps every shared string in memory: an .xlsx with more is refused before queueing.
  UPLOAD_MAX_SHARED_STRINGS: Joi.number().integer().min(1).max(100_000_000).default(2_000_000),
  UPLOAD_MAX_SHARED_STRINGS_MB: Joi.number().integer().min(1).max(8192).default(100),
  // The heap cap of the child process that reads an .xlsx or .xls, and how long it may take to
  // hand over its next chunk of rows.
  UPLOAD_READER_MAX_MB: Joi.number().integer().min(16).max(16_384).default(256),
  UPLOAD_READER_TIMEOUT_SECONDS: Joi.number().integer().min(1).max(3600).default(300),
  // Where 'Need help' requests are forwarded (a form-encoded POST); unset: stored only.
  CRM_FORM_URL: Joi.string().uri({ scheme: ['http', 'https'] }),
  CRM_ORG_ID: Joi.string().max(60),
  // Page views of the consumer app, in production only: a GA4 measurement id turns them on.
  ANALYTICS_GA4_ID: Joi.string().pattern(/^G-[A-Z0-9]{4,20}$/),
  ANALYTICS_ENDPOINT: Joi.string()
    .uri({ scheme: ['https', 'http'] })
    .default('https://www.google-analytics.com/g/collect'),
  // The consumer app's inactivity limit: longer than the back office's.
  CONSUMER_IDLE_SECONDS: Joi.number().integer().min(1).max(86_400).default(1800),
  CONSUMER_IDLE_COUNTDOWN_SECONDS: Joi.number().integer().min(1).max(600).default(60),
  // Deployment modes of the consumer app: the alternate build shows the
  // products at the root (and signs in at /login); /login exists only when the flag is on; a
  // lender-specific deployment ends completed journeys at /user/lender-submit for this lender.
  CONSUMER_APP_MODE: Joi.string().valid('standard', 'alternate').default('standard'),
  CONSUMER_LOGIN_ROUTE: Joi.boolean().default(false),
  CONSUMER_LENDER: Joi.string().pattern(/^[a-z0-9-]{1,60}$/),
  // The mobile app's store page (the visit's partner and UTM values are added as its install
  // referrer), and the welcome video (a path on this site or an https address).
  APP_STORE_URL: Joi.string().uri({ scheme: ['https'] }),
  WELCOME_VIDEO_URL: Joi.alternatives(
    Joi.string().uri({ scheme: ['https'] }),
    Joi.string().pattern(/^\/(?!\/)[A-Za-z0-9/_.-]{1,200}$/),
  ),
  // The grievance redressal officer the public home names (RBI Digital Lending Directions).
  GRIEVANCE_OFFICER_NAME: Joi.string().max(100),
  GRIEVANCE_OFFICER_EMAIL: Joi.string().email().max(254),
  GRIEVANCE_OFFICER_PHONE: Joi.string()
    .pattern(/^\+?[0-9 ()-]{6,20}$/)
    .max(20),
  // The lender whose journey ends with its own OTP (/user/indialends-otp): its url key in the
  // catalogue, and its API (README, "Lender OTP confirmation"); without the URL, no OTP step.
  INDIALENDS_LENDER_KEY: Joi.string()
    .pattern(/^[a-z0-9-]{1,60}$/)
    .default('indialends'),
  INDIALENDS_API_URL: Joi.string().uri({ scheme: ['https', 'http'] }),
  INDIALENDS_API_KEY: Joi.string().max(500).when('INDIALENDS_API_URL', {
    is: Joi.exist(),
    then: Joi.required(),
  }),
  // Lender integrations: the key (32 bytes, as 64 hex characters or base64) that encrypts the
  // lenders' API keys and webhook secrets; and the hosts a lender's api_url may name over http or
  // at a private address (a sandbox, a test double), comma-separated. Everything else is https
  // to a public address.
  LENDER_SECRETS_KEY: Joi.string()
    .pattern(/^(?:[0-9a-fA-F]{64}|[A-Za-z0-9+/]{43}=)$/)
    .messages({
      'string.pattern.base': 'LENDER_SECRETS_KEY must be 32 bytes: 64 hex characters or base64',
    }),
  LENDER_API_ALLOW_HOSTS: Joi.string().pattern(/^[A-Za-z0-9.-]+(?:\s*,\s*[A-Za-z0-9.-]+)*$/),
  // The partner portal's, shorter than the consumer's.
  PARTNER_IDLE_SECONDS: Joi.number().integer().min(1).max(86_400).default(900),
  PARTNER_IDLE_COUNTDOWN_SECONDS: Joi.number().integer().min(1).max(600).default(60),
  // Partner payouts: TDS on commission (Income-tax Act section 194H) and GST for GST-registered
  // partners, in percent; an approved month keeps the rates it was approved with.
  PARTNER_TDS_PERCENT: Joi.number().min(0).max(30).precision(2).default(2),
  PARTNER_GST_PERCENT: Joi.number().min(0).max(28).precision(2).default(18),
  // The platform's GST state code (a GSTIN's first two digits): a partner there is charged
  // CGST + SGST, elsewhere IGST.
  PLATFORM_GST_STATE: Joi.string()
    .pattern(/^(0[1-9]|[1-3][0-9])$/)
    .default('29'),
  // The partner lead API: requests per API key per minute (every request counts, refused or not).
  PARTNER_API_RATE_LIMIT_PER_MINUTE: Joi.number().integer().min(1).max(100_000).default(60),
  // New anonymous cookies sessions: per client address (an IPv6 /64) in an hour, and live at once.
  COOKIE_SESSION_MAX_PER_IP_PER_HOUR: Joi.number().integer().min(1).max(100_000).default(20),
  COOKIE_SESSION_MAX_ANONYMOUS: Joi.number().integer().min(1).max(10_000_000).default(100_000),
  // The CSR portal: masked values (PAN, birth date, mobile) one admin may reveal per India day.
  CSR_REVEALS_PER_DAY: Joi.number().integer().min(1).max(1000).default(20),
}).unknown(true);

/** Why a CA file cannot be used, or null: checked at start, not at the first connection. */
function pemProblem(path: string): string | null {
  try {
    const pem = readFileSync(path, 'utf8');
    return pem.includes('-----BEGIN CERTIFICATE-----')
      ? null
      : `DATABASE_SSL_CA ${path} holds no PEM certificate`;
  } catch (err) {
    return `DATABASE_SSL_CA ${path} cannot be read (${(err as NodeJS.ErrnoException).code})`;
  }
}

/** The name of every variable the configuration reads (documented in .env.example and the README). */
export const envVariableNames = (): string[] => Object.keys(schema.describe().keys ?? {});

/** Validates a raw environment; throws an Error whose message names every bad variable. */
export function validateEnv(raw: Record<string, unknown>): Env {
  // Empty strings in a .env file mean "not set", as the examples leave them blank.
  const cleaned = Object.fromEntries(Object.entries(raw).filter(([, v]) => v !== ''));
  const { error, value } = schema.validate(cleaned, { abortEarly: false, convert: true });
  if (error) {
    const lines = error.details.map(
      (d) => `  - ${d.path.join('.')}: ${d.message.replace(/"/g, '')}`,
    );
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return value;
}

/**
 * Why this configuration must not face a network: each setting still at its public development
 * value (anyone can sign tokens, or read OTPs in the log or the dev outbox). Empty when none is.
 */
export function developmentDefaults(e: Env): string[] {
  const secrets = (
    ['JWT_CONSUMER_SECRET', 'JWT_ADMIN_SECRET', 'JWT_PARTNER_SECRET', 'OTP_HASH_SECRET'] as const
  ).filter((name) => e[name].startsWith(DEV_SECRET));
  const reasons = secrets.length ? [`public development ${secrets.join(', ')}`] : [];
  if (e.SMS_PROVIDER !== 'msg91') reasons.push(`SMS_PROVIDER=${e.SMS_PROVIDER}`);
  return reasons;
}

/** Loads `.env` from the working directory, if there is one; real environment variables win. */
export function loadDotEnv(path = '.env'): void {
  if (existsSync(path)) process.loadEnvFile(path);
}

let cached: Env | undefined;

/** The validated environment of this process (validated on first use). */
export function env(): Env {
  cached ??= validateEnv(process.env);
  return cached;
}

/** Tests change process.env between app boots; this forgets the cached copy. */
export function resetEnvCache(): void {
  cached = undefined;
}
