import { ApiProperty } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString, Matches } from 'class-validator';
import { rule } from '../../../common/errors';

export class SearchListParamDto {
  @ApiProperty({ enum: ['en', 'hi'], description: 'Language of the labels' })
  @IsIn(['en', 'hi'], rule('SEARCH_LIST_LANGUAGE_INVALID'))
  lang!: 'en' | 'hi';

  @ApiProperty({ required: false, description: 'A list key, or several separated by commas' })
  @IsOptional()
  @Matches(/^[A-Za-z0-9_]{1,60}(,[A-Za-z0-9_]{1,60}){0,49}$/, rule('SMART_LIST_KEYS_INVALID'))
  param?: string;
}

export class GetLanguagesDto {
  @ApiProperty({ example: 'IN', description: "ISO country key ('IN') or phone code ('91')" })
  @IsString(rule('COUNTRY_CODE_INVALID'))
  @Matches(/^([A-Za-z]{2}|\d{1,4})$/, rule('COUNTRY_CODE_INVALID'))
  countryCode!: string;
}
