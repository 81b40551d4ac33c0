import { INSURANCE_TYPES, type InsuranceType } from '@marketplace/contracts';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Equals, IsIn, IsInt, Max, Min, ValidateIf } from 'class-validator';
import { rule } from '../../../common/errors';
import { IdField } from '../../../common/rest/value-rules';

/** A whole number from `min` to `max`: otherwise FIELD_WHOLE_NUMBER_RANGE naming the field. */
export const WholeFrom = (field: string, min: number, max: number): PropertyDecorator => {
  const failed = rule('FIELD_WHOLE_NUMBER_RANGE', { field, min, max });
  return (target, key) => {
    Max(max, failed)(target, key);
    Min(min, failed)(target, key);
    IsInt(failed)(target, key);
  };
};

/** The limits of the consumer's answers (whole rupees, years). */
export const ANSWER_LIMITS = {
  age: [18, 99],
  cover: [10_000, 100_000_000],
  annualIncome: [0, 1_000_000_000],
  vehicleAgeYears: [0, 30],
} as const;

const isVehicle = (type: unknown) => type === 'motor' || type === 'two_wheeler';

/** POST /api/insurance/eligibility: one insurance type's form. */
export class InsuranceEligibilityDto {
  @ApiProperty({ enum: INSURANCE_TYPES })
  @IsIn(INSURANCE_TYPES, rule('OPTION_INVALID', { field: 'type' }))
  type!: InsuranceType;

  @ApiProperty({ example: 35, description: "The insured's (or the vehicle owner's) age, years" })
  @WholeFrom('age', ...ANSWER_LIMITS.age)
  age!: number;

  @ApiProperty({ example: 500000, description: 'Sum insured, life cover or vehicle value, ₹' })
  @WholeFrom('cover', ...ANSWER_LIMITS.cover)
  cover!: number;

  @ApiPropertyOptional({ example: 900000, description: 'Annual income, ₹: term life only' })
  @ValidateIf(
    (o: InsuranceEligibilityDto) =>
      o.type === 'term_life' || (o.annualIncome !== undefined && o.annualIncome !== null),
  )
  @WholeFrom('annualIncome', ...ANSWER_LIMITS.annualIncome)
  annualIncome?: number;

  @ApiPropertyOptional({ example: 3, description: "The vehicle's age, years: motor, two-wheeler" })
  @ValidateIf(
    (o: InsuranceEligibilityDto) =>
      isVehicle(o.type) || (o.vehicleAgeYears !== undefined && o.vehicleAgeYears !== null),
  )
  @WholeFrom('vehicleAgeYears', ...ANSWER_LIMITS.vehicleAgeYears)
  vehicleAgeYears?: number;
}

/** POST /api/insurance/transaction/{insurerId}: the answers again, and the consent to share. */
export class InsuranceHandOffDto extends InsuranceEligibilityDto {
  @ApiProperty({ example: true, description: 'Agreement to share the details with this insurer' })
  @Equals(true, rule('INSURANCE_CONSENT_REQUIRED'))
  consent!: true;
}

export class InsurerIdParamDto {
  @ApiProperty({ example: 1 })
  @IdField('insurerId')
  insurerId!: number;
}
