import { ERASURE_STATUSES, type ErasureStatus } from '@marketplace/contracts';
import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import {
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  Matches,
  MaxLength,
  Min,
  MinLength,
} from 'class-validator';
import { rule } from '../../../common/errors';
import { BaseListFilter } from '../../../common/rest/list-filters';
import type { ListSpec } from '../../../common/rest/list-query';
import { INDIAN_MOBILE } from '../../../common/validation';

const REASON = rule('ERASURE_REASON_INVALID');

/** Finding the consumer to erase: a POST, so that the mobile stays out of URLs and logs. */
export class FindConsumerDto {
  @ApiProperty({ example: '9876543210' })
  @Transform(({ value }) => (typeof value === 'string' ? value.trim() : value))
  @IsString(rule('MOBILE_INVALID'))
  @Matches(INDIAN_MOBILE, rule('MOBILE_INVALID'))
  mobile!: string;
}

/** Erasing a consumer now: theirs or an admin's request, with the reason on record. */
export class EraseConsumerDto {
  @ApiProperty({ example: 123 })
  @IsInt(rule('ERASURE_CONSUMER_NOT_FOUND'))
  @Min(1, rule('ERASURE_CONSUMER_NOT_FOUND'))
  userId!: number;

  @ApiProperty({ example: "The consumer's e-mail of 20 November asking to be forgotten" })
  @Transform(({ value }) => (typeof value === 'string' ? value.trim() : value))
  @IsString(REASON)
  @MinLength(5, REASON)
  @MaxLength(500, REASON)
  reason!: string;
}

export class DeletionListFilter extends BaseListFilter {
  @IsOptional()
  @IsIn([...ERASURE_STATUSES], rule('OPTION_INVALID', { field: 'filter status' }))
  status?: ErasureStatus;

  @IsOptional()
  @IsIn(['consumer', 'admin'], rule('OPTION_INVALID', { field: 'filter requestedBy' }))
  requestedBy?: string;
}

export const DELETION_LIST: ListSpec<DeletionListFilter> = {
  filter: DeletionListFilter,
  sortable: {
    id: 'd.id',
    status: 'd.status',
    createdAt: 'd.createdAt',
    completedAt: 'd.completedAt',
  },
  defaultSort: ['createdAt', 'DESC'],
};
