import {
  Check,
  Column,
  CreateDateColumn,
  Entity,
  Index,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';

/**
 * One option of a dropdown list served by `search-list`, keyed by `list_key`.
 * Profile and lender columns store the option's `value`, never its label, so labels can be
 * re-worded or translated without touching data.
 *
 * Two lists drive offer matching, and both are ordered by `sort_order` from low to high:
 * - `ticketClass`: loan-amount buckets, `meta: { min, max }` in rupees. A lender's `ticket_class`
 *   is the HIGHEST bucket it lends in; a consumer's desired amount falls in one bucket, and the
 *   lender qualifies when that bucket's sort_order <= the lender's bucket's sort_order (the exact
 *   rupee limits stay `lenders.min_loan_amount` / `loan_amount_upto`).
 * - `creditScoreClass`: bureau-score buckets, `meta: { minScore }`. A lender's
 *   `credit_score_class` is the LOWEST bucket it accepts; the consumer's self-declared
 *   `applications.credit_score_class` qualifies when its sort_order >= the lender's.
 * `employmentStatus` options carry `meta: { lenderFlag }` naming the lender flag column
 * (`salaried`, `self_employed`, `business`) that must be 1 for a lender to match.
 */
@Entity('smart_list_options')
@Check('CHK_smart_list_options_active', '"active" IN (0,1)')
@Index('UQ_smart_list_options_list_key_value', ['listKey', 'value'], { unique: true })
export class SmartListOption {
  @PrimaryGeneratedColumn('identity', { generatedIdentity: 'BY DEFAULT' })
  id!: number;

  /** The spec's key, case kept as the client asks for it: 'employmentStatus', 'Gender', … */
  @Column({ name: 'list_key', type: 'varchar', length: 60 })
  listKey!: string;

  @Column({ type: 'varchar', length: 60 })
  value!: string;

  @Column({ type: 'varchar', length: 150 })
  label!: string;

  @Column({ name: 'label_hi', type: 'varchar', length: 150, nullable: true })
  labelHi!: string | null;

  @Column({ name: 'sort_order', type: 'integer', default: 0 })
  sortOrder!: number;

  @Column({ type: 'jsonb', nullable: true })
  meta!: Record<string, unknown> | null;

  @Column({ type: 'smallint', default: 1 })
  active!: number;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}
