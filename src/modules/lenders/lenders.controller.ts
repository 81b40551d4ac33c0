import { Body, Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { AdminPrincipal } from '../../common/auth/principal';
import { CurrentPrincipal } from '../../common/decorators/current-principal.decorator';
import { AdminPage } from '../../common/decorators/route-access.decorators';
import { done, reply } from '../../common/rest/reply';
import { CreateLenderGroupDto } from './dto/lender-group.dto';
import {
  CreateLenderDto,
  DeleteLenderDto,
  LenderIdParamDto,
  UpdateLenderDataDto,
} from './dto/lender.dto';
import { LenderGroupsService } from './lender-groups.service';
import { LendersService } from './lenders.service';
import { GatedByApproval } from '../../common/rest/sent-for-approval';

/** The lender and lender-group calls of the back office's lenders list and lender edit screen. */
@ApiTags('admin: lenders')
@AdminPage('lenders')
@Controller()
export class LendersController {
  constructor(
    private readonly lenders: LendersService,
    private readonly groups: LenderGroupsService,
  ) {}

  @Get('get-lenders-data')
  list() {
    return reply(this.lenders.all());
  }

  @Get('get-lender-data/:lenderId')
  get(@Param() { lenderId }: LenderIdParamDto) {
    return reply(this.lenders.get(lenderId));
  }

  @Post('update-lender-data')
  @GatedByApproval()
  @HttpCode(200)
  update(@CurrentPrincipal() admin: AdminPrincipal, @Body() dto: UpdateLenderDataDto) {
    return reply(this.lenders.updateProperty(admin, dto), 'Lender updated successfully!');
  }

  @Post('create-lender')
  create(@CurrentPrincipal() admin: AdminPrincipal, @Body() dto: CreateLenderDto) {
    return reply(this.lenders.create(admin, dto), 'Lender created successfully!');
  }

  @Post('safe-delete-lender')
  @GatedByApproval()
  @HttpCode(200)
  remove(@CurrentPrincipal() admin: AdminPrincipal, @Body() dto: DeleteLenderDto) {
    return done(this.lenders.remove(admin, dto.lender_id), 'Lender deleted successfully!');
  }

  @Get('lender-group/get-all')
  groupList() {
    return reply(this.groups.all(), undefined, 'lenderGroups');
  }

  @Post('lender-group/create')
  groupCreate(@CurrentPrincipal() admin: AdminPrincipal, @Body() dto: CreateLenderGroupDto) {
    return reply(
      this.groups.create(admin, dto),
      'Lender group created successfully!',
      'lenderGroup',
    );
  }
}
