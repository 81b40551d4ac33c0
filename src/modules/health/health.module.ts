import { Module } from '@nestjs/common';
import { TerminusModule } from '@nestjs/terminus';
import { HealthController } from './health.controller';
import { HealthRepository } from './health.repository';
import { Readiness } from './readiness';

@Module({
  imports: [TerminusModule.forRoot({ logger: false })],
  controllers: [HealthController],
  providers: [Readiness, HealthRepository],
  exports: [Readiness],
})
export class HealthModule {}
