import { Controller, Get, Param } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { PartnerRoute } from '../../common/decorators/route-access.decorators';
import { IdParamDto } from '../../common/rest/id-param.dto';
import { PartnerOfferingService } from './partner-offering.service';

/** The partner portal's product offering and training material (live lender data). */
@ApiTags('partner portal')
@Controller('partner')
export class PartnerOfferingController {
  constructor(private readonly offering: PartnerOfferingService) {}

  @PartnerRoute()
  @Get('product-offering')
  products() {
    return this.offering.products();
  }

  @PartnerRoute()
  @Get('product-offering/:id')
  product(@Param() { id }: IdParamDto) {
    return this.offering.product(id);
  }

  @PartnerRoute()
  @Get('lenders')
  lenders() {
    return this.offering.allLenders();
  }
}
