import { ApiProperty } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString, Matches } from 'class-validator';

export class SearchListParamDto {
  @ApiProperty({ enum: ['en', 'hi'], description: 'Language of the labels' })
  @IsIn(['en', 'hi'], { message: 'Language must be en or hi' })
  lang!: 'en' | 'hi';

  @ApiProperty({ required: false, description: 'A list key, or several separated by commas' })
  @IsOptional()
  @Matches(/^[A-Za-z0-9_]{1,60}(,[A-Za-z0-9_]{1,60}){0,49}$/, {
    message: 'param must be a smart-list key, or several separated by commas',
  })
  param?: string;
}

export class GetLanguagesDto {
  @ApiProperty({ example: 'IN', description: "ISO country key ('IN') or phone code ('91')" })
  @IsString({ message: 'countryCode must be a country key such as IN or a phone code such as 91' })
  @Matches(/^([A-Za-z]{2}|\d{1,4})$/, {
    message: 'countryCode must be a country key such as IN or a phone code such as 91',
  })
  countryCode!: string;
}
