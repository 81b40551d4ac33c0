import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsOptional, IsString, Matches } from 'class-validator';
import { rule, WholeNumberId } from '../../../common/errors';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** ?from=&to=: whole India days, both included. */
export class ReportDaysQuery {
  @ApiProperty({ example: '2026-11-01' })
  @IsString(rule('FIELD_DATE', { field: 'from' }))
  @Matches(ISO_DATE, rule('FIELD_DATE', { field: 'from' }))
  from!: string;

  @ApiProperty({ example: '2026-11-30' })
  @IsString(rule('FIELD_DATE', { field: 'to' }))
  @Matches(ISO_DATE, rule('FIELD_DATE', { field: 'to' }))
  to!: string;
}

/**
 * ?from=&to=[&partner_id=] of the dashboard and the product reports: whole India days, both
 * included, optionally one partner's consumers only.
 */
export class ReportPeriodQuery extends ReportDaysQuery {
  @ApiPropertyOptional({ description: "One partner's consumers only" })
  @IsOptional()
  @Type(() => Number)
  @WholeNumberId('partner_id')
  partner_id?: number;
}
