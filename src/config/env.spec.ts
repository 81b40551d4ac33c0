import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { developmentDefaults, envVariableNames, validateEnv } from './env';

describe('validateEnv', () => {
  it('fills development defaults for an empty environment', () => {
    const env = validateEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.NODE_ENV).toBe('development');
    expect(env.SMS_PROVIDER).toBe('log');
    expect(env.DATABASE_URL).toBeUndefined();
  });

  it('names a malformed variable', () => {
    expect(() => validateEnv({ PORT: 'abc' })).toThrow(/PORT: PORT must be a number/);
  });

  it('names every bad variable at once', () => {
    expect(() =>
      validateEnv({ PORT: '-1', DATABASE_URL: 'mysql://x', SMS_PROVIDER: 'pigeon' }),
    ).toThrow(/PORT[\s\S]*DATABASE_URL[\s\S]*SMS_PROVIDER/);
  });

  it('takes a fixed clock in tests only', () => {
    const at = '2026-11-26T12:00:00+05:30';
    const fixed = validateEnv({ NODE_ENV: 'test', CLOCK_FIXED_AT: at }).CLOCK_FIXED_AT!;
    expect(Date.parse(fixed)).toBe(Date.parse(at));
    expect(() => validateEnv({ CLOCK_FIXED_AT: at })).toThrow(/CLOCK_FIXED_AT/);
    expect(() => validateEnv({ NODE_ENV: 'test', CLOCK_FIXED_AT: 'noon' })).toThrow(
      /CLOCK_FIXED_AT/,
    );
  });

  it('runs several processes on PostgreSQL only', () => {
    expect(validateEnv({}).WEB_CONCURRENCY).toBe(1);
    const db = 'postgres://u@127.0.0.1/db';
    expect(validateEnv({ DATABASE_URL: db, WEB_CONCURRENCY: '2' }).WEB_CONCURRENCY).toBe(2);
    expect(() => validateEnv({ WEB_CONCURRENCY: '2' })).toThrow(
      /WEB_CONCURRENCY: more than one process needs DATABASE_URL/,
    );
    expect(() => validateEnv({ DATABASE_URL: db, WEB_CONCURRENCY: '0' })).toThrow(
      /WEB_CONCURRENCY/,
    );
    expect(() =>
      validateEnv({ DATABASE_URL: db, PROCESS_ROLE: 'worker', WEB_CONCURRENCY: '2' }),
    ).toThrow(/WEB_CONCURRENCY: copies serve HTTP/);
  });

  it('drains 5 s on SIGTERM and migrates at start unless told otherwise', () => {
    expect(validateEnv({})).toMatchObject({ SHUTDOWN_DRAIN_MS: 5000, MIGRATIONS: 'run' });
    expect(validateEnv({ SHUTDOWN_DRAIN_MS: '0', MIGRATIONS: 'skip' })).toMatchObject({
      SHUTDOWN_DRAIN_MS: 0,
      MIGRATIONS: 'skip',
    });
    expect(() => validateEnv({ SHUTDOWN_DRAIN_MS: '-1' })).toThrow(/SHUTDOWN_DRAIN_MS/);
    expect(() => validateEnv({ MIGRATIONS: 'later' })).toThrow(/MIGRATIONS/);
  });

  it('takes a metrics token of 16 characters or more, a metrics port apart from PORT, and a requeue period', () => {
    expect(validateEnv({})).toMatchObject({ JOB_REQUEUE_SECONDS: 60 });
    expect(validateEnv({}).METRICS_TOKEN).toBeUndefined();
    expect(validateEnv({ METRICS_TOKEN: 'x'.repeat(16), METRICS_PORT: '9464' })).toMatchObject({
      METRICS_TOKEN: 'x'.repeat(16),
      METRICS_PORT: 9464,
    });
    expect(() => validateEnv({ METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN/);
    expect(() => validateEnv({ PORT: '3000', METRICS_PORT: '3000' })).toThrow(
      /METRICS_PORT must differ from PORT/,
    );
    expect(() => validateEnv({ JOB_REQUEUE_SECONDS: '1' })).toThrow(/JOB_REQUEUE_SECONDS/);
  });

  it('takes a read replica only beside a primary', () => {
    const replica = 'postgres://u@replica:5432/cm';
    expect(
      validateEnv({ DATABASE_URL: 'postgres://u@primary:5432/cm', DATABASE_REPLICA_URL: replica })
        .DATABASE_REPLICA_URL,
    ).toBe(replica);
    expect(() => validateEnv({ DATABASE_REPLICA_URL: replica })).toThrow(
      /DATABASE_REPLICA_URL needs DATABASE_URL/,
    );
  });

  it('treats empty values as unset', () => {
    expect(validateEnv({ DATABASE_URL: '', PORT: '' }).PORT).toBe(3000);
  });

  it('demands real secrets and a real SMS gateway in production', () => {
    const error = (() => {
      try {
        validateEnv({ NODE_ENV: 'production' });
      } catch (e) {
        return (e as Error).message;
      }
    })();
    expect(error).toMatch(/JWT_CONSUMER_SECRET/);
    expect(error).toMatch(/JWT_ADMIN_SECRET/);
    expect(error).toMatch(/OTP_HASH_SECRET/);
    expect(error).toMatch(/SMS_PROVIDER/);
  });

  const secret = (n: string) => `${n}-${'x'.repeat(40)}`;
  const production = {
    NODE_ENV: 'production',
    JWT_CONSUMER_SECRET: secret('c'),
    JWT_ADMIN_SECRET: secret('a'),
    JWT_PARTNER_SECRET: secret('p'),
    OTP_HASH_SECRET: secret('o'),
    SMS_PROVIDER: 'msg91',
    SMS_GATEWAY_URL: 'https://sms.example.in/send',
    SMS_API_KEY: 'key',
    SMS_TEMPLATE_ID: 'tpl-1',
  };

  it('refuses production on the embedded database, saying why and what to set', () => {
    expect(() => validateEnv(production)).toThrow(
      /DATABASE_URL: DATABASE_URL is required in production \(the embedded database is for development only\)/,
    );
  });

  it('finds the development defaults that must not face a network', () => {
    expect(developmentDefaults(validateEnv({}))).toEqual([
      'public development JWT_CONSUMER_SECRET, JWT_ADMIN_SECRET, JWT_PARTNER_SECRET, OTP_HASH_SECRET',
      'SMS_PROVIDER=log',
    ]);
    expect(
      developmentDefaults(
        validateEnv({ ...production, NODE_ENV: 'development', SMS_PROVIDER: 'outbox' }),
      ),
    ).toEqual(['SMS_PROVIDER=outbox']);
    expect(
      developmentDefaults(validateEnv({ ...production, DATABASE_URL: 'postgres://db/app' })),
    ).toEqual([]);
  });

  it('takes HOST as a name or an address', () => {
    expect(validateEnv({ HOST: '0.0.0.0' }).HOST).toBe('0.0.0.0');
    expect(validateEnv({ HOST: '::' }).HOST).toBe('::');
    expect(validateEnv({ HOST: 'localhost' }).HOST).toBe('localhost');
    expect(() => validateEnv({ HOST: 'http://x' })).toThrow(/HOST/);
  });

  it('accepts a complete production environment', () => {
    const env = validateEnv({
      NODE_ENV: 'production',
      JWT_CONSUMER_SECRET: secret('c'),
      JWT_ADMIN_SECRET: secret('a'),
      JWT_PARTNER_SECRET: secret('p'),
      OTP_HASH_SECRET: secret('o'),
      SMS_PROVIDER: 'msg91',
      SMS_GATEWAY_URL: 'https://sms.example.in/send',
      SMS_API_KEY: 'key',
      SMS_TEMPLATE_ID: 'tpl-1',
      DATABASE_URL: 'postgres://u:p@db:5432/app',
    });
    expect(env.SMS_PROVIDER).toBe('msg91');
  });

  it('requires the DLT template with the msg91 gateway', () => {
    const msg91 = {
      SMS_PROVIDER: 'msg91',
      SMS_GATEWAY_URL: 'https://sms.example.in',
      SMS_API_KEY: 'k',
    };
    expect(() => validateEnv(msg91)).toThrow(/SMS_TEMPLATE_ID/);
    expect(validateEnv({ ...msg91, SMS_TEMPLATE_ID: 'tpl-1' }).SMS_TEMPLATE_ID).toBe('tpl-1');
  });

  it('refuses production with an SMS provider that sends nothing', () => {
    const base = { ...production, DATABASE_URL: 'postgres://u:p@db:5432/app' };
    for (const provider of ['outbox', 'log'])
      expect(() => validateEnv({ ...base, SMS_PROVIDER: provider })).toThrow(
        `SMS_PROVIDER: SMS_PROVIDER=${provider} sends no text; production needs a gateway that sends (msg91)`,
      );
    expect(validateEnv({ ...base, SMS_PROVIDER: 'outbox', NODE_ENV: 'test' }).SMS_PROVIDER).toBe(
      'outbox',
    );
  });

  it('keeps private uploads out of the public bucket with S3 storage', () => {
    const s3 = { STORAGE_DRIVER: 's3', S3_BUCKET: 'cm-public' };
    expect(() => validateEnv(s3)).toThrow(/S3_PRIVATE_BUCKET: S3_PRIVATE_BUCKET is required/);
    expect(() => validateEnv({ ...s3, S3_PRIVATE_BUCKET: 'cm-public' })).toThrow(
      'S3_PRIVATE_BUCKET must not be S3_BUCKET (that bucket is public)',
    );
    expect(validateEnv({ ...s3, S3_PRIVATE_BUCKET: 'cm-private' }).S3_PRIVATE_BUCKET).toBe(
      'cm-private',
    );
  });

  it('requires a bucket for S3 storage and a password with a bootstrap admin e-mail', () => {
    expect(() => validateEnv({ STORAGE_DRIVER: 's3' })).toThrow(/S3_BUCKET/);
    expect(() => validateEnv({ BOOTSTRAP_ADMIN_EMAIL: 'root@example.in' })).toThrow(
      /BOOTSTRAP_ADMIN_PASSWORD/,
    );
  });

  it('documents every variable in .env.example and the operations guide', () => {
    const root = join(__dirname, '..', '..');
    const example = readFileSync(join(root, '.env.example'), 'utf8');
    const readme = readFileSync(join(root, 'docs', 'operations.md'), 'utf8');
    const names = envVariableNames();
    expect(names.length).toBeGreaterThan(50);
    expect(names.filter((n) => !new RegExp(`^#? ?${n}=`, 'm').test(example))).toEqual([]);
    expect(names.filter((n) => !readme.includes(`\`${n}\``))).toEqual([]);
  });

  it('checks the consumer app deployment settings', () => {
    expect(validateEnv({}).CONSUMER_APP_MODE).toBe('standard');
    expect(validateEnv({ CONSUMER_LOGIN_ROUTE: 'true' }).CONSUMER_LOGIN_ROUTE).toBe(true);
    expect(() => validateEnv({ CONSUMER_APP_MODE: 'beta' })).toThrow(/CONSUMER_APP_MODE/);
    expect(() => validateEnv({ CONSUMER_LENDER: 'Money View' })).toThrow(/CONSUMER_LENDER/);
    expect(() => validateEnv({ APP_STORE_URL: 'http://play.example/x' })).toThrow(/APP_STORE_URL/);
    expect(validateEnv({ WELCOME_VIDEO_URL: '/media/welcome.mp4' }).WELCOME_VIDEO_URL).toBe(
      '/media/welcome.mp4',
    );
    for (const bad of ['//evil.example/v.mp4', 'http://cdn.example/v.mp4', 'javascript:alert(1)'])
      expect(() => validateEnv({ WELCOME_VIDEO_URL: bad })).toThrow(/WELCOME_VIDEO_URL/);
  });

  it('takes a 32-byte LENDER_SECRETS_KEY (hex or base64) and a list of allowed API hosts', () => {
    const hex = 'ab'.repeat(32);
    expect(validateEnv({ LENDER_SECRETS_KEY: hex }).LENDER_SECRETS_KEY).toBe(hex);
    const b64 = Buffer.alloc(32, 7).toString('base64');
    expect(validateEnv({ LENDER_SECRETS_KEY: b64 }).LENDER_SECRETS_KEY).toBe(b64);
    for (const bad of ['ab'.repeat(16), 'not a key', Buffer.alloc(16).toString('base64')])
      expect(() => validateEnv({ LENDER_SECRETS_KEY: bad })).toThrow(/LENDER_SECRETS_KEY/);
    expect(
      validateEnv({ LENDER_API_ALLOW_HOSTS: 'sandbox.lender.in, 127.0.0.1' })
        .LENDER_API_ALLOW_HOSTS,
    ).toBe('sandbox.lender.in, 127.0.0.1');
    expect(() => validateEnv({ LENDER_API_ALLOW_HOSTS: 'https://x.in/' })).toThrow(
      /LENDER_API_ALLOW_HOSTS/,
    );
  });
});
