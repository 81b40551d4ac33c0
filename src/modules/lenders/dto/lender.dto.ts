import { ApiProperty } from '@nestjs/swagger';
import { Allow, IsString, MaxLength } from 'class-validator';
import { IdField, TextField } from '../../../common/rest/value-rules';
import { PATTERNS } from '@marketplace/contracts';
import { rule } from '../../../common/errors';

/** POST /api/create-lender */
export class CreateLenderDto {
  @ApiProperty({ example: 'QuickCash' })
  @TextField({
    failed: rule('LENDER_NAME_REQUIRED'),
    required: true,
    always: true,
    maxLength: 100,
    pattern: PATTERNS.lenderName,
    patternFailed: rule('LENDER_NAME_INVALID'),
  })
  name!: string;
}

/** POST /api/safe-delete-lender */
export class DeleteLenderDto {
  @ApiProperty()
  @IdField('lender_id')
  lender_id!: number;
}

/** POST /api/update-lender-data: one property of the allow-list and its new value. */
export class UpdateLenderDataDto {
  @ApiProperty()
  @IdField('lender_id')
  lender_id!: number;

  @ApiProperty({ example: 'priority' })
  @IsString(rule('PROPERTY_REQUIRED'))
  @MaxLength(60, rule('PROPERTY_REQUIRED'))
  property!: string;

  /** Checked against the property's own rule by the service (see LenderRules). */
  @ApiProperty({ example: 5 })
  @Allow()
  value?: unknown;
}

/** GET /api/get-lender-data/:lenderId and GET /api/lender-revenue/get/:lenderId */
export class LenderIdParamDto {
  @IdField('lenderId')
  lenderId!: number;
}
