import { applyDecorators, Injectable, type PipeTransform } from '@nestjs/common';
import { ApiPropertyOptional, ApiQuery } from '@nestjs/swagger';
import { plainToInstance } from 'class-transformer';
import {
  IsOptional,
  IsString,
  MaxLength,
  validateSync,
  type ValidationError,
} from 'class-validator';
import type { ErrorCode } from '@marketplace/contracts';
import type { ObjectLiteral, SelectQueryBuilder } from 'typeorm';
import { AppError } from '../errors/app-error';
import { rule } from '../errors/rule';
import { findUnsafeValue } from '../input/unsafe-values';
import { flattenValidationErrors } from '../pipes/validation.pipe';

/** The largest page a list answers, whatever `range` asks for. */
export const MAX_PAGE_SIZE = 100;

/**
 * The query of an ra-data-simple-rest list call: `sort=["field","ASC"]`, `range=[0,24]` and
 * `filter={...}`, each a JSON text (getMany sends only `filter={"id":[…]}`). class-validator checks
 * stacked decorators bottom-up, so the type check sits lowest and answers first.
 */
export class RestListQueryDto {
  @ApiPropertyOptional({ example: '["id","ASC"]' })
  @IsOptional()
  @MaxLength(200, rule('FIELD_MAX_LENGTH', { field: 'sort', max: 200 }))
  @IsString(rule('LIST_PARAM_NOT_TEXT', { field: 'sort', example: '["id","ASC"]' }))
  sort?: string;

  @ApiPropertyOptional({ example: '[0,24]' })
  @IsOptional()
  @MaxLength(100, rule('FIELD_MAX_LENGTH', { field: 'range', max: 100 }))
  @IsString(rule('LIST_PARAM_NOT_TEXT', { field: 'range', example: '[0,24]' }))
  range?: string;

  @ApiPropertyOptional({ example: '{"q":"gold"}' })
  @IsOptional()
  @MaxLength(4000, rule('FIELD_MAX_LENGTH', { field: 'filter', max: 4000 }))
  @IsString(rule('LIST_PARAM_NOT_TEXT', { field: 'filter', example: '{"q":"gold"}' }))
  filter?: string;
}

/** What a resource allows: its filter class (class-validator rules) and its sortable fields. */
export interface ListSpec<F extends object> {
  filter: new () => F;
  /** Wire field name → the SQL expression it sorts by (an alias-qualified column). */
  sortable: Record<string, string>;
  defaultSort: [string, 'ASC' | 'DESC'];
}

export interface ListQuery<F> {
  filter: F;
  /** The SQL expression and direction to order by. */
  sort: { field: string; column: string; order: 'ASC' | 'DESC' };
  /** The first row's index and the number of rows wanted (capped at MAX_PAGE_SIZE). */
  start: number;
  take: number;
}

/** An instant of a filter's bound: a date alone is its day's start, or as `to` its day's end. */
const boundTime = (value: string, end: boolean) =>
  Date.parse(value) + (end && /^\d{4}-\d{2}-\d{2}$/.test(value) ? 86_400_000 - 1 : 0);

/**
 * Every date range of a list's filter (`from`/`to`, `<x>_from`/`<x>_to`) runs forwards: a start
 * after the end is refused with a message, not answered with an empty page.
 */
function checkFilterRanges(filter: Record<string, unknown>): void {
  for (const [key, from] of Object.entries(filter)) {
    if (typeof from !== 'string' || !(key === 'from' || key.endsWith('_from'))) continue;
    const to = filter[`${key.slice(0, -'from'.length)}to`];
    if (typeof to === 'string' && boundTime(from, false) > boundTime(to, true))
      throw new AppError('DATE_RANGE_INVALID');
  }
}

function parseJson(name: string, text: string | undefined, example: string): unknown {
  if (text === undefined || text === '') return undefined;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new AppError('LIST_PARAM_NOT_JSON', { field: name, example });
  }
  // The JSON text may escape what the query string could not carry: "\u0000", 1e309, deep lists.
  const problem = findUnsafeValue(value, name);
  if (problem) throw problem;
  return value;
}

