import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, Max, Min } from 'class-validator';
import { MAX_INT_ID } from '../../../common/validation';

export class MasqueradeDto {
  @ApiPropertyOptional({ description: "One of the partner's merchants; none: the whole partner" })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'merchantId must be a whole number' })
  @Min(1, { message: 'merchantId must be a whole number' })
  @Max(MAX_INT_ID, { message: 'merchantId must be a whole number' })
  merchantId?: number;
}

export class PartnerIdParam {
  @ApiProperty()
  @Type(() => Number)
  @IsInt({ message: 'partnerId must be a whole number' })
  @Min(1, { message: 'partnerId must be a whole number' })
  @Max(MAX_INT_ID, { message: 'partnerId must be a whole number' })
  partnerId!: number;
}
