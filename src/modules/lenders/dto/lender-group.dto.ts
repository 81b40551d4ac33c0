import { ApiProperty } from '@nestjs/swagger';
import { BaseListFilter } from '../../../common/rest/list-filters';
import type { ListSpec } from '../../../common/rest/list-query';
import { TextField } from '../../../common/rest/value-rules';

const GROUP_NAME = /^[A-Za-z0-9 _-]+$/;
export const GROUP_NAME_REQUIRED = 'Lender group name is required';
export const GROUP_NAME_INVALID =
  'Lender group name may contain only letters, digits, hyphens, underscores and spaces';

/** The one editable field of the REST resource. */
export class LenderGroupRules {
  @TextField({
    message: GROUP_NAME_REQUIRED,
    required: true,
    maxLength: 100,
    pattern: GROUP_NAME,
    patternMessage: GROUP_NAME_INVALID,
  })
  name?: string;
}

/** POST /api/lender-group/create */
export class CreateLenderGroupDto {
  @ApiProperty({ example: 'NBFC partners' })
  @TextField({
    message: GROUP_NAME_REQUIRED,
    required: true,
    always: true,
    maxLength: 100,
    pattern: GROUP_NAME,
    patternMessage: GROUP_NAME_INVALID,
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
