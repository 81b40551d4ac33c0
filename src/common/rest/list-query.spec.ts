import { AppError } from '../errors';
import { IsOptional, IsString } from 'class-validator';
import { describe, expect, it } from 'vitest';
import { BaseListFilter, FlagFilter } from './list-filters';
import { type ListSpec, MAX_PAGE_SIZE, parseListQuery, RestListPipe } from './list-query';
import { RestPage } from './rest-page';

class Filter extends BaseListFilter {
  @FlagFilter('status')
  status?: number;
}
const spec: ListSpec<Filter> = {
  filter: Filter,
  sortable: { id: 'x.id', name: 'x.name' },
  defaultSort: ['name', 'ASC'],
};
const messageOf = (fn: () => unknown) => {
  try {
    fn();
  } catch (e) {
    expect(e).toBeInstanceOf(AppError);
    return (e as AppError).message;
  }
  throw new Error('did not throw');
};

describe('parseListQuery', () => {
  it('reads sort, range and filter, mapping the sort field to its column', () => {
    const q = parseListQuery(
      { sort: '["id","desc"]', range: '[10,19]', filter: '{"status":"1","q":"gold","id":7}' },
      spec,
    );
    expect(q.sort).toEqual({ field: 'id', column: 'x.id', order: 'DESC' });
    expect([q.start, q.take]).toEqual([10, 10]);
    expect(q.filter).toMatchObject({ status: 1, q: 'gold', id: [7] });
  });

  it('defaults to the spec sort, the first page of the cap and no filter', () => {
    const q = parseListQuery({}, spec);
    expect(q.sort.column).toBe('x.name');
    expect([q.start, q.take]).toEqual([0, MAX_PAGE_SIZE]);
  });

  it('caps the page size', () => {
    expect(parseListQuery({ range: '[0,100000]' }, spec).take).toBe(MAX_PAGE_SIZE);
  });

  it.each([
    [{ sort: 'id' }, 'sort is not valid JSON: expected something like ["id","ASC"]'],
    [{ sort: '["constructor","ASC"]' }, 'Cannot sort by constructor'],
    [{ sort: '["id"]' }, 'sort must be ["field","ASC"] or ["field","DESC"]'],
    [{ range: '[0.5,3]' }, 'range must be [first, last] with 0 ≤ first ≤ last'],
    [{ filter: '"status"' }, 'filter must be a JSON object'],
    [{ filter: '{"secret":1}' }, 'Unknown filter: secret'],
    [{ filter: '{"status":"on"}' }, 'filter status must be 0 or 1'],
    [{ filter: '{"q":5}' }, 'filter q must be a text'],
  ])('refuses %j', (query, message) => {
    expect(messageOf(() => parseListQuery(query, spec))).toBe(message);
  });

  it('refuses any date range of the filter whose start is after its end', () => {
    class Ranges extends BaseListFilter {
      @IsOptional() @IsString() from?: string;
      @IsOptional() @IsString() to?: string;
      @IsOptional() @IsString() created_from?: string;
      @IsOptional() @IsString() created_to?: string;
    }
    const ranges: ListSpec<Ranges> = { ...spec, filter: Ranges };
    const parse = (filter: object) =>
      parseListQuery({ filter: JSON.stringify(filter) }, ranges).filter;
    expect(parse({ from: '2026-10-01', to: '2026-10-01' })).toMatchObject({ from: '2026-10-01' });
    // A date alone as the end reaches to its day's end.
    expect(parse({ created_from: '2026-10-01T10:00:00Z', created_to: '2026-10-01' })).toBeTruthy();
    const reversed = 'The start date must be on or before the end date';
    expect(messageOf(() => parse({ from: '2026-10-02', to: '2026-10-01' }))).toBe(reversed);
    expect(
      messageOf(() => parse({ created_from: '2026-10-02T00:00:00Z', created_to: '2026-10-01' })),
    ).toBe(reversed);
  });

  it('refuses query parameters other than sort, range and filter (RestListPipe)', () => {
    const pipe = new RestListPipe(spec);
    expect(messageOf(() => pipe.transform({ embed: '[]' }))).toBe('Unknown query parameter: embed');
    expect(messageOf(() => pipe.transform({ sort: ['a', 'b'] }))).toBe(
      'sort must be a JSON text such as ["id","ASC"]',
    );
  });
});

describe('RestPage.contentRange', () => {
  it('names the resource, the slice and the total', () => {
    expect(new RestPage('lenders', [1, 2, 3], 20, 319).contentRange).toBe('lenders 20-22/319');
    expect(new RestPage('lenders', [], 0, 0).contentRange).toBe('lenders */0');
  });
});
