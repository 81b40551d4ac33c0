import {
  Body,
  Controller,
  Get,
  HttpCode,
  Param,
  Post,
  Query,
  UseGuards,
  UseInterceptors,
} from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { Throttle } from '@nestjs/throttler';
import type { AdminPrincipal } from '../../common/auth/principal';
import { CurrentPrincipal } from '../../common/decorators/current-principal.decorator';
import { Public } from '../../common/decorators/public.decorator';
import { AdminPage } from '../../common/decorators/route-access.decorators';
import { AddressThrottlerGuard } from '../../common/guards/address-throttler.guard';
import { ContentRangeInterceptor } from '../../common/rest/content-range.interceptor';
import { IdParamDto } from '../../common/rest/id-param.dto';
import { ApiRestListQuery, type ListQuery, RestListPipe } from '../../common/rest/list-query';
import { THROTTLE } from '../auth/auth.constants';
import {
  AnswerGrievanceDto,
  GRIEVANCE_LIST,
  type GrievanceListFilter,
  LookupGrievanceDto,
  RaiseGrievanceDto,
} from './dto/grievance.dto';
import { GrievancesService } from './grievances.service';

/** The public grievance page's calls, throttled per address. */
@ApiTags('public: grievances')
@Public()
@UseGuards(AddressThrottlerGuard)
@Throttle({ default: THROTTLE.otpVerify })
@Controller('grievances')
export class GrievancesController {
  constructor(private readonly grievances: GrievancesService) {}

  @Post()
  raise(@Body() dto: RaiseGrievanceDto) {
    return this.grievances.raise(dto);
  }

  /** A POST, so that the mobile stays out of URLs and logs. */
  @Post('lookup')
  @HttpCode(200)
  lookup(@Body() dto: LookupGrievanceDto) {
    return this.grievances.lookup(dto);
  }
}

/** Role-1 admins list (ra-data-simple-rest), read and answer grievances. */
@ApiTags('admin: grievances')
@AdminPage('grievances')
@Controller('admin/grievances')
export class GrievancesAdminController {
  constructor(private readonly grievances: GrievancesService) {}

  @Get()
  @ApiRestListQuery()
  @UseInterceptors(ContentRangeInterceptor)
  list(@Query(new RestListPipe(GRIEVANCE_LIST)) query: ListQuery<GrievanceListFilter>) {
    return this.grievances.list(query);
  }

  @Get(':id')
  get(@Param() { id }: IdParamDto) {
    return this.grievances.get(id);
  }

  @Post(':id/answer')
  @HttpCode(200)
  answer(
    @CurrentPrincipal() admin: AdminPrincipal,
    @Param() { id }: IdParamDto,
    @Body() dto: AnswerGrievanceDto,
  ) {
    return this.grievances.answer(admin, id, dto);
  }
}
