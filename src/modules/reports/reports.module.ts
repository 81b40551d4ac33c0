import { Module } from '@nestjs/common';
import { AuditModule } from '../audit/audit.module';
import { CustomersJourneyController } from './customers-journey.controller';
import { CustomersJourneyRepository } from './customers-journey.repository';
import { CustomersJourneyService } from './customers-journey.service';
import { DashboardController } from './dashboard.controller';
import { DashboardRepository } from './dashboard.repository';
import { DashboardService } from './dashboard.service';
import { FunnelMeasuresRepository } from './funnel-measures.repository';
import { InternalReportsController } from './internal-reports.controller';
import { InternalReportsRepository } from './internal-reports.repository';
import { InternalReportsService } from './internal-reports.service';
import { ProductsReportController } from './products-report.controller';
import { ProductsReportRepository } from './products-report.repository';
import { ProductsReportService } from './products-report.service';

/**
 * The back office's dashboard, internal reports, product reports and customers journey: reads of
 * the journey events and the applications (only the audit trail is written).
 */
@Module({
  imports: [AuditModule],
  controllers: [
    DashboardController,
    InternalReportsController,
    ProductsReportController,
    CustomersJourneyController,
  ],
  providers: [
    DashboardRepository,
    DashboardService,
    FunnelMeasuresRepository,
    InternalReportsRepository,
    InternalReportsService,
    ProductsReportRepository,
    ProductsReportService,
    CustomersJourneyRepository,
    CustomersJourneyService,
  ],
  exports: [CustomersJourneyRepository, FunnelMeasuresRepository],
})
export class ReportsModule {}
