import { IsIn, IsISO8601, IsOptional, IsString, MaxLength } from 'class-validator';
import { rule } from '../../common/errors';
import { BaseListFilter, IdFilter } from '../../common/rest/list-filters';
import type { ListSpec } from '../../common/rest/list-query';

/** Filters of GET /api/admin/audit-log: what, who and when. */
export class AuditLogListFilter extends BaseListFilter {
  @IsOptional()
  @MaxLength(60, rule('FIELD_MAX_LENGTH', { field: 'filter entity', max: 60 }))
  @IsString(rule('FIELD_TEXT', { field: 'filter entity' }))
  entity?: string;

  @IsOptional()
  @MaxLength(100, rule('FIELD_MAX_LENGTH', { field: 'filter entity_id', max: 100 }))
  @IsString(rule('FIELD_TEXT', { field: 'filter entity_id' }))
  entity_id?: string;

  @IsOptional()
  @MaxLength(40, rule('FIELD_MAX_LENGTH', { field: 'filter action', max: 40 }))
  @IsString(rule('FIELD_TEXT', { field: 'filter action' }))
  action?: string;

  @IsOptional()
  @MaxLength(100, rule('FIELD_MAX_LENGTH', { field: 'filter property', max: 100 }))
  @IsString(rule('FIELD_TEXT', { field: 'filter property' }))
  property?: string;

  @IsOptional()
  @IsIn(['admin', 'partner', 'consumer', 'system'], rule('AUDIT_ACTOR_TYPE_INVALID'))
  actor_type?: string;

  @IdFilter('actor_id')
  actor_id?: number;

  @IdFilter('masquerade_admin_id')
  masquerade_admin_id?: number;

  @IdFilter('partner_id')
  partner_id?: number;

  /** From this instant (or the start of this day), inclusive. */
  @IsOptional()
  @IsISO8601({ strict: true }, rule('FIELD_DATE_TIME', { field: 'filter created_from' }))
  created_from?: string;

  /** Until this instant, or to the end of this day when only a date is given. */
  @IsOptional()
  @IsISO8601({ strict: true }, rule('FIELD_DATE_TIME', { field: 'filter created_to' }))
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
