import {
  Body,
  Controller,
  Get,
  HttpCode,
  Param,
  Post,
  Header,
  Query,
  StreamableFile,
  UseInterceptors,
} from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { AdminPrincipal } from '../../common/auth/principal';
import { CurrentPrincipal } from '../../common/decorators/current-principal.decorator';
import { AdminPage } from '../../common/decorators/route-access.decorators';
import { ContentRangeInterceptor } from '../../common/rest/content-range.interceptor';
import { IdParamDto } from '../../common/rest/id-param.dto';
import { ApiRestListQuery, type ListQuery, RestListPipe } from '../../common/rest/list-query';
import {
  DELETION_LIST,
  type DeletionListFilter,
  EraseConsumerDto,
  FindConsumerDto,
} from './dto/erasure.dto';
import { erasureCertificate } from './erasure-certificate';
import { ErasureService } from './erasure.service';

/** The back office's Customer Info Deletion (role 1): find, erase, list, certificate. */
@ApiTags('admin: customer info deletion')
@AdminPage('customer-info-deletion')
@Controller('admin/customer-deletions')
export class ErasureAdminController {
  constructor(private readonly erasures: ErasureService) {}

  @Get()
  @ApiRestListQuery()
  @UseInterceptors(ContentRangeInterceptor)
  list(@Query(new RestListPipe(DELETION_LIST)) query: ListQuery<DeletionListFilter>) {
    return this.erasures.list(query);
  }

  /** A POST, so that the mobile stays out of URLs and logs. */
  @Post('find')
  @HttpCode(200)
  find(@Body() dto: FindConsumerDto) {
    return this.erasures.find(dto.mobile);
  }

  @Post()
  erase(@CurrentPrincipal() admin: AdminPrincipal, @Body() dto: EraseConsumerDto) {
    return this.erasures.erase(admin, dto);
  }

  @Get(':id')
  get(@Param() { id }: IdParamDto) {
    return this.erasures.get(id);
  }

  @Get(':id/certificate')
  @Header('Cache-Control', 'no-store')
  async certificate(@Param() { id }: IdParamDto) {
    const erasure = await this.erasures.completed(id);
    return new StreamableFile(await erasureCertificate(erasure), {
      type: 'application/pdf',
      disposition: `attachment; filename="${erasure.number}.pdf"`,
    });
  }
}
