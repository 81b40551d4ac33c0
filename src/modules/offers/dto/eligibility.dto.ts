import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsInt, IsNumber, IsOptional, IsString, Matches, Max, Min } from 'class-validator';
import { rule } from '../../../common/errors';

const amount = rule('ELIGIBILITY_AMOUNT_INVALID');
const AMOUNT_MAX = 100_000_000;
const option = (field: string) => rule('ELIGIBILITY_OPTION_INVALID', { field });

/**
 * POST /api/admin/eligibility/test: a profile to try against every lender serving the product;
 * a field left out is "not given", as on a consumer's incomplete profile.
 */
export class EligibilityTestDto {
  @ApiProperty({ enum: ['PL', 'BL'] })
  @IsIn(['PL', 'BL'], rule('ELIGIBILITY_PRODUCT_INVALID'))
  product!: 'PL' | 'BL';

  @ApiPropertyOptional({ minimum: 18, maximum: 100 })
  @IsOptional()
  @IsInt(rule('ELIGIBILITY_AGE_INVALID'))
  @Min(18, rule('ELIGIBILITY_AGE_INVALID'))
  @Max(100, rule('ELIGIBILITY_AGE_INVALID'))
  age?: number;

  @ApiPropertyOptional({ description: 'Rupees a month' })
  @IsOptional()
  @IsNumber({ allowNaN: false, allowInfinity: false }, amount)
  @Min(0, amount)
  @Max(AMOUNT_MAX, amount)
  monthly_income?: number;

  @ApiPropertyOptional({ description: 'An employmentStatus option (salaried, self_employed, …)' })
  @IsOptional()
  @IsString(option('employment_status_code'))
  @Matches(/^[a-z0-9_]{1,60}$/, option('employment_status_code'))
  employment_status_code?: string;

  @ApiPropertyOptional({ description: 'A creditScoreClass option' })
  @IsOptional()
  @IsString(option('credit_score_class'))
  @Matches(/^[A-Za-z0-9_+-]{1,60}$/, option('credit_score_class'))
  credit_score_class?: string;

  @ApiPropertyOptional({ description: 'Rupees' })
  @IsOptional()
  @IsNumber({ allowNaN: false, allowInfinity: false }, amount)
  @Min(0, amount)
  @Max(AMOUNT_MAX, amount)
  desired_amount?: number;

  @ApiPropertyOptional({ minimum: 1, maximum: 120 })
  @IsOptional()
  @IsInt(rule('FIELD_POSITIVE_WHOLE_NUMBER', { field: 'tenure_months' }))
  @Min(1, rule('FIELD_POSITIVE_WHOLE_NUMBER', { field: 'tenure_months' }))
  @Max(120, rule('FIELD_POSITIVE_WHOLE_NUMBER', { field: 'tenure_months' }))
  tenure_months?: number;
}
