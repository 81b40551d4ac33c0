import { Controller, Get, Headers, Inject, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { Public } from '../common/decorators/public.decorator';
import { metricsConfig, type MetricsConfig } from '../config/metrics.config';
import { MetricsService } from './metrics.service';

/**
 * Prometheus's scrape. Public to the access guard, which knows people, not scrapers: the route
 * checks its own bearer token (METRICS_TOKEN) and is not there (404) without one.
 */
@ApiExcludeController()
@Public()
@Controller('metrics')
export class MetricsController {
  constructor(
    private readonly metrics: MetricsService,
    @Inject(metricsConfig.KEY) private readonly config: MetricsConfig,
  ) {}

  @Get()
  async scrape(
    @Headers('authorization') authorization: string | undefined,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<string> {
    this.metrics.allow(authorization);
    const { contentType, text } = await this.metrics.scrape();
    reply.header('Content-Type', contentType);
    return text;
  }
}
