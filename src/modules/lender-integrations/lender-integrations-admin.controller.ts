import { Body, Controller, Get, Param, Put } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { AdminPrincipal } from '../../common/auth/principal';
import { CurrentPrincipal } from '../../common/decorators/current-principal.decorator';
import { AdminPage } from '../../common/decorators/route-access.decorators';
import { IdParamDto } from '../../common/rest/id-param.dto';
import { GatedByApproval } from '../../common/rest/sent-for-approval';
import { IntegrationSettingsDto } from './dto/integration-settings.dto';
import { LenderIntegrationsService } from './lender-integrations.service';

/** A lender's API integration: settings and health, beside the lender edit (role 1). */
@ApiTags('admin: lenders')
@AdminPage('lenders')
@Controller('admin/lenders/:id/integration')
export class LenderIntegrationsAdminController {
  constructor(private readonly integrations: LenderIntegrationsService) {}

  @Get()
  get(@Param() { id }: IdParamDto) {
    return this.integrations.get(id);
  }

  @Put()
  @GatedByApproval()
  update(
    @CurrentPrincipal() admin: AdminPrincipal,
    @Param() { id }: IdParamDto,
    @Body() dto: IntegrationSettingsDto,
  ) {
    return this.integrations.update(admin, id, dto);
  }

  @Get('health')
  health(@Param() { id }: IdParamDto) {
    return this.integrations.health(id);
  }
}
