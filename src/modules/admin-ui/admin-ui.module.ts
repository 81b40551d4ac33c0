import { Module } from '@nestjs/common';
import { AdminUiController } from './admin-ui.controller';

/** The admin UI's run-time configuration endpoint. */
@Module({ controllers: [AdminUiController] })
export class AdminUiModule {}
