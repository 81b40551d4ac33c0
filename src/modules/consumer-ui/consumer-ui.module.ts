import { Module } from '@nestjs/common';
import { ConsumerUiController } from './consumer-ui.controller';

/** The consumer app's run-time configuration endpoint. */
@Module({ controllers: [ConsumerUiController] })
export class ConsumerUiModule {}
