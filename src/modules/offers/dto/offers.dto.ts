import { LOAN_PRODUCT_CODES } from '@marketplace/contracts';
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
import { rule } from '../../../common/errors';

const APP_ID = rule('APP_ID_INVALID', { field: 'appId' });

export class OffersQueryDto {
  @ApiPropertyOptional({ format: 'uuid', description: 'Default: the application in progress' })
  @IsOptional()
  @IsUUID('all', APP_ID)
  appId?: string;
}

export class AppIdParamDto {
  @ApiProperty({ format: 'uuid' })
  @IsUUID('all', APP_ID)
  appId!: string;
}

export class LenderParamDto {
  @ApiProperty({ example: 'cashe', description: "The lender's URL key" })
  @Matches(/^[a-z0-9-]{1,60}$/, rule('LENDER_KEY_INVALID'))
  lender!: string;
}

export class HandOffDto {
  @ApiPropertyOptional({ format: 'uuid', description: 'Default: the application in progress' })
  @IsOptional()
  @IsUUID('all', APP_ID)
  appId?: string;

  @ApiPropertyOptional({
    format: 'uuid',
    description: 'The acknowledged, valid Key Fact Statement of this offer (POST /api/kfs)',
  })
  @IsOptional()
  @IsUUID('all', rule('KFS_REQUIRED'))
  kfsId?: string;
}

export class EligibilityConditionsDto {
  @ApiPropertyOptional({ example: ['PL'], description: 'Product codes: PL, BL, GL, HL' })
  @IsOptional()
  @IsArray(rule('CATEGORY_IDS_INVALID'))
  @ArrayMaxSize(4, rule('CATEGORY_IDS_INVALID'))
  @IsIn(LOAN_PRODUCT_CODES, rule('CATEGORY_IDS_INVALID', undefined, true))
  categoryIds?: string[];

  @ApiPropertyOptional({ example: ['medical'], description: '`loanPurpose` option values' })
  @IsOptional()
  @IsArray(rule('GOAL_IDS_INVALID'))
  @ArrayMaxSize(20, rule('GOAL_IDS_INVALID'))
  @IsString(rule('GOAL_IDS_INVALID', undefined, true))
  goalIds?: string[];
}

export class EligibilityDto {
  @ApiPropertyOptional({ example: 'credit' })
  @IsOptional()
  @Matches(/^[A-Za-z0-9:._-]{1,60}$/, rule('DOMAIN_INVALID'))
  domain?: string;

  @ApiPropertyOptional({ format: 'uuid', description: 'Echoed back; a new one when absent' })
  @IsOptional()
  @IsUUID('all', rule('FIELD_UUID', { field: 'transactionId' }))
  transactionId?: string;

  @ApiPropertyOptional({ type: EligibilityConditionsDto })
  @IsOptional()
  @ValidateNested(rule('FIELD_OBJECT', { field: 'conditions' }))
  @Type(() => EligibilityConditionsDto)
  conditions?: EligibilityConditionsDto;
}
