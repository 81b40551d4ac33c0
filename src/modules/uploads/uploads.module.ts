import { Module } from '@nestjs/common';
import { MisRecordsRepository } from './mis-records.repository';
import { AuditModule } from '../audit/audit.module';
import { SpreadsheetStore } from './spreadsheet-store';
import { SpreadsheetUploadInterceptor } from './spreadsheet-upload.interceptor';
import { UploadJobService } from './upload-job.service';
import { UploadsController } from './uploads.controller';
import { UploadsProcessor } from './uploads.processor';
import { UploadsRepository } from './uploads.repository';
import { UploadsService } from './uploads.service';

/** Spreadsheet uploads on the `uploads` queue: application status, commission, MIS, cards. */
@Module({
  imports: [AuditModule],
  controllers: [UploadsController],
  providers: [
    UploadsService,
    UploadsRepository,
    UploadJobService,
    UploadsProcessor,
    SpreadsheetStore,
    SpreadsheetUploadInterceptor,
    MisRecordsRepository,
  ],
  exports: [MisRecordsRepository],
})
export class UploadsModule {}
