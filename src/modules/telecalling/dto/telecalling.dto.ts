import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import {
  IsDateString,
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  Max,
  MaxLength,
  Min,
  MinLength,
  ValidateIf,
} from 'class-validator';
import { DISPOSITIONS, DISPOSITIONS_WITH_REASON, type Disposition } from '@marketplace/contracts';
import { rule } from '../../../common/errors';
import { IdField } from '../../../common/rest/value-rules';

const trim = Transform(({ value }) => (typeof value === 'string' ? value.trim() : value));
const REASON = rule('CALL_REASON_REQUIRED');

/** /api/admin/telecalling/leads/{id} */
export class LeadIdParam {
  @IdField('id')
  id!: number;
}

/** /api/admin/telecalling/agents/{id} */
export class AgentIdParam {
  @IdField('id')
  id!: number;
}

/** POST /api/admin/telecalling/leads/{id}/disposition: what the call came to. */
export class DispositionDto {
  @ApiProperty({ enum: DISPOSITIONS })
  @IsIn(DISPOSITIONS, rule('CALL_DISPOSITION_INVALID'))
  disposition!: Disposition;

  @ApiPropertyOptional({ description: 'Required for not_interested and not_eligible' })
  @trim
  @ValidateIf((o: DispositionDto) => DISPOSITIONS_WITH_REASON.includes(o.disposition))
  @IsString(REASON)
  @MinLength(2, REASON)
  @MaxLength(500, REASON)
  reason?: string;

  @ApiPropertyOptional({
    example: '2026-11-27T11:30:00+05:30',
    description: 'Required for callback; optional for documents_pending (a day later)',
  })
  @ValidateIf((o: DispositionDto) => o.disposition === 'callback' || o.callbackAt !== undefined)
  @IsDateString({ strict: true }, rule('CALLBACK_TIME_INVALID'))
  callbackAt?: string;

  @ApiPropertyOptional({ example: 'Asked to call after the salary credit' })
  @IsOptional()
  @trim
  @IsString(rule('CALL_NOTE_INVALID'))
  @MaxLength(1000, rule('CALL_NOTE_INVALID'))
  note?: string;
}

/** PUT /api/admin/telecalling/agents/{id} (role 1) */
export class AgentCapDto {
  @ApiProperty({ example: 80, minimum: 1, maximum: 500 })
  @IsInt(rule('AGENT_DAILY_CAP_INVALID'))
  @Min(1, rule('AGENT_DAILY_CAP_INVALID'))
  @Max(500, rule('AGENT_DAILY_CAP_INVALID'))
  dailyCap!: number;
}
