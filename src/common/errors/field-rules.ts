import { applyDecorators } from '@nestjs/common';
import { IsInt, IsString, Max, MaxLength, Min } from 'class-validator';
import { LIMITS } from '@marketplace/contracts';
import { rule } from './rule';

/** A row id (1 … 2³¹−1, what an `integer` column holds): otherwise FIELD_WHOLE_NUMBER. */
export const WholeNumberId = (field: string) => {
  const failed = rule('FIELD_WHOLE_NUMBER', { field });
  return applyDecorators(IsInt(failed), Min(1, failed), Max(LIMITS.maxIntId, failed));
};

/** A text of at most `max` characters: otherwise FIELD_TEXT_MAX. */
export const TextUpTo = (field: string, max: number) => {
  const failed = rule('FIELD_TEXT_MAX', { field, max });
  return applyDecorators(IsString(failed), MaxLength(max, failed));
};
