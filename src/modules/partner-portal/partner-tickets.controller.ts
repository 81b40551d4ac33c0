import {
  Body,
  Controller,
  Get,
  HttpCode,
  Param,
  Post,
  Query,
  UseInterceptors,
} from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { AdminPrincipal, PartnerPrincipal } from '../../common/auth/principal';
import { CurrentPrincipal } from '../../common/decorators/current-principal.decorator';
import { AdminPage, PartnerRoute } from '../../common/decorators/route-access.decorators';
import { ContentRangeInterceptor } from '../../common/rest/content-range.interceptor';
import { IdParamDto } from '../../common/rest/id-param.dto';
import { ApiRestListQuery, type ListQuery, RestListPipe } from '../../common/rest/list-query';
import {
  CreateTicketDto,
  PartnerTicketsQuery,
  TICKET_LIST,
  TicketMessageDto,
  type TicketListFilter,
} from './dto/partner-tickets.dto';
import { PartnerTicketsService } from './partner-tickets.service';

/** The partner's tickets (Communication: tech support, general queries). */
@ApiTags('partner portal')
@Controller('partner/tickets')
export class PartnerTicketsController {
  constructor(private readonly tickets: PartnerTicketsService) {}

  @PartnerRoute()
  @Get()
  list(@CurrentPrincipal() partner: PartnerPrincipal, @Query() { category }: PartnerTicketsQuery) {
    return this.tickets.partnerList(partner, category);
  }

  @PartnerRoute()
  @Post()
  create(@CurrentPrincipal() partner: PartnerPrincipal, @Body() dto: CreateTicketDto) {
    return this.tickets.create(partner, dto);
  }

  @PartnerRoute()
  @Get(':id')
  get(@CurrentPrincipal() partner: PartnerPrincipal, @Param() { id }: IdParamDto) {
    return this.tickets.partnerGet(partner, id);
  }

  @PartnerRoute()
  @Post(':id/messages')
  @HttpCode(200)
  reply(
    @CurrentPrincipal() partner: PartnerPrincipal,
    @Param() { id }: IdParamDto,
    @Body() { message }: TicketMessageDto,
  ) {
    return this.tickets.partnerReply(partner, id, message);
  }
}

/** /api/admin/partner-tickets: every partner's tickets, answered and closed by role-1 admins. */
@ApiTags('admin: merchants')
@AdminPage('merchant-management')
@Controller('admin/partner-tickets')
export class PartnerTicketsAdminController {
  constructor(private readonly tickets: PartnerTicketsService) {}

  @Get()
  @ApiRestListQuery()
  @UseInterceptors(ContentRangeInterceptor)
  list(@Query(new RestListPipe(TICKET_LIST)) query: ListQuery<TicketListFilter>) {
    return this.tickets.adminList(query);
  }

  @Get(':id')
  get(@Param() { id }: IdParamDto) {
    return this.tickets.adminGet(id);
  }

  @Post(':id/messages')
  @HttpCode(200)
  reply(
    @CurrentPrincipal() admin: AdminPrincipal,
    @Param() { id }: IdParamDto,
    @Body() { message }: TicketMessageDto,
  ) {
    return this.tickets.adminReply(admin, id, message);
  }

  @Post(':id/close')
  @HttpCode(200)
  close(@CurrentPrincipal() admin: AdminPrincipal, @Param() { id }: IdParamDto) {
    return this.tickets.close(admin, id);
  }
}
