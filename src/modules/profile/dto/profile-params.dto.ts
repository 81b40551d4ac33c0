import { PROFILE_FORMS, type ProfileForm } from '@marketplace/contracts';
import { ApiProperty } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsIn, IsInt, IsUUID, Matches, Max, Min, ValidateBy } from 'class-validator';
import { rule } from '../../../common/errors';
import { MAX_INT_ID } from '../../../common/validation';

export class ProspectParamDto {
  @ApiProperty({ format: 'uuid' })
  @IsUUID('all', rule('FIELD_UUID', { field: 'prospectAppId' }))
  prospectAppId!: string;
}

export class ProfileFormParamDto extends ProspectParamDto {
  @ApiProperty({ enum: Object.keys(PROFILE_FORMS) })
  @IsIn(
    Object.keys(PROFILE_FORMS),
    rule('PROFILE_PRODUCT_INVALID', {
      field: 'product',
      values: Object.keys(PROFILE_FORMS).join(', '),
    }),
  )
  product!: ProfileForm;
}

export class MaskInfoParamDto {
  @ApiProperty({ description: 'The consumer id (userId) or a prospect application id' })
  @Matches(
    /^(\d{1,10}|[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12})$/,
    rule('PROFILE_ID_INVALID'),
  )
  id!: string;
}

export class ChooseProductDto {
  @ApiProperty({ example: 1, description: 'A product id from GET /api/products' })
  @Type(() => Number)
  @IsInt(rule('PRODUCT_ID_INVALID'))
  @Min(1, rule('PRODUCT_ID_INVALID'))
  @Max(MAX_INT_ID, rule('PRODUCT_ID_INVALID'))
  productId!: number;
}

export class SetLanguageDto {
  @ApiProperty({ description: 'The consumer id (userId)' })
  @Type(() => Number)
  @IsInt(rule('USER_ID_INVALID'))
  @Min(1, rule('USER_ID_INVALID'))
  @Max(MAX_INT_ID, rule('USER_ID_INVALID'))
  uid!: number;

  @ApiProperty({ oneOf: [{ type: 'integer' }, { type: 'string' }], example: 'hi' })
  // An id must fit the integer column: 99999999999 or 1e309 would fail in PostgreSQL with a 500.
  @ValidateBy(
    {
      name: 'languageIdOrCode',
      validator: {
        validate: (v: unknown) =>
          typeof v === 'number'
            ? Number.isInteger(v) && v >= 1 && v <= MAX_INT_ID
            : typeof v === 'string' && /^[a-z]{2,8}$/i.test(v),
      },
    },
    rule('LANGUAGE_ID_INVALID'),
  )
  language!: number | string;
}
