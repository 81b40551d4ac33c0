import { Transform } from 'class-transformer';
import { ArrayMaxSize, ArrayNotEmpty, IsArray, ValidateBy, ValidateIf } from 'class-validator';
import {
  compose,
  FlagField,
  NumberField,
  TextField,
  UrlField,
} from '../../../common/rest/value-rules';

/** A non-empty list of non-empty texts (trimmed), checked in this order. */
const BulletList = () =>
  compose(
    Transform(({ value }) =>
      Array.isArray(value) ? value.map((b) => (typeof b === 'string' ? b.trim() : b)) : value,
    ),
    ValidateIf((_o, v) => v !== undefined),
    IsArray({ message: 'Marketing bullets must be a list of texts' }),
    ArrayNotEmpty({ message: BULLETS_EMPTY }),
    ArrayMaxSize(20, { message: 'At most 20 marketing bullets' }),
    ValidateBy(
      {
        name: 'bullets',
        validator: {
          validate: (v) =>
            Array.isArray(v) && v.every((b) => typeof b === 'string' && b.length > 0),
        },
      },
      { message: BULLET_EMPTY },
    ),
    ValidateBy(
      {
        name: 'bulletLength',
        validator: { validate: (v) => Array.isArray(v) && v.every((b) => String(b).length <= 300) },
      },
      { message: 'Each marketing bullet must be at most 300 characters' },
    ),
  );

export const CARD_NAME_REQUIRED = 'Card name is required';
export const CARD_NAME_INVALID =
  'Card name may contain only letters, digits, spaces, hyphens and underscores';
export const CARD_NAME = /^[A-Za-z0-9 _-]+$/;
/**
 * A rename may keep the characters of the cards already on file ('Kotak 811 #DreamDifferent'):
 * `PUT` takes a record back exactly as `GET` answered it. New cards follow CARD_NAME.
 */
export const CARD_NAME_EDIT = /^[A-Za-z0-9 _#-]+$/;
export const CARD_NAME_EDIT_INVALID =
  'Card name may contain only letters, digits, spaces, hyphens, underscores and #';
export const BULLETS_EMPTY = 'Add at least one marketing bullet';
export const BULLET_EMPTY = 'Each marketing bullet must be non-empty';

/**
 * The editable fields of a credit card and the rule of each (admin spec §5, credit card edit
 * dialog). Used by `update-credit-card-data` (one property) and the REST resource (a record).
 */
export class CreditCardRules {
  @TextField({
    message: CARD_NAME_REQUIRED,
    required: true,
    maxLength: 150,
    pattern: CARD_NAME_EDIT,
    patternMessage: CARD_NAME_EDIT_INVALID,
  })
  category_name?: string;

  @NumberField({
    message: 'Sort order must be a whole number, 0 or more',
    integer: true,
    min: 0,
    max: 2_147_483_647,
  })
  sort_order?: number;

  @UrlField('The thumbnail must be the URL of an uploaded image', { allowPath: true })
  category_img_thumb?: string | null;

  @TextField({ message: 'Key feature must be a text', maxLength: 1000, nullable: true })
  key_feature?: string | null;

  @TextField({ message: 'Annual fee must be a text', maxLength: 255, nullable: true })
  annual_fee?: string | null;

  @UrlField('UTM link must be an http(s) URL')
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