/** The first failure of a list parameter's checks; a field the resource does not know is `unknown`. */
function firstFailure(errors: ValidationError[], unknown: ErrorCode): AppError {
  const [first] = flattenValidationErrors(errors);
  if (!first) return new AppError('LIST_FILTER_INVALID');
  if (first.code === 'FIELD_NOT_ALLOWED') return new AppError(unknown, { field: first.field });
  return new AppError(first.code, first.params);
}

/** Parses and checks a list query against a resource's spec; throws a 400 saying what is wrong. */
export function parseListQuery<F extends object>(
  query: RestListQueryDto,
  spec: ListSpec<F>,
): ListQuery<F> {
  const sort = parseJson('sort', query.sort, '["id","ASC"]') ?? spec.defaultSort;
  if (
    !Array.isArray(sort) ||
    sort.length !== 2 ||
    typeof sort[0] !== 'string' ||
    !['ASC', 'DESC'].includes(String(sort[1]).toUpperCase())
  )
    throw new AppError('LIST_SORT_INVALID');
  const field = sort[0];
  if (!Object.hasOwn(spec.sortable, field))
    throw new AppError('LIST_SORT_FIELD_UNKNOWN', { field });

  const range = parseJson('range', query.range, '[0,24]') ?? [0, MAX_PAGE_SIZE - 1];
  if (
    !Array.isArray(range) ||
    range.length !== 2 ||
    !range.every((n) => Number.isSafeInteger(n) && (n as number) >= 0) ||
    (range[1] as number) < (range[0] as number)
  )
    throw new AppError('LIST_RANGE_INVALID');
  const [first, last] = range as [number, number];

  const rawFilter = parseJson('filter', query.filter, '{"q":"gold"}') ?? {};
  if (typeof rawFilter !== 'object' || rawFilter === null || Array.isArray(rawFilter))
    throw new AppError('LIST_FILTER_NOT_OBJECT');
  const filter = plainToInstance(spec.filter, rawFilter);
  const errors = validateSync(filter, {
    whitelist: true,
    forbidNonWhitelisted: true,
    stopAtFirstError: true,
    forbidUnknownValues: true,
  });
  if (errors.length) throw firstFailure(errors, 'LIST_FILTER_UNKNOWN');
  checkFilterRanges(filter as Record<string, unknown>);

  return {
    filter,
    sort: {
      field,
      column: spec.sortable[field],
      order: String(sort[1]).toUpperCase() as 'ASC' | 'DESC',
    },
    start: first,
    take: Math.min(last - first + 1, MAX_PAGE_SIZE),
  };
}

/** `@Query(new RestListPipe(spec))`: the checked list query of one resource. */
@Injectable()
export class RestListPipe<F extends object> implements PipeTransform<unknown, ListQuery<F>> {
  constructor(private readonly spec: ListSpec<F>) {}

  transform(value: unknown): ListQuery<F> {
    const dto = plainToInstance(RestListQueryDto, value ?? {});
    const errors = validateSync(dto, {
      whitelist: true,
      forbidNonWhitelisted: true,
      stopAtFirstError: true,
    });
    if (errors.length) throw firstFailure(errors, 'LIST_PARAM_UNKNOWN');
    return parseListQuery(dto, this.spec);
  }
}

/** The OpenAPI description of the three list parameters (the pipe does the checking). */
export const ApiRestListQuery = () =>
  applyDecorators(
    ApiQuery({ name: 'sort', required: false, example: '["id","ASC"]' }),
    ApiQuery({ name: 'range', required: false, example: '[0,24]' }),
    ApiQuery({ name: 'filter', required: false, example: '{"q":"gold"}' }),
  );

/**
 * Orders and pages a list query: the asked sort (nulls last), then the id so that equal values
 * keep a stable order across pages; then the asked slice. Answers the rows and the total.
 */
export function pageOf<T extends ObjectLiteral, F>(
  qb: SelectQueryBuilder<T>,
  query: ListQuery<F>,
  idColumn: string,
): Promise<[T[], number]> {
  qb.orderBy(query.sort.column, query.sort.order, 'NULLS LAST');
  if (query.sort.column !== idColumn) qb.addOrderBy(idColumn, query.sort.order);
  return qb.skip(query.start).take(query.take).getManyAndCount();
}
