import { Body, Controller, Get, HttpCode, Param, Post, Put } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { AdminPrincipal } from '../../common/auth/principal';
import { CurrentPrincipal } from '../../common/decorators/current-principal.decorator';
import { AdminPage } from '../../common/decorators/route-access.decorators';
import { AgentCapDto, AgentIdParam, DispositionDto, LeadIdParam } from './dto/telecalling.dto';
import { TelecallingService } from './telecalling.service';

/**
 * /api/admin/telecalling (roles 1 and 3): agents (role 3) take the next lead and
 * record each call; supervisors (role 1) read the agents' day and set their caps.
 */
@ApiTags('admin: telecalling')
@AdminPage('telecalling')
@Controller('admin/telecalling')
export class TelecallingController {
  constructor(private readonly telecalling: TelecallingService) {}

  @Get('current')
  @AdminPage('telecalling', [3])
  current(@CurrentPrincipal() admin: AdminPrincipal) {
    return this.telecalling.current(admin);
  }

  @Get('day')
  @AdminPage('telecalling', [3])
  day(@CurrentPrincipal() admin: AdminPrincipal) {
    return this.telecalling.day(admin);
  }

  @Post('next')
  @AdminPage('telecalling', [3])
  @HttpCode(200)
  next(@CurrentPrincipal() admin: AdminPrincipal) {
    return this.telecalling.next(admin);
  }

  @Post('leads/:id/disposition')
  @AdminPage('telecalling', [3])
  @HttpCode(200)
  dispose(
    @CurrentPrincipal() admin: AdminPrincipal,
    @Param() { id }: LeadIdParam,
    @Body() dto: DispositionDto,
  ) {
    return this.telecalling.dispose(admin, id, dto);
  }

  @Get('agents')
  @AdminPage('telecalling', [1])
  agents() {
    return this.telecalling.agents();
  }

  @Put('agents/:id')
  @AdminPage('telecalling', [1])
  setDailyCap(@Param() { id }: AgentIdParam, @Body() dto: AgentCapDto) {
    return this.telecalling.setDailyCap(id, dto.dailyCap);
  }
}
