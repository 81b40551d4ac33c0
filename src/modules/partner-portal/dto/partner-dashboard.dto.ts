import { ApiProperty } from '@nestjs/swagger';
import { IsString, Matches } from 'class-validator';
import { rule } from '../../../common/errors';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** GET /api/partner/dashboard?from=&to=: whole days in India time, both included. */
export class PartnerDashboardQuery {
  @ApiProperty({ example: '2026-11-01' })
  @IsString(rule('FIELD_DATE', { field: 'from' }))
  @Matches(ISO_DATE, rule('FIELD_DATE', { field: 'from' }))
  from!: string;

  @ApiProperty({ example: '2026-11-30' })
  @IsString(rule('FIELD_DATE', { field: 'to' }))
  @Matches(ISO_DATE, rule('FIELD_DATE', { field: 'to' }))
  to!: string;
}
