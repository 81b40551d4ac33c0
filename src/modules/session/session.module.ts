import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuthModule } from '../auth/auth.module';
import { AnonymousSession } from './anonymous-session.entity';
import { AnonymousSessionsRepository } from './anonymous-sessions.repository';
import { SessionCookiesRepository } from './session-cookies.repository';
import { AnonymousSessionsService } from './anonymous-sessions.service';
import { CookiesController } from './cookies.controller';
import { CookiesService } from './cookies.service';
import { SessionCookie } from './session-cookie.entity';

@Module({
  imports: [TypeOrmModule.forFeature([SessionCookie, AnonymousSession]), AuthModule],
  controllers: [CookiesController],
  providers: [
    CookiesService,
    AnonymousSessionsService,
    AnonymousSessionsRepository,
    SessionCookiesRepository,
  ],
})
export class SessionModule {}
