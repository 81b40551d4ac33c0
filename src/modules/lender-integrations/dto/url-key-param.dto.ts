import { ApiProperty } from '@nestjs/swagger';
import { Matches } from 'class-validator';
import { rule } from '../../../common/errors';

export class UrlKeyParamDto {
  @ApiProperty({ example: 'cashe', description: "The lender's URL key" })
  @Matches(/^[a-z0-9-]{1,60}$/, rule('LENDER_KEY_INVALID'))
  url_key!: string;
}
