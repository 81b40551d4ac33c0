import { IdField } from './value-rules';

/** `/:id` of a REST resource. */
export class IdParamDto {
  @IdField('id')
  id!: number;
}
