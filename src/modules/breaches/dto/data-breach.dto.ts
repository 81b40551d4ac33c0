import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  ArrayUnique,
  IsArray,
  IsDate,
  IsIn,
  IsInt,
  IsObject,
  IsOptional,
  IsString,
  Max,
  MaxLength,
  Matches,
  Min,
  MinLength,
  ValidateIf,
} from 'class-validator';
import { rule } from '../../../common/errors';
import { INDIAN_MOBILE } from '../../../common/validation';
import { BaseListFilter } from '../../../common/rest/list-filters';
import type { ListSpec } from '../../../common/rest/list-query';
import { BREACH_DATA_CATEGORIES } from '@marketplace/contracts';

const trim = Transform(({ value }) => (typeof value === 'string' ? value.trim() : value));
/** An ISO instant; anything else is left for the validator to refuse. */
const toDate = Transform(({ value }) =>
  typeof value === 'string' && !Number.isNaN(Date.parse(value)) ? new Date(value) : value,
);
const field = (name: string) => rule('FIELD_INVALID', { field: name });

/** A new incident. */
export class RecordBreachDto {
  @ApiProperty({ example: '2026-11-20T08:30:00.000Z' })
  @toDate
  @IsDate(field('detectedAt'))
  detectedAt!: Date;

  @ApiProperty({ enum: BREACH_DATA_CATEGORIES, isArray: true })
  @IsArray(field('dataCategories'))
  @ArrayMinSize(1, field('dataCategories'))
  @ArrayMaxSize(BREACH_DATA_CATEGORIES.length, field('dataCategories'))
  @ArrayUnique(field('dataCategories'))
  @IsIn(BREACH_DATA_CATEGORIES, { ...field('dataCategories'), each: true })
  dataCategories!: string[];

  @ApiProperty({ example: 120 })
  @Type(() => Number)
  @IsInt(field('affectedConsumers'))
  @Min(0, field('affectedConsumers'))
  @Max(100_000_000, field('affectedConsumers'))
  affectedConsumers!: number;

  @ApiProperty({ example: 'Rotated the leaked key; the bucket is private again.' })
  @trim
  @IsString(field('actionsTaken'))
  @MinLength(2, field('actionsTaken'))
  @MaxLength(4000, field('actionsTaken'))
  actionsTaken!: string;
}

/** What changes later: what was done, and when the Board was told (null: not yet). */
export class UpdateBreachDto {
  @ApiPropertyOptional()
  @IsOptional()
  @trim
  @IsString(field('actionsTaken'))
  @MinLength(2, field('actionsTaken'))
  @MaxLength(4000, field('actionsTaken'))
  actionsTaken?: string;

  @ApiPropertyOptional({ nullable: true, example: '2026-11-21T10:00:00.000Z' })
  @ValidateIf((_, v) => v !== null && v !== undefined)
  @toDate
  @IsDate(field('reportedToBoardAt'))
  reportedToBoardAt?: Date | null;
}

export const BREACH_AUDIENCES = ['all', 'mobiles', 'registered'] as const;
/** The most mobiles one notice call lists (a larger file is sent in parts: each adds to it). */
export const BREACH_MOBILES_MAX = 10_000;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The notice to the affected consumers: a service SMS template with its variables' values, and
 * who they are: every consumer (`all`), the `mobiles` listed, or those `registered` in the India
 * days [from, to].
 */
export class BreachNoticeDto {
  @ApiProperty({ example: 3 })
  @Type(() => Number)
  @IsInt(field('templateId'))
  @Min(1, field('templateId'))
  @Max(2_147_483_647, field('templateId'))
  templateId!: number;

  @ApiProperty({ enum: BREACH_AUDIENCES })
  @IsIn(BREACH_AUDIENCES, field('audience'))
  audience!: (typeof BREACH_AUDIENCES)[number];

  @ApiPropertyOptional({ example: ['9876543210'], maxItems: BREACH_MOBILES_MAX })
  @ValidateIf((o: BreachNoticeDto) => o.audience === 'mobiles')
  @IsArray(field('mobiles'))
  @ArrayMinSize(1, field('mobiles'))
  @ArrayMaxSize(BREACH_MOBILES_MAX, field('mobiles'))
  @Matches(INDIAN_MOBILE, { ...rule('MOBILE_INVALID'), each: true })
  mobiles?: string[];

  @ApiPropertyOptional({ example: '2026-11-01', description: 'India day, inclusive' })
  @ValidateIf((o: BreachNoticeDto) => o.audience === 'registered')
  @IsString(rule('DATE_RANGE_INVALID'))
  @Matches(DAY, rule('DATE_RANGE_INVALID'))
  from?: string;

  @ApiPropertyOptional({ example: '2026-11-20', description: 'India day, inclusive' })
  @ValidateIf((o: BreachNoticeDto) => o.audience === 'registered')
  @IsString(rule('DATE_RANGE_INVALID'))
  @Matches(DAY, rule('DATE_RANGE_INVALID'))
  to?: string;

  @ApiPropertyOptional({ example: { details: 'mobile numbers' } })
  @IsOptional()
  @IsObject(rule('SMS_VALUE_INVALID', { name: 'values', type: 'object' }))
  values?: Record<string, string>;
}

export class BreachListFilter extends BaseListFilter {}

export const BREACH_LIST: ListSpec<BreachListFilter> = {
  filter: BreachListFilter,
  sortable: { id: 'b.id', detected_at: 'b.detectedAt', created_at: 'b.createdAt' },
  defaultSort: ['detected_at', 'DESC'],
};
