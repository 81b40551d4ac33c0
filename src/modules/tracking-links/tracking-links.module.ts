import { Module } from '@nestjs/common';
import { AuditModule } from '../audit/audit.module';
import { TrackingLinkRedirectController } from './tracking-link-redirect.controller';
import { TrackingLinksAdminController } from './tracking-links-admin.controller';
import { TrackingLinksRepository } from './tracking-links.repository';
import { TrackingLinksService } from './tracking-links.service';

/** Tracking links: the admin's link builder and the public short links. */
@Module({
  imports: [AuditModule],
  controllers: [TrackingLinksAdminController, TrackingLinkRedirectController],
  providers: [TrackingLinksService, TrackingLinksRepository],
})
export class TrackingLinksModule {}
