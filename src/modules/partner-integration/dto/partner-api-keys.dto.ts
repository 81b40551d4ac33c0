import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsString, MaxLength, MinLength } from 'class-validator';
import { rule } from '../../../common/errors';

const nameRule = rule('API_KEY_NAME_INVALID');

/** POST /api/partner/api-keys: a name to tell the key apart ('Website form', 'CRM'). */
export class CreateApiKeyDto {
  @ApiProperty({ example: 'Website form' })
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value))
  @IsString(nameRule)
  @MinLength(2, nameRule)
  @MaxLength(60, nameRule)
  name!: string;
}
