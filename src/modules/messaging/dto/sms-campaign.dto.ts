import {
  PRODUCT_CODES,
  SMS_CAMPAIGN_STATUSES,
  TEXT_DELIVERY_STATUSES,
  type TextDeliveryStatus,
} from '@marketplace/contracts';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  IsIn,
  IsInt,
  IsObject,
  IsOptional,
  IsString,
  Matches,
  Min,
  ValidateNested,
} from 'class-validator';
import { rule } from '../../../common/errors';
import { BaseListFilter } from '../../../common/rest/list-filters';
import type { ListSpec } from '../../../common/rest/list-query';
import { IdField } from '../../../common/rest/value-rules';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const SEGMENT = rule('SMS_SEGMENT_INVALID');

export class CampaignSegmentDto {
  @ApiPropertyOptional({ example: 'PL', description: 'A product code' })
  @IsOptional()
  @IsIn(PRODUCT_CODES, SEGMENT)
  product?: string;

  @ApiPropertyOptional({ example: 'created', description: "An application's status" })
  @IsOptional()
  @IsString(SEGMENT)
  @Matches(/^[a-z_]{1,40}$/, SEGMENT)
  status?: string;

  @ApiPropertyOptional({ example: 3 })
  @IsOptional()
  @IsInt(SEGMENT)
  @Min(1, SEGMENT)
  partnerId?: number;

  @ApiProperty({ example: '2026-11-01', description: 'India day, inclusive' })
  @IsString(rule('DATE_RANGE_INVALID'))
  @Matches(DAY, rule('DATE_RANGE_INVALID'))
  from!: string;

  @ApiProperty({ example: '2026-11-30', description: 'India day, inclusive' })
  @IsString(rule('DATE_RANGE_INVALID'))
  @Matches(DAY, rule('DATE_RANGE_INVALID'))
  to!: string;

  @ApiPropertyOptional({ enum: ['en', 'hi'] })
  @IsOptional()
  @IsIn(['en', 'hi'], rule('SMS_LANGUAGE_INVALID'))
  language?: 'en' | 'hi';
}

/** POST /api/admin/sms-campaigns: a template to a segment, with its variables' values. */
export class SmsCampaignDto {
  @ApiProperty({ example: 1 })
  @IsInt(rule('SMS_TEMPLATE_NOT_FOUND'))
  @Min(1, rule('SMS_TEMPLATE_NOT_FOUND'))
  templateId!: number;

  @ApiProperty({ type: CampaignSegmentDto })
  @IsObject(SEGMENT)
  @ValidateNested()
  @Type(() => CampaignSegmentDto)
  segment!: CampaignSegmentDto;

  @ApiPropertyOptional({ example: { amount: '250000' } })
  @IsOptional()
  @IsObject(rule('SMS_VALUE_INVALID', { name: 'values', type: 'object' }))
  values?: Record<string, string>;
}

/** GET /api/admin/sms-campaigns/{id}/recipients */
export class RecipientsQuery {
  @ApiPropertyOptional({ enum: TEXT_DELIVERY_STATUSES })
  @IsOptional()
  @IsIn([...TEXT_DELIVERY_STATUSES], rule('SMS_SEGMENT_INVALID'))
  status?: TextDeliveryStatus;

  @ApiPropertyOptional({ example: 1 })
  @IsOptional()
  @Type(() => Number)
  @IsInt(rule('FIELD_POSITIVE_WHOLE_NUMBER', { field: 'page' }))
  @Min(1, rule('FIELD_POSITIVE_WHOLE_NUMBER', { field: 'page' }))
  page?: number;
}

export class CampaignIdParam {
  @IdField('id')
  id!: number;
}

/** GET /api/admin/sms-campaigns: `q` searches the template's name; `status` one of the four. */
export class SmsCampaignListFilter extends BaseListFilter {
  @IsOptional()
  @IsIn(SMS_CAMPAIGN_STATUSES, rule('OPTION_INVALID', { field: 'filter status' }))
  status?: string;
}

export const SMS_CAMPAIGN_LIST: ListSpec<SmsCampaignListFilter> = {
  filter: SmsCampaignListFilter,
  sortable: { id: 'c.id', status: 'c.status', createdAt: 'c.createdAt' },
  defaultSort: ['id', 'DESC'],
};
