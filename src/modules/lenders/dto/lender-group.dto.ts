import { ApiProperty } from '@nestjs/swagger';
import { BaseListFilter } from '../../../common/rest/list-filters';
import type { ListSpec } from '../../../common/rest/list-query';
import { PATTERNS } from '@marketplace/contracts';
import { rule } from '../../../common/errors';
import { TextField } from '../../../common/rest/value-rules';

/** The one editable field of the REST resource. */
export class LenderGroupRules {
  @TextField({
    failed: rule('LENDER_GROUP_NAME_REQUIRED'),
    required: true,
    maxLength: 100,
    pattern: PATTERNS.lenderGroupName,
    patternFailed: rule('LENDER_GROUP_NAME_INVALID'),
  })
  name?: string;
}

/** POST /api/lender-group/create */
export class CreateLenderGroupDto {
  @ApiProperty({ example: 'NBFC partners' })
  @TextField({
    failed: rule('LENDER_GROUP_NAME_REQUIRED'),
    required: true,
    always: true,
    maxLength: 100,
    pattern: PATTERNS.lenderGroupName,
    patternFailed: rule('LENDER_GROUP_NAME_INVALID'),
  })
  name!: string;
}

export const GROUP_EDITABLE = ['name'] as const;

export class LenderGroupListFilter extends BaseListFilter {}

export const LENDER_GROUP_LIST: ListSpec<LenderGroupListFilter> = {
  filter: LenderGroupListFilter,
  sortable: { id: 'grp.id', name: 'grp.name', created_at: 'grp.createdAt' },
  defaultSort: ['name', 'ASC'],
};
