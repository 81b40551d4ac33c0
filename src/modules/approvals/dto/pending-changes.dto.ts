import { CHANGE_KINDS, PENDING_CHANGE_STATUSES } from '@marketplace/contracts';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { rule } from '../../../common/errors';
import { BaseListFilter } from '../../../common/rest/list-filters';
import type { ListSpec } from '../../../common/rest/list-query';

export class PendingChangeListFilter extends BaseListFilter {
  @IsOptional()
  @IsIn([...PENDING_CHANGE_STATUSES], rule('OPTION_INVALID', { field: 'filter status' }))
  status?: string;

  @IsOptional()
  @IsIn([...CHANGE_KINDS], rule('OPTION_INVALID', { field: 'filter kind' }))
  kind?: string;
}

export const PENDING_CHANGE_LIST: ListSpec<PendingChangeListFilter> = {
  filter: PendingChangeListFilter,
  sortable: {
    id: 'change.id',
    kind: 'change.kind',
    target_name: 'change.targetName',
    status: 'change.status',
    created_at: 'change.createdAt',
    decided_at: 'change.decidedAt',
  },
  defaultSort: ['created_at', 'DESC'],
};

const noteRule = rule('PENDING_CHANGE_NOTE_INVALID');

/** POST /api/admin/pending-changes/:id/approve: an optional note. */
export class ApproveChangeDto {
  @ApiPropertyOptional({ example: 'Checked against the lender agreement of 1 Nov' })
  @IsOptional()
  @IsString(noteRule)
  @MaxLength(500, noteRule)
  note?: string;
}

const reasonRule = rule('PENDING_CHANGE_REASON_REQUIRED');

/** POST /api/admin/pending-changes/:id/reject: why (the maker reads it). */
export class RejectChangeDto {
  @ApiPropertyOptional({ example: 'The new minimum income is not in the agreement' })
  @IsString(reasonRule)
  @MaxLength(500, reasonRule)
  @Matches(/\S/, reasonRule)
  note!: string;
}
