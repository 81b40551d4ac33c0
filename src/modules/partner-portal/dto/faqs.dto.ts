import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { rule } from '../../../common/errors';
import { BaseListFilter, FlagFilter } from '../../../common/rest/list-filters';
import type { ListSpec } from '../../../common/rest/list-query';
import { ChoiceField, FlagField, NumberField, TextField } from '../../../common/rest/value-rules';
import { FAQ_AUDIENCES } from '../faq.entity';

const question = rule('FAQ_QUESTION_INVALID');
const answer = rule('FAQ_ANSWER_INVALID');

/** The fields of a FAQ an admin may set; English is required, Hindi may follow later. */
export class FaqRules {
  @ChoiceField(FAQ_AUDIENCES, rule('OPTION_INVALID', { field: 'audience' }))
  audience?: string;

  @TextField({ failed: question, required: true, maxLength: 300, pattern: /^[\s\S]{5,}$/ })
  question_en?: string;

  @TextField({ failed: answer, required: true, maxLength: 4000, pattern: /^[\s\S]{5,}$/ })
  answer_en?: string;

  @TextField({ failed: question, nullable: true, maxLength: 300, pattern: /^[\s\S]{5,}$/ })
  question_hi?: string | null;

  @TextField({ failed: answer, nullable: true, maxLength: 4000, pattern: /^[\s\S]{5,}$/ })
  answer_hi?: string | null;

  @NumberField({ failed: rule('WHOLE_NUMBER_MIN_ZERO'), integer: true, min: 0, max: 100_000 })
  sort_order?: number;

  @FlagField('status')
  status?: number;
}

export const FAQ_FIELDS = [
  'audience',
  'question_en',
  'answer_en',
  'question_hi',
  'answer_hi',
  'sort_order',
  'status',
] as const satisfies readonly (keyof FaqRules)[];
export const FAQ_READ_ONLY = ['created_at', 'updated_at'];

export class FaqListFilter extends BaseListFilter {
  @IsOptional()
  @IsIn([...FAQ_AUDIENCES], rule('OPTION_INVALID', { field: 'filter audience' }))
  audience?: string;

  @FlagFilter('status')
  status?: number;
}

export const FAQ_LIST: ListSpec<FaqListFilter> = {
  filter: FaqListFilter,
  sortable: { id: 'faq.id', sort_order: 'faq.sortOrder', audience: 'faq.audience' },
  defaultSort: ['sort_order', 'ASC'],
};

/** GET /api/partner/faqs?audience=&q= */
export class PartnerFaqsQuery {
  @ApiPropertyOptional({ enum: FAQ_AUDIENCES })
  @IsOptional()
  @IsIn([...FAQ_AUDIENCES], rule('OPTION_INVALID', { field: 'audience' }))
  audience?: (typeof FAQ_AUDIENCES)[number];

  @ApiPropertyOptional({ description: 'Words searched in the questions and answers' })
  @IsOptional()
  @IsString(rule('FIELD_TEXT', { field: 'q' }))
  @MaxLength(100, rule('FIELD_MAX_LENGTH', { field: 'q', max: 100 }))
  q?: string;
}
