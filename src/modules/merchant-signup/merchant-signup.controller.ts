import {
  Body,
  Controller,
  Get,
  HttpCode,
  Ip,
  Param,
  Post,
  Query,
  UseGuards,
  UseInterceptors,
} from '@nestjs/common';
import { ApiTags, ApiTooManyRequestsResponse } from '@nestjs/swagger';
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
  ApproveMerchantApplicationDto,
  CreateMerchantApplicationDto,
  MERCHANT_APPLICATION_LIST,
  MerchantOtpDto,
  RejectMerchantApplicationDto,
  type MerchantApplicationListFilter,
} from './dto/merchant-application.dto';
import { MERCHANT_DECLARATION, MerchantSignupService } from './merchant-signup.service';

/** The public merchant sign-up form (/create-merchant-form). */
@ApiTags('merchant sign-up')
@Controller('merchant-applications')
export class MerchantSignupController {
  constructor(private readonly signup: MerchantSignupService) {}

  /** The declaration the applicant accepts, as it will be kept. */
  @Public()
  @Get('declaration')
  declaration() {
    return { data: { text: MERCHANT_DECLARATION } };
  }

  @Public()
  @Post('otp')
  @HttpCode(200)
  @UseGuards(AddressThrottlerGuard)
  @Throttle({ default: THROTTLE.otpSend })
  @ApiTooManyRequestsResponse({ description: 'A send limit was hit: Retry-After says when' })
  sendOtp(@Body() { mobile }: MerchantOtpDto, @Ip() ip: string) {
    return this.signup.sendOtp(mobile, ip);
  }

  @Public()
  @Post()
  @UseGuards(AddressThrottlerGuard)
  @Throttle({ default: THROTTLE.otpVerify })
  apply(@Body() dto: CreateMerchantApplicationDto, @Ip() ip: string) {
    return this.signup.apply(dto, ip);
  }
}

/** /api/admin/merchant-applications: the sign-ups role-1 admins approve or reject. */
@ApiTags('admin: merchants')
@AdminPage('merchant-management')
@Controller('admin/merchant-applications')
export class MerchantApplicationsAdminController {
  constructor(private readonly signup: MerchantSignupService) {}

  @Get()
  @ApiRestListQuery()
  @UseInterceptors(ContentRangeInterceptor)
  list(
    @Query(new RestListPipe(MERCHANT_APPLICATION_LIST))
    query: ListQuery<MerchantApplicationListFilter>,
  ) {
    return this.signup.list(query);
  }

  @Get(':id')
  get(@Param() { id }: IdParamDto) {
    return this.signup.get(id);
  }

  @Post(':id/approve')
  @HttpCode(200)
  approve(
    @CurrentPrincipal() admin: AdminPrincipal,
    @Param() { id }: IdParamDto,
    @Body() { partner_id }: ApproveMerchantApplicationDto,
  ) {
    return this.signup.approve(admin, id, partner_id);
  }

  @Post(':id/reject')
  @HttpCode(200)
  reject(
    @CurrentPrincipal() admin: AdminPrincipal,
    @Param() { id }: IdParamDto,
    @Body() { reason }: RejectMerchantApplicationDto,
  ) {
    return this.signup.reject(admin, id, reason);
  }

  @Post(':id/notify')
  @HttpCode(200)
  notify(@Param() { id }: IdParamDto) {
    return this.signup.resendDecision(id);
  }
}
