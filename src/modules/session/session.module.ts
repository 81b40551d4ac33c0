import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuthModule } from '../auth/auth.module';
import { CookiesController } from './cookies.controller';
import { CookiesService } from './cookies.service';
import { SessionCookie } from './session-cookie.entity';

@Module({
  imports: [TypeOrmModule.forFeature([SessionCookie]), AuthModule],
  controllers: [CookiesController],
  providers: [CookiesService],
})
export class SessionModule {}
