import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inject } from 'vitest';

// Every test file runs against the run's fresh PostgreSQL database and real Redis.
process.env.NODE_ENV = 'test';
// Logs go to the run's file (not the console), at info, so the scan at the end sees what a
// production server would write.
process.env.LOG_LEVEL = process.env.TEST_LOG_LEVEL ?? 'info';
process.env.LOG_FILE = inject('logFile');
process.env.DATABASE_URL = inject('databaseUrl');
process.env.REDIS_URL = inject('redisUrl');
process.env.QUEUE_PREFIX = inject('queuePrefix');
process.env.SMS_PROVIDER = 'outbox';
process.env.DEMO_SEED = 'false';
process.env.UPLOAD_DIR = mkdtempSync(join(tmpdir(), 'cm-uploads-'));
