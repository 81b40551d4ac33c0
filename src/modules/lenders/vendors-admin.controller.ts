import { Body, Controller, Get, HttpCode, Param, Post, Put } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { AdminPrincipal } from '../../common/auth/principal';
import { CurrentPrincipal } from '../../common/decorators/current-principal.decorator';
import { AdminPage } from '../../common/decorators/route-access.decorators';
import { IdParamDto } from '../../common/rest/id-param.dto';
import { VendorProductsDto, VendorStatusDto } from './dto/vendors.dto';
import { VendorsService } from './vendors.service';
import { GatedByApproval } from '../../common/rest/sent-for-approval';

/** /api/admin/vendors: the Vendors On/Off page (role 1). */
@ApiTags('admin: vendors on/off')
@AdminPage('vendors-on-off')
@Controller('admin/vendors')
export class VendorsAdminController {
  constructor(private readonly vendors: VendorsService) {}

  @Get()
  list() {
    return this.vendors.list();
  }

  @Post('status')
  @GatedByApproval()
  @HttpCode(200)
  setStatus(@CurrentPrincipal() admin: AdminPrincipal, @Body() dto: VendorStatusDto) {
    return this.vendors.setStatus(admin, dto);
  }

  @Put(':id/products')
  setProducts(
    @CurrentPrincipal() admin: AdminPrincipal,
    @Param() { id }: IdParamDto,
    @Body() dto: VendorProductsDto,
  ) {
    return this.vendors.setProducts(admin, id, dto);
  }
}
