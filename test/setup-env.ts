import { appendFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inspect } from 'node:util';
import { inject } from 'vitest';

// Every test file runs against the run's fresh PostgreSQL database and real Redis.
process.env.NODE_ENV = 'test';
// Logs go to the run's file (not the console), at info, so the scan at the end sees what a
// production server would write.
process.env.LOG_LEVEL = process.env.TEST_LOG_LEVEL ?? 'info';
process.env.LOG_FILE = inject('logFile');
// Libraries that print with console (TypeORM's default logger did: failed queries with their
// parameters) are server output too: the scan reads it as well.
for (const level of ['log', 'info', 'warn', 'error', 'debug'] as const) {
  const print = console[level].bind(console);
  console[level] = (...args: unknown[]) => {
    appendFileSync(process.env.LOG_FILE!, `${args.map((a) => inspect(a)).join(' ')}\n`);
    print(...args);
  };
}
process.env.DATABASE_URL = inject('databaseUrl');
process.env.REDIS_URL = inject('redisUrl');
process.env.QUEUE_PREFIX = inject('queuePrefix');
process.env.SMS_PROVIDER = 'outbox';
process.env.DEMO_SEED = 'false';
process.env.UPLOAD_DIR = mkdtempSync(join(tmpdir(), 'cm-uploads-'));
