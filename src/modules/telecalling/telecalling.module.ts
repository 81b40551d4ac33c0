import { Module } from '@nestjs/common';
import { UsersModule } from '../users/users.module';
import { TelecallingController } from './telecalling.controller';
import { TelecallingRepository } from './telecalling.repository';
import { TelecallingService } from './telecalling.service';

/** Reaching customers: the telecalling queue. */
@Module({
  imports: [UsersModule],
  controllers: [TelecallingController],
  providers: [TelecallingRepository, TelecallingService],
  exports: [TelecallingService],
})
export class TelecallingModule {}
