import { FUNNEL_GROUPS, type FunnelGroup } from '@marketplace/contracts';
import { ApiProperty } from '@nestjs/swagger';
import { IsIn } from 'class-validator';
import { rule } from '../../../common/errors';
import { PartnerDashboardQuery } from './partner-dashboard.dto';

/** GET /api/partner/funnel?from=&to=&group=: the applications of whole India days, grouped. */
export class PartnerFunnelQuery extends PartnerDashboardQuery {
  @ApiProperty({ enum: FUNNEL_GROUPS })
  @IsIn([...FUNNEL_GROUPS], rule('OPTION_INVALID', { field: 'group' }))
  group!: FunnelGroup;
}
