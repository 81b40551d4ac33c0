import { Controller, Get, Param } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { Public } from '../../common/decorators/public.decorator';
import { reply } from '../../common/rest/reply';
import { PartnerNameParamDto } from './dto/partners-admin.dto';
import { PartnerBrandService } from './partner-brand.service';

/** Public: the consumer login page is branded from it before anyone signs in. */
@ApiTags('partner brand')
@Public()
@Controller()
export class PartnerBrandController {
  constructor(private readonly brands: PartnerBrandService) {}

  @Get(['get-partner-by-name', 'get-partner-by-name/:name'])
  get(@Param() { name }: PartnerNameParamDto) {
    return reply(this.brands.byName(name));
  }
}
