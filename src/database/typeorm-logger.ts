import { Logger as NestLogger } from '@nestjs/common';
import type { Logger as OrmLogger, QueryRunner } from 'typeorm';

/**
 * TypeORM's logs through Nest's Logger (pino in the app), without query parameters. TypeORM's own
 * console logger prints a failed query with its parameters, which are a consumer's PAN, birth
 * date or phone number; our SQL is always parameterised, so the query text carries no values.
 */
export class SafeTypeOrmLogger implements OrmLogger {
  private readonly logger = new NestLogger('TypeORM');

  logQuery(): void {
    // Every query would be noise (and slow); failures and slow ones are logged below.
  }

  logQueryError(error: string | Error, query: string, _parameters?: unknown[], _qr?: QueryRunner) {
    const code = typeof error === 'string' ? undefined : (error as { code?: string }).code;
    // PostgreSQL's message may quote the value it refused (22P02: 'invalid input syntax … "x"').
    const message = typeof error === 'string' || code?.startsWith('22') ? undefined : error.message;
    this.logger.error({ code, message, query }, 'Query failed');
  }

  logQuerySlow(time: number, query: string): void {
    this.logger.warn({ time, query }, 'Slow query');
  }

  logSchemaBuild(): void {
    // synchronize is never on.
  }

  logMigration(message: string): void {
    this.logger.log(message);
  }

  log(level: 'log' | 'info' | 'warn', message: unknown): void {
    if (level === 'warn') this.logger.warn(String(message));
  }
}
