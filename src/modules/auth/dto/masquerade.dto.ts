import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsOptional } from 'class-validator';
import { WholeNumberId } from '../../../common/errors';

export class MasqueradeDto {
  @ApiPropertyOptional({ description: "One of the partner's merchants; none: the whole partner" })
  @IsOptional()
  @Type(() => Number)
  @WholeNumberId('merchantId')
  merchantId?: number;
}

export class PartnerIdParam {
  @ApiProperty()
  @Type(() => Number)
  @WholeNumberId('partnerId')
  partnerId!: number;
}
