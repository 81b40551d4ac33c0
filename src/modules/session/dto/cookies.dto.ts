import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, IsString, Matches, Max, Min } from 'class-validator';
import { rule, TextUpTo } from '../../../common/errors';

export const COOKIE_NAME = /^[A-Za-z0-9_.-]{1,100}$/;
const NAME_RULE = rule('COOKIE_NAME_INVALID', { field: 'name' });
export const MAX_MINUTES = 10_080;
const MINUTES_RULE = rule('FIELD_WHOLE_NUMBER_RANGE', {
  field: 'minutes',
  min: 1,
  max: MAX_MINUTES,
});
export const MAX_VALUE_LENGTH = 16_384;

export class CookieNameDto {
  @ApiProperty({ example: 'lead' })
  @IsString(NAME_RULE)
  @Matches(COOKIE_NAME, NAME_RULE)
  name!: string;
}

export class SaveCookieDto extends CookieNameDto {
  @ApiProperty({ description: 'Text (lists are sent as JSON text)' })
  @TextUpTo('value', MAX_VALUE_LENGTH)
  value!: string;

  @ApiPropertyOptional({ default: 60, description: 'Minutes until the value expires' })
  @IsOptional()
  @Type(() => Number)
  @IsInt(MINUTES_RULE)
  @Min(1, MINUTES_RULE)
  @Max(MAX_MINUTES, MINUTES_RULE)
  minutes?: number;
}
