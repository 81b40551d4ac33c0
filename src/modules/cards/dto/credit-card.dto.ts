import { ApiProperty } from '@nestjs/swagger';
import { Allow, IsString, MaxLength } from 'class-validator';
import { IdField, TextField } from '../../../common/rest/value-rules';
import { PATTERNS } from '@marketplace/contracts';
import { rule } from '../../../common/errors';

/** POST /api/create-credit-card */
export class CreateCreditCardDto {
  @ApiProperty({ example: 'Gold Rewards' })
  @TextField({
    failed: rule('CARD_NAME_REQUIRED'),
    required: true,
    always: true,
    maxLength: 150,
    pattern: PATTERNS.cardName,
    patternFailed: rule('CARD_NAME_INVALID'),
  })
  category_name!: string;
}

/** POST /api/safe-delete-credit-card */
export class DeleteCreditCardDto {
  @ApiProperty()
  @IdField('category_id')
  category_id!: number;
}

/** POST /api/update-credit-card-data: one property of the allow-list and its new value. */
export class UpdateCreditCardDataDto {
  @ApiProperty()
  @IdField('category_id')
  category_id!: number;

  @ApiProperty({ example: 'status' })
  @IsString(rule('PROPERTY_REQUIRED'))
  @MaxLength(60, rule('PROPERTY_REQUIRED'))
  property!: string;

  /** Checked against the property's own rule by the service (see CreditCardRules). */
  @ApiProperty({ example: 1 })
  @Allow()
  value?: unknown;
}
