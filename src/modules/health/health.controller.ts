import { Controller, Get, Inject, Logger, Res, ServiceUnavailableException } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import {
  HealthCheck,
  HealthCheckService,
  HealthIndicatorService,
  type HealthIndicatorResult,
} from '@nestjs/terminus';
import { Public } from '../../common/decorators/public.decorator';
import { redisConfig, type RedisConfig } from '../../config/redis.config';
import { QueueService } from '../../queue/queue.service';
import { HealthRepository } from './health.repository';
import { Readiness } from './readiness';

/**
 * Public, so it says only up or down: a driver's error text (hosts, ports, user names) is for the
 * log, not for whoever asks. Down answers 503.
 *
 * Three checks: `/health` for people (everything, any part down is 503); `/health/live` for a
 * supervisor (the process answers: restart it if not); `/health/ready` for a load balancer (send
 * traffic here?). Readiness fails only on what stops this process serving: the database, or a
 * drain after SIGTERM. Redis is reported, and fails it only for a worker, which cannot work
 * without it; an api process serves nearly every request without Redis, and taking every
 * instance out of the balancer for a Redis outage would take the whole site down with it.
 */
@ApiTags('health')
@Public()
@Controller('health')
export class HealthController {
  private readonly logger = new Logger(HealthController.name);

  constructor(
    private readonly health: HealthCheckService,
    private readonly db: HealthRepository,
    private readonly indicators: HealthIndicatorService,
    private readonly queues: QueueService,
    private readonly readiness: Readiness,
    @Inject(redisConfig.KEY) private readonly redisCfg: RedisConfig,
  ) {}

  @Get('live')
  live() {
    return { status: 'ok' };
  }

  @Get('ready')
  async ready(@Res({ passthrough: true }) res: FastifyReply) {
    const [db, redis] = await Promise.all([
      this.withoutErrorText(this.database()),
      this.withoutErrorText(this.redis()),
    ]);
    const checks = {
      database: db.database.status,
      redis: redis.redis.status,
      draining: this.readiness.draining,
    };
    const ready =
      checks.database === 'up' &&
      !checks.draining &&
      (checks.redis === 'up' || this.redisCfg.role !== 'worker');
    if (!ready) res.status(503);
    return { status: ready ? 'ready' : 'not ready', ...checks };
  }

  @Get()
  @HealthCheck()
  async check(@Res({ passthrough: true }) res: FastifyReply) {
    try {
      return await this.health.check([
        () => this.withoutErrorText(this.database()),
        () => this.withoutErrorText(this.redis()),
      ]);
    } catch (err) {
      if (!(err instanceof ServiceUnavailableException)) throw err;
      // Terminus's own answer ({ status, info, error, details }): the global filter would turn it
      // into a `{ message }` and drop `error`.
      res.status(503);
      return err.getResponse();
    }
  }

  /** Terminus's own database check logs no cause ("database is down: undefined"): this one does. */
  private async database() {
    const indicator = this.indicators.check('database');
    try {
      await this.db.ping(3000);
      return indicator.up();
    } catch (err) {
      const { code } = err as { code?: unknown };
      const cause = err instanceof Error ? err.message : String(err);
      return indicator.down({ message: typeof code === 'string' ? `${code} ${cause}` : cause });
    }
  }

  private async redis() {
    const indicator = this.indicators.check('redis');
    const mode = this.queues.mode;
    try {
      await this.queues.ping();
      return indicator.up({ mode });
    } catch (err) {
      return indicator.down({ mode, message: err instanceof Error ? err.message : String(err) });
    }
  }

  /** Logs a down check's message and answers the check without it. */
  private async withoutErrorText(check: Promise<HealthIndicatorResult>) {
    const result = await check;
    for (const [key, { message, ...rest }] of Object.entries(result)) {
      if (rest.status === 'down') this.logger.warn(`Health: ${key} is down: ${String(message)}`);
      result[key] = rest as HealthIndicatorResult[string];
    }
    return result;
  }
}
