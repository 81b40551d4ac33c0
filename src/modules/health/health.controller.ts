import { Controller, Get, Logger, Res, ServiceUnavailableException } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import {
  HealthCheck,
  HealthCheckService,
  HealthIndicatorService,
  type HealthIndicatorResult,
  TypeOrmHealthIndicator,
} from '@nestjs/terminus';
import { Public } from '../../common/decorators/public.decorator';
import { QueueService } from '../../queue/queue.service';

/**
 * Public, so it says only up or down: a driver's error text (hosts, ports, user names) is for the
 * log, not for whoever asks. Down answers 503.
 */
@ApiTags('health')
@Public()
@Controller('health')
export class HealthController {
  private readonly logger = new Logger(HealthController.name);

  constructor(
    private readonly health: HealthCheckService,
    private readonly db: TypeOrmHealthIndicator,
    private readonly indicators: HealthIndicatorService,
    private readonly queues: QueueService,
  ) {}

  @Get()
  @HealthCheck()
  async check(@Res({ passthrough: true }) res: FastifyReply) {
    try {
      return await this.health.check([
        () => this.withoutErrorText(this.db.pingCheck('database', { timeout: 3000 })),
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
