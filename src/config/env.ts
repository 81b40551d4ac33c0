import { existsSync } from 'node:fs';
import Joi from 'joi';

/**
 * The one place that reads process.env. Every variable is validated once at start-up; a missing or
 * malformed one stops the process with a message naming it. `.env.example` documents each of them.
 */
export interface Env {
  NODE_ENV: 'development' | 'test' | 'production';
  PORT: number;
  LOG_LEVEL: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  LOG_FILE?: string;
  PUBLIC_BASE_URL: string;
  DATABASE_URL?: string;
  DATABASE_SSL: boolean;
  DATABASE_POOL_SIZE: number;
  EMBEDDED_DB_DIR: string;
  DEMO_SEED: boolean;
  REDIS_URL?: string;
  QUEUE_PREFIX: string;
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
  STORAGE_DRIVER: 'local' | 's3';
  UPLOAD_DIR: string;
  S3_BUCKET?: string;
  S3_REGION: string;
  S3_ENDPOINT?: string;
  S3_ACCESS_KEY_ID?: string;
  S3_SECRET_ACCESS_KEY?: string;
  S3_PUBLIC_URL?: string;
  BOOTSTRAP_ADMIN_EMAIL?: string;
  BOOTSTRAP_ADMIN_PASSWORD?: string;
  ADMIN_IDLE_SECONDS: number;
  ADMIN_IDLE_COUNTDOWN_SECONDS: number;
  UPLOAD_MAX_FILE_MB: number;
  UPLOAD_MAX_XLS_MB: number;
  UPLOAD_MAX_ROWS: number;
  UPLOAD_MAX_UNZIPPED_MB: number;
  UPLOAD_MAX_ZIP_RATIO: number;
  UPLOAD_SYNC_WAIT_MS: number;
  UPLOAD_BATCH_ROWS: number;
  CRM_FORM_URL?: string;
  CRM_ORG_ID?: string;
  CONSUMER_IDLE_SECONDS: number;
  CONSUMER_IDLE_COUNTDOWN_SECONDS: number;
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
  PORT: Joi.number().integer().min(0).max(65535).default(3000),
  LOG_LEVEL: Joi.string()
    .valid('fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent')
    .default('info'),
  LOG_FILE: Joi.string(),
  PUBLIC_BASE_URL: Joi.string()
    .uri({ scheme: ['http', 'https'] })
    .default('http://localhost:3000'),
  DATABASE_URL: Joi.string().uri({ scheme: ['postgres', 'postgresql'] }),
  DATABASE_SSL: Joi.boolean().default(false),
  DATABASE_POOL_SIZE: Joi.number().integer().min(1).max(200).default(10),
  EMBEDDED_DB_DIR: Joi.string().default('./data/pglite'),
  DEMO_SEED: Joi.boolean().default(true),
  REDIS_URL: Joi.string().uri({ scheme: ['redis', 'rediss'] }),
  QUEUE_PREFIX: Joi.string()
    .pattern(/^[a-z0-9_-]+$/i)
    .default('cm'),
  JWT_CONSUMER_SECRET: secret(`${DEV_SECRET}-consumer`),
  JWT_ADMIN_SECRET: secret(`${DEV_SECRET}-admin`),
  JWT_PARTNER_SECRET: secret(`${DEV_SECRET}-partner`),
  JWT_CONSUMER_EXPIRES_IN: Joi.string().pattern(durationPattern).default('7d'),
  JWT_ADMIN_EXPIRES_IN: Joi.string().pattern(durationPattern).default('12h'),
  JWT_PARTNER_EXPIRES_IN: Joi.string().pattern(durationPattern).default('12h'),
  OTP_HASH_SECRET: secret(`${DEV_SECRET}-otp`),
  SMS_PROVIDER: Joi.string()
    .valid('log', 'outbox', 'msg91')
    .when(isProd, {
      is: 'production',
      then: Joi.valid('msg91').required(),
      otherwise: Joi.optional().default('log'),
    }),
  SMS_GATEWAY_URL: Joi.string()
    .uri({ scheme: ['http', 'https'] })
    .when('SMS_PROVIDER', { is: 'msg91', then: Joi.required() }),
  SMS_API_KEY: Joi.string().when('SMS_PROVIDER', { is: 'msg91', then: Joi.required() }),
  SMS_SENDER_ID: Joi.string().default('CRDMKT'),
  // MSG91 (and DLT rules) refuse an OTP text without its registered template.
  SMS_TEMPLATE_ID: Joi.string().when('SMS_PROVIDER', { is: 'msg91', then: Joi.required() }),
  STORAGE_DRIVER: Joi.string().valid('local', 's3').default('local'),
  UPLOAD_DIR: Joi.string().default('./data/uploads'),
  S3_BUCKET: Joi.string().when('STORAGE_DRIVER', { is: 's3', then: Joi.required() }),
  S3_REGION: Joi.string().default('ap-south-1'),
  S3_ENDPOINT: Joi.string().uri({ scheme: ['http', 'https'] }),
  S3_ACCESS_KEY_ID: Joi.string(),
  S3_SECRET_ACCESS_KEY: Joi.string(),
  S3_PUBLIC_URL: Joi.string().uri({ scheme: ['http', 'https'] }),
  BOOTSTRAP_ADMIN_EMAIL: Joi.string().email({ tlds: false }),
  BOOTSTRAP_ADMIN_PASSWORD: Joi.string()
    .min(12)
    .when('BOOTSTRAP_ADMIN_EMAIL', { is: Joi.exist(), then: Joi.required() }),
  // The back office's inactivity limit: shorter than the consumer app's (admin spec §4).
  ADMIN_IDLE_SECONDS: Joi.number().integer().min(1).max(86_400).default(900),
  ADMIN_IDLE_COUNTDOWN_SECONDS: Joi.number().integer().min(1).max(600).default(60),
  UPLOAD_MAX_FILE_MB: Joi.number().integer().min(1).max(2048).default(200),
  // .xls cannot be streamed: the whole workbook is read into memory, so it gets a smaller cap.
  UPLOAD_MAX_XLS_MB: Joi.number().integer().min(1).max(200).default(20),
  UPLOAD_MAX_ROWS: Joi.number().integer().min(1).max(10_000_000).default(1_000_000),
  UPLOAD_MAX_UNZIPPED_MB: Joi.number().integer().min(1).max(8192).default(1024),
  UPLOAD_MAX_ZIP_RATIO: Joi.number().integer().min(2).max(10_000).default(100),
  UPLOAD_SYNC_WAIT_MS: Joi.number().integer().min(0).max(60_000).default(3000),
  UPLOAD_BATCH_ROWS: Joi.number().integer().min(1).max(20_000).default(2000),
  // Where 'Need help' requests are forwarded (a form-encoded POST); unset: stored only.
  CRM_FORM_URL: Joi.string().uri({ scheme: ['http', 'https'] }),
  CRM_ORG_ID: Joi.string().max(60),
  // The consumer app's inactivity limit: longer than the back office's (consumer spec §4).
  CONSUMER_IDLE_SECONDS: Joi.number().integer().min(1).max(86_400).default(1800),
  CONSUMER_IDLE_COUNTDOWN_SECONDS: Joi.number().integer().min(1).max(600).default(60),
}).unknown(true);

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
