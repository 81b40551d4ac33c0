import { Controller, Get, Header } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { ConsumerPrincipal } from '../../common/auth/principal';
import { CurrentPrincipal } from '../../common/decorators/current-principal.decorator';
import { ConsumerRoute } from '../../common/decorators/route-access.decorators';
import { MyDataService } from './my-data.service';

/** The consumer's data rights. */
@ApiTags('consumer: privacy')
@ConsumerRoute()
@Controller('privacy')
export class PrivacyController {
  constructor(private readonly myData: MyDataService) {}

  /** Everything held about the signed-in consumer, as a JSON file. */
  @Get('my-data')
  @Header('Content-Disposition', 'attachment; filename="my-data.json"')
  @Header('Cache-Control', 'no-store')
  myDataExport(@CurrentPrincipal() principal: ConsumerPrincipal) {
    return this.myData.export(principal);
  }
}
