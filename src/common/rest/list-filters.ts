import { Transform } from 'class-transformer';
import { IsInt, IsOptional, IsString, MaxLength, Max, Min } from 'class-validator';
import { toNumberOrNull } from './value-rules';

/** A single id or a list of them (getMany sends `{"id":[1,2,3]}`), as a list. */
const toIdList = ({ value }: { value: unknown }) =>
  (Array.isArray(value) ? value : [value]).map((v) => toNumberOrNull(v));

/** Filters every resource takes: `id` (getMany) and `q` (react-admin's search box). */
export class BaseListFilter {
  @IsOptional()
  @Transform(toIdList)
  @IsInt({ each: true, message: 'filter id must be a whole number or a list of them' })
  @Min(1, { each: true, message: 'filter id must be a whole number or a list of them' })
  @Max(2_147_483_647, { each: true, message: 'filter id must be a whole number or a list of them' })
  id?: number[];

  @IsOptional()
  @MaxLength(100, { message: 'filter q must be at most 100 characters' })
  @IsString({ message: 'filter q must be a text' })
  q?: string;
}

/** A 0/1 flag filter; numeric texts are read as numbers. */
export const FlagFilter = (name: string): PropertyDecorator => {
  const message = `filter ${name} must be 0 or 1`;
  return (target, key) => {
    IsOptional()(target, key);
    Transform(({ value }) => toNumberOrNull(value))(target, key);
    IsInt({ message })(target, key);
    Min(0, { message })(target, key);
    Max(1, { message })(target, key);
  };
};

/** A single id filter (`lender_id`, `lender_group_id`). */
export const IdFilter = (name: string): PropertyDecorator => {
  const message = `filter ${name} must be a positive whole number`;
  return (target, key) => {
    IsOptional()(target, key);
    Transform(({ value }) => toNumberOrNull(value))(target, key);
    IsInt({ message })(target, key);
    Min(1, { message })(target, key);
    Max(2_147_483_647, { message })(target, key);
  };
};
