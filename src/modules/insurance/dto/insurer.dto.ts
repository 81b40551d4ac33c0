import { INSURANCE_TYPES, type InsuranceType } from '@marketplace/contracts';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsDefined,
  IsIn,
  IsInt,
  IsNumber,
  IsOptional,
  IsString,
  Max,
  MaxLength,
  Min,
  MinLength,
  ValidateNested,
} from 'class-validator';
import { rule } from '../../../common/errors';
import type { ListSpec } from '../../../common/rest/list-query';
import { MaxDecimals, UrlField } from '../../../common/rest/value-rules';
import { WholeFrom } from './insurance.dto';

const trimmed = Transform(({ value }) => (typeof value === 'string' ? value.trim() : value));

/** A required text of 1 to `max` characters, trimmed: otherwise FIELD_TEXT_MAX naming it. */
const Text = (field: string, max: number): PropertyDecorator => {
  const failed = rule('FIELD_TEXT_MAX', { field, max });
  return (target, key) => {
    MaxLength(max, failed)(target, key);
    MinLength(1, rule('FIELD_REQUIRED', { field }))(target, key);
    IsString(failed)(target, key);
    IsDefined(rule('FIELD_REQUIRED', { field }))(target, key);
    trimmed(target, key);
  };
};

/** A whole number in range, or null when the insurer does not state it. */
const OptionalWhole = (field: string, min: number, max: number): PropertyDecorator => {
  const whole = WholeFrom(field, min, max);
  return (target, key) => {
    whole(target, key);
    IsOptional()(target, key);
  };
};

/** One plan of an insurer (`InsurancePlan`). */
export class InsurancePlanDto {
  @ApiProperty({ enum: INSURANCE_TYPES })
  @IsIn(INSURANCE_TYPES, rule('OPTION_INVALID', { field: 'type' }))
  type!: InsuranceType;

  @ApiProperty({ example: 'Family Health Shield' })
  @Text('name', 100)
  name!: string;

  @ApiProperty({ example: 'फ़ैमिली हेल्थ शील्ड' })
  @Text('nameHi', 100)
  nameHi!: string;

  @ApiProperty({ example: 18 })
  @WholeFrom('minAge', 0, 99)
  minAge!: number;

  @ApiProperty({ example: 65 })
  @WholeFrom('maxAge', 0, 99)
  maxAge!: number;

  @ApiProperty({ example: 300000, description: '₹' })
  @WholeFrom('coverMin', 1_000, 1_000_000_000)
  coverMin!: number;

  @ApiProperty({ example: 2500000, description: '₹' })
  @WholeFrom('coverMax', 1_000, 1_000_000_000)
  coverMax!: number;

  @ApiPropertyOptional({ example: 9000, description: 'A year’s premium it starts at, ₹' })
  @OptionalWhole('premiumFrom', 1, 10_000_000)
  premiumFrom!: number | null;

  @ApiPropertyOptional({ example: 24 })
  @OptionalWhole('waitingPeriodMonths', 0, 120)
  waitingPeriodMonths!: number | null;

  @ApiPropertyOptional({ example: 300000, description: 'Term life: least annual income, ₹' })
  @OptionalWhole('minAnnualIncome', 0, 1_000_000_000)
  minAnnualIncome!: number | null;

  @ApiPropertyOptional({ example: 15, description: 'Motor: oldest vehicle accepted, years' })
  @OptionalWhole('maxVehicleAgeYears', 0, 30)
  maxVehicleAgeYears!: number | null;

  @ApiProperty({ example: 'Cashless at 8,000 hospitals' })
  @Text('features', 1000)
  features!: string;

  @ApiProperty({ example: '8,000 अस्पतालों में कैशलेस' })
  @Text('featuresHi', 1000)
  featuresHi!: string;

  @ApiProperty({ example: 'https://insurer.example/buy?ref={TRANSACTION_ID}' })
  @IsDefined(rule('FIELD_REQUIRED', { field: 'redirectUrl' }))
  @UrlField(rule('FIELD_URL', { field: 'redirectUrl' }))
  redirectUrl!: string;
}

/** POST and PUT /api/admin/insurers: every field an admin may write, and no other. */
export class InsurerDto {
  @ApiProperty({ example: 'Suraksha General (demo)' })
  @Text('name', 100)
  name!: string;

  @ApiProperty({ example: 'Suraksha General Insurance Company Limited' })
  @Text('legalName', 200)
  legalName!: string;

  @ApiProperty({ example: 'DEMO-IRDAI-101', description: 'The IRDAI registration number' })
  @Text('irdaiRegistration', 50)
  irdaiRegistration!: string;

  @ApiPropertyOptional({ example: 97.5, description: '%, as the insurer publishes it' })
  @IsOptional()
  @MaxDecimals(2, rule('FIELD_DECIMALS', { field: 'claimSettlementRatio', places: 2 }))
  @Max(100, rule('FIELD_NUMBER_RANGE', { field: 'claimSettlementRatio', min: 0, max: 100 }))
  @Min(0, rule('FIELD_NUMBER_RANGE', { field: 'claimSettlementRatio', min: 0, max: 100 }))
  @IsNumber({}, rule('FIELD_NUMBER_RANGE', { field: 'claimSettlementRatio', min: 0, max: 100 }))
  claimSettlementRatio!: number | null;

  @ApiProperty({ example: 1, description: '1 shown to consumers, 0 not' })
  @IsIn([0, 1], rule('FIELD_FLAG', { field: 'status' }))
  @IsInt(rule('FIELD_FLAG', { field: 'status' }))
  status!: 0 | 1;

  @ApiProperty({ type: [InsurancePlanDto] })
  @ValidateNested({ each: true })
  @Type(() => InsurancePlanDto)
  @ArrayMaxSize(INSURANCE_TYPES.length, rule('INSURER_PLAN_REPEATED'))
  @IsArray(rule('FIELD_REQUIRED', { field: 'plans' }))
  plans!: InsurancePlanDto[];
}

/** The list's filter: a text in the name or legal name, an insurance type, a status. */
export class InsurerListFilter {
  @IsOptional()
  @MaxLength(100, rule('FIELD_MAX_LENGTH', { field: 'filter q', max: 100 }))
  @IsString(rule('FIELD_TEXT', { field: 'filter q' }))
  q?: string;

  @IsOptional()
  @IsIn(INSURANCE_TYPES, rule('OPTION_INVALID', { field: 'filter type' }))
  type?: InsuranceType;

  @IsOptional()
  @IsIn([0, 1], rule('FIELD_FLAG', { field: 'filter status' }))
  status?: 0 | 1;
}

export const INSURER_LIST: ListSpec<InsurerListFilter> = {
  filter: InsurerListFilter,
  sortable: { id: 'i.id', name: 'i.name', legalName: 'i.legal_name', status: 'i.status' },
  defaultSort: ['name', 'ASC'],
};
