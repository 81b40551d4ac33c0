import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsOptional, IsString, IsUUID, MaxLength, MinLength } from 'class-validator';
import {
  CSR_CORRECTABLE,
  CSR_REVEAL_REASONS,
  CSR_REVEALABLE,
  type CsrCorrectable,
  type CsrRevealable,
  type CsrRevealReason,
} from '@marketplace/contracts';
import { rule } from '../../../common/errors';
import { IdField, RequiredIdField } from '../../../common/rest/value-rules';

const trim = Transform(({ value }) => (typeof value === 'string' ? value.trim() : value));
const REASON = rule('CSR_REASON_INVALID');
const NOTE = rule('CSR_NOTE_INVALID');

/** Why a CSR reads or changes what is masked: kept in the audit trail. */
class WithReason {
  @ApiProperty({ example: 'Caller verified by date of birth; PAN asked for the lender form' })
  @trim
  @IsString(REASON)
  @MinLength(5, REASON)
  @MaxLength(500, REASON)
  reason!: string;
}

/** POST /api/admin/csr/search: a POST, so that a mobile or e-mail stays out of URLs and logs. */
export class CsrSearchDto {
  @ApiProperty({ example: '9876543210', description: 'Mobile, application id, name or e-mail' })
  @trim
  @IsString(rule('JOURNEY_SEARCH_INVALID'))
  @MaxLength(254, rule('JOURNEY_SEARCH_INVALID'))
  q!: string;
}

/** /api/admin/csr/consumers/{userId} */
export class CsrUserParam {
  @IdField('userId')
  userId!: number;
}

const CASE = rule('CSR_REVEAL_CASE_INVALID');

/**
 * POST /api/admin/csr/consumers/{userId}/reveal: the field, and the consumer's open case it is
 * for (a help request, a grievance or a call, by id), which the audit row keeps.
 */
export class CsrRevealDto {
  @ApiProperty({ enum: CSR_REVEALABLE })
  @IsIn(CSR_REVEALABLE, rule('CSR_FIELD_INVALID', { fields: CSR_REVEALABLE.join(', ') }))
  field!: CsrRevealable;

  @ApiProperty({ enum: CSR_REVEAL_REASONS })
  @IsIn(CSR_REVEAL_REASONS, CASE)
  reason!: CsrRevealReason;

  @ApiProperty({ example: 42, description: 'The id of the open ticket, grievance or call' })
  @RequiredIdField(CASE)
  reference_id!: number;
}

/** PUT /api/admin/csr/consumers/{userId}/profile (role 1): one field, its new value, why. */
export class CsrCorrectionDto extends WithReason {
  @ApiProperty({ enum: CSR_CORRECTABLE })
  @IsIn(CSR_CORRECTABLE, rule('CSR_FIELD_INVALID', { fields: CSR_CORRECTABLE.join(', ') }))
  field!: CsrCorrectable;

  @ApiProperty({
    example: 'Asha',
    description: "Checked by the profile form's rule for the field; '' clears it",
  })
  @IsString(rule('FIELD_TEXT', { field: 'value' }))
  @MaxLength(255, rule('FIELD_MAX_LENGTH', { field: 'value', max: 255 }))
  value!: string;
}

/** POST /api/admin/csr/consumers/{userId}/notes */
export class CsrNoteDto {
  @ApiProperty({ example: 'Called back: will upload the salary slips tonight' })
  @trim
  @IsString(NOTE)
  @MinLength(1, NOTE)
  @MaxLength(2000, NOTE)
  note!: string;

  @ApiPropertyOptional({ description: 'One of the consumer’s applications the note is about' })
  @IsOptional()
  @IsUUID('all', rule('APPLICATION_NOT_FOUND'))
  applicationId?: string;
}
