import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import {
  IsInt,
  IsISO8601,
  IsOptional,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
  MinLength,
} from 'class-validator';
import { rule } from '../../../common/errors';
import type { ListSpec } from '../../../common/rest/list-query';
import { toNumberOrNull } from '../../../common/rest/value-rules';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const trimmed = ({ value }: { value: unknown }) =>
  typeof value === 'string' ? value.trim() : value;

/** A calendar day: YYYY-MM-DD and a real date (no 2026-02-30). */
const Day = (field: string): PropertyDecorator => {
  const failed = rule('FIELD_DATE', { field });
  return (target, key) => {
    IsISO8601({ strict: true }, failed)(target, key);
    Matches(ISO_DATE, failed)(target, key);
    IsString(failed)(target, key);
  };
};

/** POST /api/admin/bank-holidays */
export class CreateBankHolidayDto {
  @ApiProperty({ example: '2026-11-30', description: 'YYYY-MM-DD, India calendar' })
  @Day('day')
  day!: string;

  @ApiProperty({ example: 'Guru Nanak Jayanti', description: '1 to 100 characters' })
  @Transform(trimmed)
  @MaxLength(100, rule('BANK_HOLIDAY_NAME_REQUIRED'))
  @MinLength(1, rule('BANK_HOLIDAY_NAME_REQUIRED'))
  @IsString(rule('BANK_HOLIDAY_NAME_REQUIRED'))
  name!: string;
}

/** /api/admin/bank-holidays/:id, the id being the day. */
export class BankHolidayDayDto {
  @ApiProperty({ example: '2026-11-30' })
  @Day('id')
  id!: string;
}

/** The list's filter: a year, or a text in the name. */
export class BankHolidayListFilter {
  @IsOptional()
  @Transform(({ value }) => toNumberOrNull(value))
  @IsInt(rule('FIELD_WHOLE_NUMBER_RANGE', { field: 'filter year', min: 2000, max: 2100 }))
  @Min(2000, rule('FIELD_WHOLE_NUMBER_RANGE', { field: 'filter year', min: 2000, max: 2100 }))
  @Max(2100, rule('FIELD_WHOLE_NUMBER_RANGE', { field: 'filter year', min: 2000, max: 2100 }))
  @ApiPropertyOptional()
  year?: number;

  @IsOptional()
  @MaxLength(100, rule('FIELD_MAX_LENGTH', { field: 'filter q', max: 100 }))
  @IsString(rule('FIELD_TEXT', { field: 'filter q' }))
  q?: string;
}

export const BANK_HOLIDAY_LIST: ListSpec<BankHolidayListFilter> = {
  filter: BankHolidayListFilter,
  sortable: { id: 'h.day', day: 'h.day', name: 'h.name' },
  defaultSort: ['day', 'ASC'],
};
