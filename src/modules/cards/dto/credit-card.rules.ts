import { Transform } from 'class-transformer';
import { ArrayMaxSize, ArrayNotEmpty, IsArray, ValidateBy, ValidateIf } from 'class-validator';
import {
  compose,
  FlagField,
  NumberField,
  TextField,
  UrlField,
} from '../../../common/rest/value-rules';
import { PATTERNS } from '@marketplace/contracts';
import { rule } from '../../../common/errors';

/** A non-empty list of non-empty texts (trimmed), checked in this order. */
const BulletList = () =>
  compose(
    Transform(({ value }) =>
      Array.isArray(value) ? value.map((b) => (typeof b === 'string' ? b.trim() : b)) : value,
    ),
    ValidateIf((_o, v) => v !== undefined),
    IsArray(rule('CARD_BULLETS_NOT_LIST')),
    ArrayNotEmpty(rule('CARD_BULLETS_EMPTY')),
    ArrayMaxSize(20, rule('CARD_BULLETS_TOO_MANY', { max: 20 })),
    ValidateBy(
      {
        name: 'bullets',
        validator: {
          validate: (v) =>
            Array.isArray(v) && v.every((b) => typeof b === 'string' && b.length > 0),
        },
      },
      rule('CARD_BULLET_EMPTY'),
    ),
    ValidateBy(
      {
        name: 'bulletLength',
        validator: { validate: (v) => Array.isArray(v) && v.every((b) => String(b).length <= 300) },
      },
      rule('CARD_BULLET_TOO_LONG', { max: 300 }),
    ),
  );

/**
 * A rename may keep the characters of the cards already on file ('Kotak 811 #DreamDifferent'):
 * `PUT` takes a record back exactly as `GET` answered it (PATTERNS.cardNameEdit). New cards
 * follow PATTERNS.cardName.
 */

/**
 * The editable fields of a credit card and the rule of each, as its edit dialogs check them.
 * Used by `update-credit-card-data` (one property) and the REST resource (a record).
 */
export class CreditCardRules {
  @TextField({
    failed: rule('CARD_NAME_REQUIRED'),
    required: true,
    maxLength: 150,
    pattern: PATTERNS.cardNameEdit,
    patternFailed: rule('CARD_NAME_EDIT_INVALID'),
  })
  category_name?: string;

  @NumberField({
    failed: rule('CARD_SORT_ORDER_INVALID'),
    integer: true,
    min: 0,
    max: 2_147_483_647,
  })
  sort_order?: number;

  @UrlField(rule('CARD_THUMBNAIL_INVALID'), { allowPath: true })
  category_img_thumb?: string | null;

  @TextField({
    failed: rule('FIELD_TEXT', { field: 'Key feature' }),
    maxLength: 1000,
    nullable: true,
  })
  key_feature?: string | null;

  @TextField({
    failed: rule('FIELD_TEXT', { field: 'Annual fee' }),
    maxLength: 255,
    nullable: true,
  })
  annual_fee?: string | null;

  @UrlField(rule('FIELD_URL', { field: 'UTM link' }))
  utm_link?: string | null;

  @BulletList()
  marketing_bullets?: string[];

  @FlagField('secured')
  secured?: number;

  @FlagField('status')
  status?: number;
}

export const CARD_EDITABLE = [
  'category_name',
  'sort_order',
  'category_img_thumb',
  'key_feature',
  'annual_fee',
  'utm_link',
  'marketing_bullets',
  'secured',
  'status',
] as const satisfies readonly (keyof CreditCardRules)[];
