import { Controller, Get } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  HealthCheck,
  HealthCheckService,
  HealthIndicatorService,
  TypeOrmHealthIndicator,
} from '@nestjs/terminus';
import { Public } from '../../common/decorators/public.decorator';
import { QueueService } from '../../queue/queue.service';

@ApiTags('health')
@Public()
@Controller('health')
export class HealthController {
  constructor(
    private readonly health: HealthCheckService,
    private readonly db: TypeOrmHealthIndicator,
    private readonly indicators: HealthIndicatorService,
    private readonly queues: QueueService,
  ) {}

  @Get()
  @HealthCheck()
  check() {
    return this.health.check([
      () => this.db.pingCheck('database', { timeout: 3000 }),
      () => this.redis(),
    ]);
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
}
