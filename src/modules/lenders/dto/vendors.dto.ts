import { ApiProperty } from '@nestjs/swagger';
import {
  ArrayMaxSize,
  ArrayMinSize,
  ArrayUnique,
  IsArray,
  IsIn,
  IsInt,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
  MinLength,
} from 'class-validator';
import { LOAN_PRODUCT_CODES, type LoanProductCode } from '@marketplace/contracts';
import { rule } from '../../../common/errors';

export const VENDOR_REASON = { min: 3, max: 200 } as const;
const selection = rule('VENDOR_SELECTION_INVALID');
const reason = rule('VENDOR_REASON_REQUIRED', VENDOR_REASON);
const products = rule('VENDOR_PRODUCTS_INVALID');

/** POST /api/admin/vendors/status: switch a selection of lenders on or off, saying why. */
export class VendorStatusDto {
  @ApiProperty({ type: [Number], description: '1 to 500 lender ids, each once' })
  @IsArray(selection)
  @ArrayMinSize(1, selection)
  @ArrayMaxSize(500, selection)
  @ArrayUnique(selection)
  @IsInt({ ...selection, each: true })
  @Min(1, { ...selection, each: true })
  @Max(2_147_483_647, { ...selection, each: true })
  lender_ids!: number[];

  @ApiProperty({ enum: [0, 1] })
  @IsIn([0, 1], rule('VENDOR_STATUS_INVALID'))
  status!: 0 | 1;

  @ApiProperty({ description: `${VENDOR_REASON.min} to ${VENDOR_REASON.max} characters` })
  @IsString(reason)
  @MinLength(VENDOR_REASON.min, reason)
  @MaxLength(VENDOR_REASON.max, reason)
  @Matches(/\S.*\S/, reason)
  reason!: string;
}

/** PUT /api/admin/vendors/:id/products: every product the lender serves (none: it serves none). */
export class VendorProductsDto {
  @ApiProperty({ enum: LOAN_PRODUCT_CODES, isArray: true })
  @IsArray(products)
  @ArrayUnique(products)
  @IsIn(LOAN_PRODUCT_CODES, { ...products, each: true })
  products!: LoanProductCode[];
}
