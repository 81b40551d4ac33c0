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
  IsOptional,
  IsString,
  Max,
  MaxLength,
  Min,
  MinLength,
  ValidateIf,
} from 'class-validator';
import { rule } from '../../../common/errors';
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

/** The SMS template the affected consumers are told with. */
export class BreachNoticeDto {
  @ApiProperty({ example: 3 })
  @Type(() => Number)
  @IsInt(field('templateId'))
  @Min(1, field('templateId'))
  @Max(2_147_483_647, field('templateId'))
  templateId!: number;
}

export class BreachListFilter extends BaseListFilter {}

export const BREACH_LIST: ListSpec<BreachListFilter> = {
  filter: BreachListFilter,
  sortable: { id: 'b.id', detected_at: 'b.detectedAt', created_at: 'b.createdAt' },
  defaultSort: ['detected_at', 'DESC'],
};
