import { CONSENT_PURPOSES, type ConsentPurpose } from '@marketplace/contracts';
import { ApiProperty } from '@nestjs/swagger';
import { IsBoolean, IsIn, IsInt, IsOptional, Min } from 'class-validator';
import { rule } from '../../../common/errors';

const CHOICE = rule('CONSENT_CHOICE_INVALID');

/** Agreeing to the notice in force, with a choice for each optional purpose. */
export class AgreeConsentDto {
  @ApiProperty({ description: 'The version of the notice the consumer read', example: 1 })
  @IsInt(rule('CONSENT_NOTICE_OUTDATED'))
  @Min(1, rule('CONSENT_NOTICE_OUTDATED'))
  version!: number;

  @ApiProperty()
  @IsBoolean(CHOICE)
  sms!: boolean;

  @ApiProperty()
  @IsBoolean(CHOICE)
  email!: boolean;

  @ApiProperty()
  @IsBoolean(CHOICE)
  calls!: boolean;

  @ApiProperty()
  @IsBoolean(CHOICE)
  partner_contact!: boolean;

  /** Absent is not given: analytics is asked unticked. */
  @ApiProperty({ required: false })
  @IsOptional()
  @IsBoolean(CHOICE)
  analytics?: boolean;
}

export class ConsentPurposeParamDto {
  @ApiProperty({ enum: CONSENT_PURPOSES })
  @IsIn(CONSENT_PURPOSES, rule('CONSENT_PURPOSE_INVALID'))
  purpose!: ConsentPurpose;
}

/** One purpose given or withdrawn. */
export class ChangeConsentDto {
  @ApiProperty()
  @IsBoolean(CHOICE)
  granted!: boolean;
}
