import {
  Controller,
  Get,
  Param,
  ParseUUIDPipe,
  Post,
  Res,
  StreamableFile,
  UseInterceptors,
} from '@nestjs/common';
import { ApiBody, ApiConsumes, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import type { AdminPrincipal } from '../../common/auth/principal';
import { CurrentPrincipal } from '../../common/decorators/current-principal.decorator';
import { AdminAny, AdminPage } from '../../common/decorators/route-access.decorators';
import { Upload } from '../../common/input/multipart';
import { SpreadsheetUploadInterceptor } from './spreadsheet-upload.interceptor';
import { type IncomingFile, UploadsService } from './uploads.service';
import { AppError } from '../../common/errors';

const FILE_BODY = {
  schema: {
    type: 'object',
    required: ['image_name'],
    properties: {
      image_name: { type: 'string', format: 'binary', description: '.xlsx, .xls or .csv' },
    },
  },
};

const uploadId = new ParseUUIDPipe({
  exceptionFactory: () => new AppError('UPLOAD_NOT_FOUND'),
});

/**
 * The back office's spreadsheet uploads: each call stores the file and queues its job;
 * it answers 200 with the result when the job ends within UPLOAD_SYNC_WAIT_MS, else 202 with the
 * upload id to poll. README "Spreadsheet uploads" lists the columns of each kind.
 */
@ApiTags('admin: uploads')
@Controller()
export class UploadsController {
  constructor(private readonly uploads: UploadsService) {}

  @Post('upload-application-status-file')
  @AdminPage('application-status-file')
  @UseInterceptors(SpreadsheetUploadInterceptor)
  @ApiConsumes('multipart/form-data')
  @ApiBody(FILE_BODY)
  applicationStatus(
    @CurrentPrincipal() admin: AdminPrincipal,
    @Upload() file: IncomingFile | undefined,
    @Res({ passthrough: true }) res: FastifyReply,
  ) {
    return this.accept(admin, 'application-status', file, res);
  }

  @Post('upload-commission-file')
  @AdminPage('commission-upload-file')
  @UseInterceptors(SpreadsheetUploadInterceptor)
  @ApiConsumes('multipart/form-data')
  @ApiBody(FILE_BODY)
  commission(
    @CurrentPrincipal() admin: AdminPrincipal,
    @Upload() file: IncomingFile | undefined,
    @Res({ passthrough: true }) res: FastifyReply,
  ) {
    return this.accept(admin, 'commission', file, res);
  }

  @Post('upload-mis-file')
  @AdminPage('mis-upload')
  @UseInterceptors(SpreadsheetUploadInterceptor)
  @ApiConsumes('multipart/form-data')
  @ApiBody(FILE_BODY)
  mis(
    @CurrentPrincipal() admin: AdminPrincipal,
    @Upload() file: IncomingFile | undefined,
    @Res({ passthrough: true }) res: FastifyReply,
  ) {
    return this.accept(admin, 'mis', file, res);
  }

  @Post('upload-credit-cards-file')
  @AdminPage('credit-cards')
  @UseInterceptors(SpreadsheetUploadInterceptor)
  @ApiConsumes('multipart/form-data')
  @ApiBody(FILE_BODY)
  creditCards(
    @CurrentPrincipal() admin: AdminPrincipal,
    @Upload() file: IncomingFile | undefined,
    @Res({ passthrough: true }) res: FastifyReply,
  ) {
    return this.accept(admin, 'credit-cards', file, res);
  }

  /** `{kind}.csv`: application-status, commission, mis or credit-cards. */
  @Get('uploads/templates/:file')
  @AdminAny()
  template(@CurrentPrincipal() admin: AdminPrincipal, @Param('file') file: string) {
    const slug = /^([a-z-]{1,40})\.csv$/.exec(file)?.[1] ?? '';
    return new StreamableFile(Buffer.from(this.uploads.template(admin, slug)), {
      type: 'text/csv; charset=utf-8',
      disposition: `attachment; filename="${slug}-template.csv"`,
    });
  }

  @Get('uploads/:id')
  @AdminAny()
  status(@CurrentPrincipal() admin: AdminPrincipal, @Param('id', uploadId) id: string) {
    return this.uploads.status(admin, id);
  }

  @Get('uploads/:id/errors.csv')
  @AdminAny()
  async errors(@CurrentPrincipal() admin: AdminPrincipal, @Param('id', uploadId) id: string) {
    return new StreamableFile(await this.uploads.errorsCsv(admin, id), {
      type: 'text/csv; charset=utf-8',
      disposition: `attachment; filename="upload-${id}-errors.csv"`,
    });
  }

  private async accept(
    admin: AdminPrincipal,
    slug: string,
    file: IncomingFile | undefined,
    res: FastifyReply,
  ) {
    const { status, body } = await this.uploads.accept(admin, slug, file);
    res.status(status);
    return body;
  }
}
