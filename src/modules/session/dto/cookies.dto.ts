import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, IsString, Matches, Max, MaxLength, Min } from 'class-validator';

export const COOKIE_NAME = /^[A-Za-z0-9_.-]{1,100}$/;
const NAME_MESSAGE = 'name must be 1 to 100 letters, digits, _ . or -';
export const MAX_MINUTES = 10_080;
const MINUTES_MESSAGE = `minutes must be a whole number from 1 to ${MAX_MINUTES}`;
export const MAX_VALUE_LENGTH = 16_384;
const VALUE_MESSAGE = `value must be text of at most ${MAX_VALUE_LENGTH} characters`;

export class CookieNameDto {
  @ApiProperty({ example: 'lead' })
  @IsString({ message: NAME_MESSAGE })
  @Matches(COOKIE_NAME, { message: NAME_MESSAGE })
  name!: string;
}

export class SaveCookieDto extends CookieNameDto {
  @ApiProperty({ description: 'Text (lists are sent as JSON text)' })
  @IsString({ message: VALUE_MESSAGE })
  @MaxLength(MAX_VALUE_LENGTH, { message: VALUE_MESSAGE })
  value!: string;

  @ApiPropertyOptional({ default: 60, description: 'Minutes until the value expires' })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: MINUTES_MESSAGE })
  @Min(1, { message: MINUTES_MESSAGE })
  @Max(MAX_MINUTES, { message: MINUTES_MESSAGE })
  minutes?: number;
}
