import { Module } from '@nestjs/common';
import { JwtModule } from '@nestjs/jwt';
import { PassportModule } from '@nestjs/passport';
import { ThrottlerModule } from '@nestjs/throttler';
import { TypeOrmModule } from '@nestjs/typeorm';
import { SharedThrottlerStorage } from '../../common/throttling/shared-throttler-storage';
import { redisConfig, type RedisConfig } from '../../config/redis.config';
import { QueueService } from '../../queue/queue.service';
import { AdminsModule } from '../admins/admins.module';
import { ApplicationsModule } from '../applications/applications.module';
import { AuditModule } from '../audit/audit.module';
import { ConsentModule } from '../consent/consent.module';
import { PartnerLeadsRepository } from '../partner-integration/partner-leads.repository';
import { PartnersModule } from '../partners/partners.module';
import { SmsModule } from '../sms/sms.module';
import { AccountsRepository } from './accounts.repository';
import { AdminAuthController } from './admin-auth.controller';
import { AnyAudienceTokenService } from './any-audience-token.service';
import { AdminAuthService } from './admin-auth.service';
import { BootstrapAdminService } from './bootstrap-admin.service';
import { ConsumerAccountsService } from './consumer-accounts.service';
import { ConsumerAuthController } from './consumer-auth.controller';
import { ConsumerAuthService } from './consumer-auth.service';
import { MasqueradeController } from './masquerade.controller';
import { MasqueradeService } from './masquerade.service';
import { OtpService } from './otp.service';
import { OtpRepository } from './otp.repository';
import { PartnerAuthController } from './partner-auth.controller';
import { PartnerAuthService } from './partner-auth.service';
import { PartnerSignInToken } from './partner-sign-in-token.entity';
import { PartnerSignInRepository } from './partner-sign-in.repository';
import { PartnerSignInService } from './partner-sign-in.service';
import { PasswordLoginService } from './password-login.service';
import { PrincipalCacheService } from './principal-cache.service';
import { PrincipalService } from './principal.service';
import { RevocationService } from './revocation.service';
import { RevokedToken } from './revoked-token.entity';
import { RevokedTokensRepository } from './revoked-tokens.repository';
import { AdminJwtStrategy } from './strategies/admin-jwt.strategy';
import { ConsumerJwtStrategy } from './strategies/consumer-jwt.strategy';
import { PartnerJwtStrategy } from './strategies/partner-jwt.strategy';
import { TokenService } from './token.service';

/**
 * Sign-in for the three audiences, their tokens and strategies. The global AccessGuard (in
 * app.module.ts) runs the strategies registered here by name.
 */
@Module({
  imports: [
    AdminsModule,
    ConsentModule,
    TypeOrmModule.forFeature([RevokedToken, PartnerSignInToken]),
    PassportModule,
    // Secrets are per audience and passed on every sign; nothing is configured globally.
    JwtModule.register({}),
    ThrottlerModule.forRootAsync({
      inject: [QueueService, redisConfig.KEY],
      useFactory: (queues: QueueService, redis: RedisConfig) => ({
        throttlers: [{ name: 'default', ttl: 60_000, limit: 10 }],
        errorMessage: 'Too many attempts. Please wait a minute and try again',
        storage: new SharedThrottlerStorage(queues.bull?.url, redis.queuePrefix),
      }),
    }),
    SmsModule,
    AuditModule,
    ApplicationsModule,
    PartnersModule,
  ],
  controllers: [
    ConsumerAuthController,
    AdminAuthController,
    PartnerAuthController,
    MasqueradeController,
  ],
  providers: [
    TokenService,
    RevocationService,
    PrincipalService,
    PrincipalCacheService,
    ConsumerJwtStrategy,
    AdminJwtStrategy,
    PartnerJwtStrategy,
    OtpRepository,
    AccountsRepository,
    RevokedTokensRepository,
    OtpService,
    ConsumerAccountsService,
    // Held partner leads attribute a mobile's first OTP sign-in (ConsumerAccountsService).
    PartnerLeadsRepository,
    ConsumerAuthService,
    PasswordLoginService,
    AdminAuthService,
    PartnerAuthService,
    MasqueradeService,
    BootstrapAdminService,
    AnyAudienceTokenService,
    PartnerSignInRepository,
    PartnerSignInService,
  ],
  exports: [TokenService, AnyAudienceTokenService, OtpService, RevocationService],
})
export class AuthModule {}
