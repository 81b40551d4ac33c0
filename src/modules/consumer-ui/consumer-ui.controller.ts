import { Controller, Get, Inject } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { UiConfig } from '@marketplace/contracts';
import { Public } from '../../common/decorators/public.decorator';
import { consumerUiConfig, type ConsumerUiConfig } from '../../config/consumer-ui.config';

/**
 * Run-time settings of the consumer app and the partner portal. Public: nothing in it is secret
 * (a GA4 measurement id is in every page that uses one).
 */
@ApiTags('consumer: ui')
@Controller('ui-config')
export class ConsumerUiController {
  constructor(@Inject(consumerUiConfig.KEY) private readonly config: ConsumerUiConfig) {}

  @Public()
  @Get()
  get(): UiConfig {
    return {
      idleSeconds: this.config.idleSeconds,
      idleCountdownSeconds: this.config.idleCountdownSeconds,
      partnerIdleSeconds: this.config.partnerIdleSeconds,
      partnerIdleCountdownSeconds: this.config.partnerIdleCountdownSeconds,
      analytics: this.config.analytics,
      deployment: this.config.deployment,
      appLinks: this.config.appLinks,
      grievanceOfficer: this.config.grievanceOfficer,
    } satisfies UiConfig;
  }
}
