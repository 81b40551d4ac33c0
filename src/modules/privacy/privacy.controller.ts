import { Controller, Get, Header, HttpCode, Ip, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { ConsumerPrincipal } from '../../common/auth/principal';
import { CurrentPrincipal } from '../../common/decorators/current-principal.decorator';
import { ConsumerRoute } from '../../common/decorators/route-access.decorators';
import { ErasureService } from './erasure.service';
import { MyDataService } from './my-data.service';

/** The consumer's data rights: only for a session that proved the phone (an OTP). */
@ApiTags('consumer: privacy')
@ConsumerRoute({ stepUp: true })
@Controller('privacy')
export class PrivacyController {
  constructor(
    private readonly myData: MyDataService,
    private readonly erasures: ErasureService,
  ) {}

  /** Everything held about the signed-in consumer, as a JSON file. */
  @Get('my-data')
  @Header('Content-Disposition', 'attachment; filename="my-data.json"')
  @Header('Cache-Control', 'no-store')
  myDataExport(@CurrentPrincipal() principal: ConsumerPrincipal) {
    return this.myData.export(principal);
  }

  /**
   * Asks for erasure: every consent is withdrawn now and nothing more is done with the account;
   * an admin carries the erasure out (Customer Info Deletion). Asking again answers the same.
   */
  @ConsumerRoute({ stepUp: true, whileErasing: true })
  @Post('erasure')
  @HttpCode(200)
  requestErasure(@CurrentPrincipal() principal: ConsumerPrincipal, @Ip() ip: string) {
    return this.erasures.request(principal, ip);
  }
}
