import { type DynamicModule, Module } from '@nestjs/common';
import { ConfigModule } from '@nestjs/config';
import { APP_GUARD } from '@nestjs/core';
import { LoggerModule } from 'nestjs-pino';
import { AccessGuard } from './common/guards/access.guard';
import { allConfigs } from './config';
import { env, validateEnv } from './config/env';
import { ChangeFeedModule } from './database/change-feed.module';
import { DatabaseModule } from './database/database.module';
import { TransactionsModule } from './database/transactions.module';
import { loggerOptions } from './common/logger-options';
import { AdminUiModule } from './modules/admin-ui/admin-ui.module';
import { AuditLogModule } from './modules/audit/audit-log.module';
import { AuthModule } from './modules/auth/auth.module';
import { CardsModule } from './modules/cards/cards.module';
import { ConsumerUiModule } from './modules/consumer-ui/consumer-ui.module';
import { FilesModule } from './modules/files/files.module';
import { ConsentModule } from './modules/consent/consent.module';
import { CsrModule } from './modules/csr/csr.module';
import { TelecallingModule } from './modules/telecalling/telecalling.module';
import { MessagingModule } from './modules/messaging/messaging.module';
import { AdminsModule } from './modules/admins/admins.module';
import { TrackingLinksModule } from './modules/tracking-links/tracking-links.module';
import { ApprovalsModule } from './modules/approvals/approvals.module';
import { ClockModule } from './common/clock';
import { BreachesModule } from './modules/breaches/breaches.module';
import { GrievancesModule } from './modules/grievances/grievances.module';
import { HealthModule } from './modules/health/health.module';
import { HelpModule } from './modules/help/help.module';
import { LenderIntegrationsModule } from './modules/lender-integrations/lender-integrations.module';
import { LendersModule } from './modules/lenders/lenders.module';
import { OffersModule } from './modules/offers/offers.module';
import { InsuranceModule } from './modules/insurance/insurance.module';
import { MerchantSignupModule } from './modules/merchant-signup/merchant-signup.module';
import { ReportsModule } from './modules/reports/reports.module';
import { PartnerIntegrationModule } from './modules/partner-integration/partner-integration.module';
import { MerchantsModule } from './modules/merchants/merchants.module';
import { PartnerPayoutsModule } from './modules/partner-payouts/partner-payouts.module';
import { PartnerPortalModule } from './modules/partner-portal/partner-portal.module';
import { PartnersModule } from './modules/partners/partners.module';
import { PrivacyModule } from './modules/privacy/privacy.module';
import { ProfileModule } from './modules/profile/profile.module';
import { PublicSiteModule } from './modules/public-site/public-site.module';
import { ReferenceModule } from './modules/reference/reference.module';
import { RevenueModule } from './modules/revenue/revenue.module';
import { SessionModule } from './modules/session/session.module';
import { DevSmsOutboxModule } from './modules/sms/dev-sms-outbox.module';
import { MetricsModule } from './metrics/metrics.module';
import { QueueModule } from './queue/queue.module';
import { UploadsModule } from './modules/uploads/uploads.module';

@Module({
  imports: [
    ConfigModule.forRoot({
      isGlobal: true,
      load: allConfigs,
      validate: validateEnv,
      ignoreEnvFile: true,
    }),
    LoggerModule.forRootAsync(loggerOptions),
    ClockModule,
    DatabaseModule,
    TransactionsModule,
    ChangeFeedModule,
    QueueModule,
    MetricsModule,
    // The consumer journey's modules first (Fastify's router does not depend on the order).
    ReferenceModule,
    ProfileModule,
    OffersModule,
    InsuranceModule,
    SessionModule,
    HelpModule,
    ConsumerUiModule,
    HealthModule,
    AuthModule,
    PartnersModule,
    CardsModule,
    LendersModule,
    LenderIntegrationsModule,
    RevenueModule,
    PartnerPortalModule,
    MerchantsModule,
    PartnerPayoutsModule,
    PartnerIntegrationModule,
    MerchantSignupModule,
    PublicSiteModule,
    GrievancesModule,
    BreachesModule,
    ConsentModule,
    PrivacyModule,
    ReportsModule,
    CsrModule,
    TelecallingModule,
    MessagingModule,
    AdminsModule,
    TrackingLinksModule,
    ApprovalsModule,
    FilesModule,
    AuditLogModule,
    AdminUiModule,
    UploadsModule,
  ],
  // Deny by default: every route must declare @Public() or its audience (src/common/decorators).
  providers: [{ provide: APP_GUARD, useClass: AccessGuard }],
})
export class AppModule {
  /**
   * The app with the modules that exist only outside production (the dev SMS outbox route).
   * Chosen when the app is created, not when this file is loaded: tests boot production-mode
   * apps in the same process.
   */
  static forRoot(): DynamicModule {
    const devOnly = env().NODE_ENV === 'production' ? [] : [DevSmsOutboxModule];
    return { module: AppModule, imports: devOnly };
  }
}
