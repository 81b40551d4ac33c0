import { Controller, Get } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { Public } from '../../common/decorators/public.decorator';
import { PublicSiteService } from './public-site.service';

/** The public home's facts (/customer-site): lending partners and how offers are matched. */
@ApiTags('public')
@Public()
@Controller('public')
export class PublicSiteController {
  constructor(private readonly site: PublicSiteService) {}

  @Get('lending-partners')
  lendingPartners() {
    return this.site.lendingPartners();
  }

  @Get('matching-method')
  matchingMethod() {
    return this.site.matchingMethod();
  }
}
