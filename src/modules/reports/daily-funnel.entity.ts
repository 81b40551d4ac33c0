import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

const count = (name: string) => Column({ name, type: 'integer', default: 0 });
const rupees = (name: string) =>
  Column({ name, type: 'numeric', precision: 16, scale: 2, default: 0 });

/**
 * The daily rollup the dashboard and the product reports read (written only by the triggers of
 * migration AddDailyFunnelRollup, in the transaction of each step): per India day, one row per
 * partner (0: none) and product with lender_id 0, one per product and lender across the partners
 * with partner_id -1, and one per partner and lender across the products with product_id -1.
 */
@Entity('daily_funnel')
@Index('IDX_daily_funnel_partner_id_day', ['partnerId', 'day'])
// The per-partner totals (lender_id 0) of a range of days: what the dashboard sums.
@Index('IDX_daily_funnel_day_totals', ['day'], { where: '"lender_id" = 0' })
export class DailyFunnel {
  @PrimaryColumn({ type: 'date', primaryKeyConstraintName: 'PK_daily_funnel' })
  day!: string;

  @PrimaryColumn({
    name: 'partner_id',
    type: 'integer',
    default: 0,
    primaryKeyConstraintName: 'PK_daily_funnel',
  })
  partnerId!: number;

  @PrimaryColumn({
    name: 'product_id',
    type: 'integer',
    default: 0,
    primaryKeyConstraintName: 'PK_daily_funnel',
  })
  productId!: number;

  @PrimaryColumn({
    name: 'lender_id',
    type: 'integer',
    default: 0,
    primaryKeyConstraintName: 'PK_daily_funnel',
  })
  lenderId!: number;

  @count('sign_ins') signIns!: number;
  @count('leads') leads!: number;
  @count('profiles_completed') profilesCompleted!: number;
  @count('offers_shown') offersShown!: number;
  @count('matched') matched!: number;
  @count('not_matched') notMatched!: number;
  @count('handed_off') handedOff!: number;
  @count('sanctioned') sanctioned!: number;
  @count('disbursed') disbursed!: number;
  @rupees('disbursed_amount') disbursedAmount!: string;
  @rupees('revenue') revenue!: string;
}

/** Why lenders were not matched, per India day, product and lender (the vendors report). */
@Entity('daily_not_matched')
export class DailyNotMatched {
  @PrimaryColumn({ type: 'date', primaryKeyConstraintName: 'PK_daily_not_matched' })
  day!: string;

  @PrimaryColumn({
    name: 'product_id',
    type: 'integer',
    default: 0,
    primaryKeyConstraintName: 'PK_daily_not_matched',
  })
  productId!: number;

  @PrimaryColumn({
    name: 'lender_id',
    type: 'integer',
    primaryKeyConstraintName: 'PK_daily_not_matched',
  })
  lenderId!: number;

  @PrimaryColumn({ type: 'varchar', length: 40, primaryKeyConstraintName: 'PK_daily_not_matched' })
  reason!: string;

  @Column({ type: 'integer', default: 0 })
  times!: number;
}
