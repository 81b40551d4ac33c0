import { ApiProperty } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsIn, IsInt, IsUUID, Matches, Max, Min, ValidateBy } from 'class-validator';
import { MAX_INT_ID } from '../../../common/validation';
import { PROFILE_FORMS, type ProfileForm } from '../profile-rules';

export const PROSPECT_ID_MESSAGE = 'prospectAppId must be a UUID';

export class ProspectParamDto {
  @ApiProperty({ format: 'uuid' })
  @IsUUID('all', { message: PROSPECT_ID_MESSAGE })
  prospectAppId!: string;
}

export class ProfileFormParamDto extends ProspectParamDto {
  @ApiProperty({ enum: Object.keys(PROFILE_FORMS) })
  @IsIn(Object.keys(PROFILE_FORMS), {
    message: `product must be one of ${Object.keys(PROFILE_FORMS).join(', ')}`,
  })
  product!: ProfileForm;
}

export class MaskInfoParamDto {
  @ApiProperty({ description: 'The consumer id (userId) or a prospect application id' })
  @Matches(
    /^(\d{1,10}|[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12})$/,
    {
      message: 'id must be a userId or a prospectAppId',
    },
  )
  id!: string;
}

export class ChooseProductDto {
  @ApiProperty({ example: 1, description: 'A product id from GET /api/products' })
  @Type(() => Number)
  @IsInt({ message: 'productId must be a product id' })
  @Min(1, { message: 'productId must be a product id' })
  @Max(MAX_INT_ID, { message: 'productId must be a product id' })
  productId!: number;
}

export class SetLanguageDto {
  @ApiProperty({ description: 'The consumer id (userId)' })
  @Type(() => Number)
  @IsInt({ message: 'uid must be your user id' })
  @Min(1, { message: 'uid must be your user id' })
  @Max(MAX_INT_ID, { message: 'uid must be your user id' })
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
    { message: 'language must be a language id or code such as hi' },
  )
  language!: number | string;
}
