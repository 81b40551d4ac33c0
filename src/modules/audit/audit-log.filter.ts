import { IsIn, IsISO8601, IsOptional, IsString, MaxLength } from 'class-validator';
import { BaseListFilter, IdFilter } from '../../common/rest/list-filters';
import type { ListSpec } from '../../common/rest/list-query';

/** Filters of GET /api/admin/audit-log: what, who and when. */
export class AuditLogListFilter extends BaseListFilter {
  @IsOptional()
  @MaxLength(60, { message: 'filter entity must be at most 60 characters' })
  @IsString({ message: 'filter entity must be a text' })
  entity?: string;

  @IsOptional()
  @MaxLength(100, { message: 'filter entity_id must be at most 100 characters' })
  @IsString({ message: 'filter entity_id must be a text' })
  entity_id?: string;

  @IsOptional()
  @MaxLength(40, { message: 'filter action must be at most 40 characters' })
  @IsString({ message: 'filter action must be a text' })
  action?: string;

  @IsOptional()
  @MaxLength(100, { message: 'filter property must be at most 100 characters' })
  @IsString({ message: 'filter property must be a text' })
  property?: string;

  @IsOptional()
  @IsIn(['admin', 'partner', 'consumer', 'system'], {
    message: 'filter actor_type must be admin, partner, consumer or system',
  })
  actor_type?: string;

  @IdFilter('actor_id')
  actor_id?: number;

  @IdFilter('masquerade_admin_id')
  masquerade_admin_id?: number;

  /** From this instant (or the start of this day), inclusive. */
  @IsOptional()
  @IsISO8601({ strict: true }, { message: 'filter created_from must be a date or date-time' })
  created_from?: string;

  /** Until this instant, or to the end of this day when only a date is given. */
  @IsOptional()
  @IsISO8601({ strict: true }, { message: 'filter created_to must be a date or date-time' })
  created_to?: string;
}

export const AUDIT_LOG_LIST: ListSpec<AuditLogListFilter> = {
  filter: AuditLogListFilter,
  sortable: {
    id: 'log.id',
    created_at: 'log.createdAt',
    entity: 'log.entity',
    action: 'log.action',
    actor_id: 'log.actorId',
  },
  defaultSort: ['created_at', 'DESC'],
};
