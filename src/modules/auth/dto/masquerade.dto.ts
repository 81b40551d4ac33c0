import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsOptional, IsString, MaxLength, MinLength } from 'class-validator';
import { rule, WholeNumberId } from '../../../common/errors';
import { MASQUERADE } from '../auth.constants';

const reasonRule = rule('MASQUERADE_REASON_REQUIRED', MASQUERADE.reason);

export class MasqueradeDto {
  @ApiPropertyOptional({ description: "One of the partner's merchants; none: the whole partner" })
  @IsOptional()
  @Type(() => Number)
  @WholeNumberId('merchantId')
  merchantId?: number;

  @ApiProperty({ example: 'Checking a payout query raised by the partner' })
  @IsString(reasonRule)
  @MinLength(MASQUERADE.reason.min, reasonRule)
  @MaxLength(MASQUERADE.reason.max, reasonRule)
  reason!: string;
}

export class PartnerIdParam {
  @ApiProperty()
  @Type(() => Number)
  @WholeNumberId('partnerId')
  partnerId!: number;
}
