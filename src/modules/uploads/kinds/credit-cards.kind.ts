import type { TxSource } from '../../../database/transactional';
import { AppError, errorMessage } from '../../../common/errors';
import { validateValues } from '../../../common/rest/record-changes';
import type { CreditCardCategory } from '../../cards/credit-card-category.entity';
import { applyCreditCardValues, toCreditCardView } from '../../cards/credit-card.view';
import { CreditCardRules } from '../../cards/dto/credit-card.rules';
import { cellText, flag, integer, RowReader, uuid } from '../cell-parsers';
import { cardByUuid, newCard, saveCard } from '../../cards/card-uploads.repository';
import type {
  BatchContext,
  BatchResult,
  CheckedRow,
  RowProblem,
  SheetRow,
  UploadKindHandler,
} from '../upload-kind';

interface CardRow {
  uuid: string | null;
  values: Partial<CreditCardRules>;
}

const TEXT_COLUMNS = [
  'category_name',
  'key_feature',
  'annual_fee',
  'utm_link',
  'category_img_thumb',
] as const;

/** The values through the card edit rules; each failing field becomes a problem of its column. */
function checkCardValues(values: Record<string, unknown>, row: SheetRow) {
  try {
    return { values: validateValues(CreditCardRules, values), problems: [] as RowProblem[] };
  } catch (err) {
    if (!(err instanceof AppError)) throw err;
    const problems = (err.errors ?? []).map<RowProblem>((e) => ({
      column: e.field,
      value: cellText(row.cells[e.field] ?? null),
      message: e.message,
    }));
    return { values: {}, problems };
  }
}

/**
 * The credit-card catalogue in bulk (role 1, the cards screen's bulk upload): a row with a
 * `uuid` updates that card, a row without one creates a card. Values pass the same rules as the
 * card edit dialogs; the answer lists the cards created and updated (the results dialog).
 */
export const creditCardsKind: UploadKindHandler<CardRow, null> = {
  kind: 'credit_cards',
  slug: 'credit-cards',
  page: 'credit-cards',
  maxRows: 1000,
  columns: [
    {
      name: 'uuid',
      required: false,
      description: "The card's uuid to update it; empty to create a card",
      example: '',
    },
    {
      name: 'category_name',
      required: false,
      aliases: ['name', 'card_name'],
      description: 'Required for a new card: letters, digits, spaces, - and _',
      example: 'Cashback Platinum',
    },
    {
      name: 'sort_order',
      required: false,
      description: 'Whole number, 0 or more; a new card without one goes last',
      example: '3',
    },
    {
      name: 'key_feature',
      required: false,
      description: 'Text',
      example: '5% cashback on groceries',
    },
    { name: 'annual_fee', required: false, description: 'Text', example: '₹499 + GST' },
    {
      name: 'utm_link',
      required: false,
      description: 'http(s) URL; {UNIQUE_ID} is replaced by the customer id',
      example: 'https://bank.example/apply?utm_source=cm&uid={UNIQUE_ID}',
    },
    {
      name: 'marketing_bullets',
      required: false,
      aliases: ['features'],
      description: 'Bullets separated by |',
      example: 'No joining fee|Airport lounge access',
    },
    { name: 'secured', required: false, description: '1 or 0', example: '0' },
    { name: 'status', required: false, description: '1 (live) or 0', example: '1' },
    {
      name: 'category_img_thumb',
      required: false,
      aliases: ['thumbnail'],
      description: 'Image URL (upload images on the cards screen)',
      example: '',
    },
  ],

  lookups: async () => null,

  check(row: SheetRow) {
    const r = new RowReader(row.cells);
    const id = r.get('uuid', (c) => {
      const parsed = uuid(c);
      return parsed.ok ? parsed : { ok: false, message: 'Must be the uuid of a card' };
    });
    const values: Record<string, unknown> = {};
    for (const c of TEXT_COLUMNS) {
      const t = cellText(row.cells[c] ?? null);
      if (t !== null) values[c] = t;
    }
    const sortOrder = r.get('sort_order', (c) => integer(c, 0, 2_147_483_647));
    if (sortOrder !== null) values.sort_order = sortOrder;
    for (const c of ['secured', 'status'] as const) {
      const v = r.get(c, flag);
      if (v !== null) values[c] = v;
    }
    const bullets = cellText(row.cells.marketing_bullets ?? null);
    if (bullets !== null) values.marketing_bullets = bullets.split(/\s*[|\n]\s*/).filter(Boolean);
    if (!id && values.category_name === undefined)
      r.fail('category_name', errorMessage('CARD_NAME_REQUIRED'));
    const checked = checkCardValues(values, row);
    const problems = [...r.problems, ...checked.problems];
    if (problems.length > 0) return { problems };
    return { value: { uuid: id, values: checked.values } };
  },

  async write(db: TxSource, rows: CheckedRow<CardRow>[], ctx: BatchContext<null>) {
    const problems: BatchResult['problems'] = new Map();
    const uuids: string[] = [];
    let created = 0;
    let updated = 0;
    for (const { rowNumber, value } of rows) {
      let card: CreditCardCategory | null;
      if (value.uuid) {
        card = await cardByUuid(db, value.uuid);
        if (!card) {
          problems.set(rowNumber, [
            { column: 'uuid', value: value.uuid, message: 'No card with this uuid' },
          ]);
          continue;
        }
      } else {
        card = await newCard(db, value.values.sort_order === undefined);
      }
      const before = value.uuid ? toCreditCardView(card) : null;
      applyCreditCardValues(card, value.values);
      const saved = await saveCard(db, card);
      await ctx.audit({
        action: before ? 'update' : 'create',
        entity: 'credit_card',
        entityId: saved.id,
        oldValue: before,
        newValue: toCreditCardView(saved),
      });
      uuids.push(saved.uuid);
      if (before) updated++;
      else created++;
    }
    return { written: created + updated, problems, summary: { created, updated, uuids } };
  },
};
