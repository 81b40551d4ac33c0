import { Transform } from 'class-transformer';
import { IsInt, IsOptional, IsString, MaxLength, Max, Min } from 'class-validator';
import { rule } from '../errors/rule';
import { toNumberOrNull } from './value-rules';

/** A single id or a list of them (getMany sends `{"id":[1,2,3]}`), as a list. */
const toIdList = ({ value }: { value: unknown }) =>
  (Array.isArray(value) ? value : [value]).map((v) => toNumberOrNull(v));

/** Filters every resource takes: `id` (getMany) and `q` (react-admin's search box). */
export class BaseListFilter {
  @IsOptional()
  @Transform(toIdList)
  @IsInt(rule('LIST_FILTER_IDS_INVALID', undefined, true))
  @Min(1, rule('LIST_FILTER_IDS_INVALID', undefined, true))
  @Max(2_147_483_647, rule('LIST_FILTER_IDS_INVALID', undefined, true))
  id?: number[];

  @IsOptional()
  @MaxLength(100, rule('FIELD_MAX_LENGTH', { field: 'filter q', max: 100 }))
  @IsString(rule('FIELD_TEXT', { field: 'filter q' }))
  q?: string;
}

/** A 0/1 flag filter; numeric texts are read as numbers. */
export const FlagFilter = (name: string): PropertyDecorator => {
  const failed = rule('FIELD_FLAG', { field: `filter ${name}` });
  return (target, key) => {
    IsOptional()(target, key);
    Transform(({ value }) => toNumberOrNull(value))(target, key);
    IsInt(failed)(target, key);
    Min(0, failed)(target, key);
    Max(1, failed)(target, key);
  };
};

/** A single id filter (`lender_id`, `lender_group_id`). */
export const IdFilter = (name: string): PropertyDecorator => {
  const failed = rule('FIELD_POSITIVE_WHOLE_NUMBER', { field: `filter ${name}` });
  return (target, key) => {
    IsOptional()(target, key);
    Transform(({ value }) => toNumberOrNull(value))(target, key);
    IsInt(failed)(target, key);
    Min(1, failed)(target, key);
    Max(2_147_483_647, failed)(target, key);
  };
};
