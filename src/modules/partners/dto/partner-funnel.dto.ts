import { ApiProperty } from '@nestjs/swagger';
import { IsIn } from 'class-validator';
import { rule } from '../../../common/errors';
import { PartnerDashboardQuery } from './partner-dashboard.dto';

export const FUNNEL_GROUPS = ['day', 'week', 'product', 'lender', 'utm_campaign'] as const;
export type FunnelGroup = (typeof FUNNEL_GROUPS)[number];

/** GET /api/partner/funnel?from=&to=&group=: the applications of whole India days, grouped. */
export class PartnerFunnelQuery extends PartnerDashboardQuery {
  @ApiProperty({ enum: FUNNEL_GROUPS })
  @IsIn([...FUNNEL_GROUPS], rule('OPTION_INVALID', { field: 'group' }))
  group!: FunnelGroup;
}
