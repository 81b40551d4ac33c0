import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsIn,
  IsOptional,
  IsString,
  IsUUID,
  Matches,
  ValidateNested,
} from 'class-validator';
import { LOAN_PRODUCTS } from '../../applications/consumer-records.service';

const APP_ID = 'appId must be an application id (a UUID)';

export class OffersQueryDto {
  @ApiPropertyOptional({ format: 'uuid', description: 'Default: the application in progress' })
  @IsOptional()
  @IsUUID('all', { message: APP_ID })
  appId?: string;
}

export class AppIdParamDto {
  @ApiProperty({ format: 'uuid' })
  @IsUUID('all', { message: APP_ID })
  appId!: string;
}

export class LenderParamDto {
  @ApiProperty({ example: 'cashe', description: "The lender's URL key" })
  @Matches(/^[a-z0-9-]{1,60}$/, { message: "lender must be a lender's URL key such as cashe" })
  lender!: string;
}

export class HandOffDto {
  @ApiPropertyOptional({ format: 'uuid', description: 'Default: the application in progress' })
  @IsOptional()
  @IsUUID('all', { message: APP_ID })
  appId?: string;
}

export class EligibilityConditionsDto {
  @ApiPropertyOptional({ example: ['PL'], description: 'Product codes: PL, BL, GL, HL' })
  @IsOptional()
  @IsArray({ message: 'categoryIds must be a list of product codes: PL, BL, GL, HL' })
  @ArrayMaxSize(4, { message: 'categoryIds must be a list of product codes: PL, BL, GL, HL' })
  @IsIn(LOAN_PRODUCTS, {
    each: true,
    message: 'categoryIds must be a list of product codes: PL, BL, GL, HL',
  })
  categoryIds?: string[];

  @ApiPropertyOptional({ example: ['medical'], description: '`loanPurpose` option values' })
  @IsOptional()
  @IsArray({ message: 'goalIds must be a list of loanPurpose values' })
  @ArrayMaxSize(20, { message: 'goalIds must be a list of loanPurpose values' })
  @IsString({ each: true, message: 'goalIds must be a list of loanPurpose values' })
  goalIds?: string[];
}

export class EligibilityDto {
  @ApiPropertyOptional({ example: 'credit' })
  @IsOptional()
  @Matches(/^[A-Za-z0-9:._-]{1,60}$/, { message: 'domain must be a short identifier' })
  domain?: string;

  @ApiPropertyOptional({ format: 'uuid', description: 'Echoed back; a new one when absent' })
  @IsOptional()
  @IsUUID('all', { message: 'transactionId must be a UUID' })
  transactionId?: string;

  @ApiPropertyOptional({ type: EligibilityConditionsDto })
  @IsOptional()
  @ValidateNested({ message: 'conditions must be an object' })
  @Type(() => EligibilityConditionsDto)
  conditions?: EligibilityConditionsDto;
}
