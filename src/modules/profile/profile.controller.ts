import { Body, Controller, Get, HttpCode, Ip, Param, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { ConsumerPrincipal } from '../../common/auth/principal';
import { CurrentPrincipal } from '../../common/decorators/current-principal.decorator';
import { ConsumerRoute } from '../../common/decorators/route-access.decorators';
import { reply } from '../../common/rest/reply';
import {
  ChooseProductDto,
  MaskInfoParamDto,
  ProfileFormParamDto,
  ProspectParamDto,
  SetLanguageDto,
} from './dto/profile-params.dto';
import { ProfileDto } from './dto/profile.dto';
import { ProfileService } from './profile.service';

/** The consumer's profile calls. Only the consumer's own records. */
@ApiTags('consumer: profile')
@ConsumerRoute()
@Controller()
export class ProfileController {
  constructor(private readonly profiles: ProfileService) {}

  // The whole profile (birth date, income): a partner-asserted session proves the phone first.
  @ConsumerRoute({ stepUp: true })
  @Get('user/:prospectAppId')
  profile(@CurrentPrincipal() c: ConsumerPrincipal, @Param() p: ProspectParamDto) {
    return reply(this.profiles.profile(c, p.prospectAppId));
  }

  @Get('start-up/:prospectAppId')
  startUp(@CurrentPrincipal() c: ConsumerPrincipal, @Param() p: ProspectParamDto) {
    return reply(this.profiles.startUp(c, p.prospectAppId));
  }

  @ConsumerRoute({ stepUp: true })
  @Get('getMaskInfo/:id')
  maskInfo(@CurrentPrincipal() c: ConsumerPrincipal, @Param() p: MaskInfoParamDto) {
    return reply(this.profiles.maskInfo(c, p.id));
  }

  @ConsumerRoute({ consent: true })
  @Post('user/:prospectAppId/product')
  @HttpCode(200)
  chooseProduct(
    @CurrentPrincipal() c: ConsumerPrincipal,
    @Param() p: ProspectParamDto,
    @Body() dto: ChooseProductDto,
  ) {
    return reply(this.profiles.chooseProduct(c, p.prospectAppId, dto.productId));
  }

  @ConsumerRoute({ consent: true })
  @Post('user/:prospectAppId/profile/:product')
  @HttpCode(200)
  save(
    @CurrentPrincipal() c: ConsumerPrincipal,
    @Param() p: ProfileFormParamDto,
    @Body() dto: ProfileDto,
    @Ip() ip: string,
  ) {
    return reply(
      this.profiles.save(c, p.prospectAppId, p.product, dto, ip ?? null),
      'Details saved successfully',
    );
  }

  @Post('set-language')
  @HttpCode(200)
  setLanguage(@CurrentPrincipal() c: ConsumerPrincipal, @Body() dto: SetLanguageDto) {
    return reply(this.profiles.setLanguage(c, dto.uid, dto.language), 'Language updated');
  }
}
