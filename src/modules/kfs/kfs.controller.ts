import {
  Body,
  Controller,
  Get,
  Header,
  HttpCode,
  Param,
  Post,
  StreamableFile,
} from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { ConsumerPrincipal } from '../../common/auth/principal';
import { CurrentPrincipal } from '../../common/decorators/current-principal.decorator';
import { ConsumerRoute } from '../../common/decorators/route-access.decorators';
import { IssueKfsDto, KfsIdDto } from './dto/kfs.dto';
import { kfsPdf } from './kfs-pdf';
import { KfsService } from './kfs.service';

/** The Key Fact Statement shown before a hand-off. */
@ApiTags('consumer: key fact statement')
@ConsumerRoute({ consent: true })
@Controller('kfs')
export class KfsController {
  constructor(private readonly kfs: KfsService) {}

  /** The KFS of one offer of the application; the one already issued while it is valid. */
  @Post()
  @HttpCode(200)
  issue(@CurrentPrincipal() principal: ConsumerPrincipal, @Body() dto: IssueKfsDto) {
    return this.kfs.issue(principal, dto.lender, dto.language, dto.appId);
  }

  @Post(':id/acknowledge')
  @HttpCode(200)
  acknowledge(@CurrentPrincipal() principal: ConsumerPrincipal, @Param() { id }: KfsIdDto) {
    return this.kfs.acknowledge(principal, id);
  }

  /** The KFS as the PDF the consumer keeps. */
  @Get(':id/pdf')
  @Header('Cache-Control', 'no-store')
  async pdf(@CurrentPrincipal() principal: ConsumerPrincipal, @Param() { id }: KfsIdDto) {
    const kfs = await this.kfs.get(principal, id);
    return new StreamableFile(await kfsPdf(kfs.content), {
      type: 'application/pdf',
      disposition: `attachment; filename="${kfs.number}.pdf"`,
    });
  }
}
