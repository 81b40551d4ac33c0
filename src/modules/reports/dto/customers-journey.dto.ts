import { ApiProperty } from '@nestjs/swagger';
import { IsString, MaxLength } from 'class-validator';
import { rule } from '../../../common/errors';
import { IdField } from '../../../common/rest/value-rules';

/** GET /api/admin/customers-journey?q=: a mobile number, an application id or a name's part. */
export class JourneySearchQuery {
  @ApiProperty({ example: '9876543210' })
  @MaxLength(100, rule('FIELD_MAX_LENGTH', { field: 'q', max: 100 }))
  @IsString(rule('FIELD_TEXT', { field: 'q' }))
  q!: string;
}

/** GET /api/admin/customers-journey/{userId} */
export class JourneyUserParam {
  @IdField('userId')
  userId!: number;
}
