import { Controller, Get, Query } from '@nestjs/common';
import { ApiPropertyOptional, ApiTags } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsIn, IsOptional } from 'class-validator';
import type { ConsumerPrincipal } from '../../common/auth/principal';
import { rule } from '../../common/errors';
import { CurrentPrincipal } from '../../common/decorators/current-principal.decorator';
import { ConsumerRoute } from '../../common/decorators/route-access.decorators';
import { reply } from '../../common/rest/reply';
import { ConsumerCardsService } from './consumer-cards.service';

export class ConsumerCardsQueryDto {
  @ApiPropertyOptional({ enum: [0, 1], description: '1: secured cards only; 0: unsecured only' })
  @IsOptional()
  @Type(() => Number)
  @IsIn([0, 1], rule('FIELD_FLAG', { field: 'secured' }))
  secured?: number;
}

@ApiTags('consumer: credit cards')
@ConsumerRoute()
@Controller()
export class ConsumerCardsController {
  constructor(private readonly cards: ConsumerCardsService) {}

  @Get('credit-cards')
  list(@CurrentPrincipal() c: ConsumerPrincipal, @Query() q: ConsumerCardsQueryDto) {
    return reply(this.cards.forConsumer(c.userId, q.secured));
  }
}
