import {
  Check,
  Column,
  CreateDateColumn,
  DeleteDateColumn,
  Entity,
  Index,
  JoinTable,
  ManyToMany,
  OneToMany,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
  type Relation,
} from 'typeorm';
import { LenderRevenueItem } from '../revenue/lender-revenue-item.entity';
import { LenderGroup } from './lender-group.entity';

/**
 * A loan provider (the API calls the id `lender_id`).
 *
 * Matching reads the filter criteria as follows (see SmartListOption for the two bucket lists):
 * - `min_income` / `max_income`: the consumer's monthly net income in rupees, inclusive; null is
 *   unbounded.
 * - `min_age` / `max_age`: age in whole years on the day of matching, inclusive.
 * - `salaried` / `self_employed` / `business`: 1 when the lender takes that employment type; the
 *   consumer's `employment_status_code` names the flag through the option's `meta.lenderFlag`.
 * - `ticket_class`: the HIGHEST loan-amount bucket the lender lends in; `min_loan_amount` and
 *   `loan_amount_upto` are the exact rupee limits inside it.
 * - `credit_score_class`: the LOWEST bureau-score bucket the lender accepts.
 * Only `lender_status = 1` lenders are offered, ranked by their all-in APR (see matching.ts);
 * `priority` orders admin lists only.
 * The fields are saved one at a time from the admin screen, so no CHECK ties min to max here.
 */
@Entity('lenders')
@Check('CHK_lenders_salaried', '"salaried" IN (0,1)')
@Check('CHK_lenders_self_employed', '"self_employed" IN (0,1)')
@Check('CHK_lenders_business', '"business" IN (0,1)')
@Check('CHK_lenders_lender_status', '"lender_status" IN (0,1)')
@Check(
  'CHK_lenders_serves',
  '"serves_pl" IN (0,1) AND "serves_bl" IN (0,1) AND "serves_gl" IN (0,1) AND "serves_hl" IN (0,1)',
)
@Check('CHK_lenders_so_status', '"so_status" IN (0,1)')
@Check('CHK_lenders_autosubmission', '"autosubmission" IN (0,1)')
@Check('CHK_lenders_api', '"api" IN (0,1)')
@Check('CHK_lenders_priority', '"priority" >= 0')
@Check('CHK_lenders_cooling_off_days', '"cooling_off_days" >= 0')
@Check('CHK_lenders_journey', `"journey" IN ('Web','App')`)
// The key is a consumer route (/user/{url_key}); a deleted lender's key may be given again.
@Index('UQ_lenders_url_key', ['urlKey'], { unique: true, where: '"deleted_at" IS NULL' })
export class Lender {
  @PrimaryGeneratedColumn('identity', { generatedIdentity: 'BY DEFAULT' })
  id!: number;

  @Column({ type: 'varchar', length: 100 })
  name!: string;

  /** Route slug: cashe, money-view, upwards, money-tap, nira, kreditbee, finzy, earlysalary, … */
  @Column({ name: 'url_key', type: 'varchar', length: 60 })
  urlKey!: string;

  @Column({ name: 'logo_url', type: 'text', nullable: true })
  logoUrl!: string | null;

  @Column({ name: 'min_income', type: 'numeric', precision: 14, scale: 2, nullable: true })
  minIncome!: string | null;

  @Column({ name: 'max_income', type: 'numeric', precision: 14, scale: 2, nullable: true })
  maxIncome!: string | null;

  @Column({ name: 'min_age', type: 'smallint', nullable: true })
  minAge!: number | null;

  @Column({ name: 'max_age', type: 'smallint', nullable: true })
  maxAge!: number | null;

  /** A `ticketClass` option value. */
  @Column({ name: 'ticket_class', type: 'varchar', length: 60, nullable: true })
  ticketClass!: string | null;

  /** A `creditScoreClass` option value. */
  @Column({ name: 'credit_score_class', type: 'varchar', length: 60, nullable: true })
  creditScoreClass!: string | null;

  @Column({ type: 'smallint', default: 0 })
  salaried!: number;

  @Column({ name: 'self_employed', type: 'smallint', default: 0 })
  selfEmployed!: number;

  @Column({ type: 'smallint', default: 0 })
  business!: number;

  @Column({ type: 'integer', default: 0 })
  priority!: number;

  /**
   * The loan products the lender serves (Vendors On/Off): a lender is considered for an
   * application only when it serves its product. All on for a new lender, as before the flags.
   */
  @Column({ name: 'serves_pl', type: 'smallint', default: 1 })
  servesPl!: number;

  @Column({ name: 'serves_bl', type: 'smallint', default: 1 })
  servesBl!: number;

  @Column({ name: 'serves_gl', type: 'smallint', default: 1 })
  servesGl!: number;

  @Column({ name: 'serves_hl', type: 'smallint', default: 1 })
  servesHl!: number;

  /** Off by default: a lender made from just a name must not reach consumers half-configured. */
  @Column({ name: 'lender_status', type: 'smallint', default: 0 })
  lenderStatus!: number;

  @Column({ name: 'so_status', type: 'smallint', default: 0 })
  soStatus!: number;

  @Column({ name: 'so_text', type: 'text', nullable: true })
  soText!: string | null;

  /** Special-offer window, inclusive, in India's calendar. */
  @Column({ name: 'so_date_start', type: 'date', nullable: true })
  soDateStart!: string | null;

  @Column({ name: 'so_date_end', type: 'date', nullable: true })
  soDateEnd!: string | null;

  @Column({ name: 'min_loan_amount', type: 'numeric', precision: 14, scale: 2, nullable: true })
  minLoanAmount!: string | null;

  @Column({ name: 'loan_amount_upto', type: 'numeric', precision: 14, scale: 2, nullable: true })
  loanAmountUpto!: string | null;

  /** Longest tenure offered, in months. */
  @Column({ type: 'smallint', nullable: true })
  tenure!: number | null;

  /** Display text such as '18% To 28%'. */
  @Column({ name: 'interest_rate', type: 'text', nullable: true })
  interestRate!: string | null;

  @Column({ name: 'processing_fees', type: 'text', nullable: true })
  processingFees!: string | null;

  /** The lender's grievance redressal officer (name and contact), printed on its KFS. */
  @Column({ name: 'grievance_officer', type: 'varchar', length: 255, nullable: true })
  grievanceOfficer!: string | null;

  /** Percent per month ("Monthly PR" on the admin screen); offers compute EMIs from these. */
  @Column({ name: 'apr_min', type: 'numeric', precision: 6, scale: 3, nullable: true })
  aprMin!: string | null;

  @Column({ name: 'apr_max', type: 'numeric', precision: 6, scale: 3, nullable: true })
  aprMax!: string | null;

  /**
   * The regulated entity (bank or NBFC) that lends, beside the brand in `name`, and its RBI
   * registration (certificate of registration or licence number): both printed on the KFS.
   */
  @Column({ name: 'legal_name', type: 'varchar', length: 200, nullable: true })
  legalName!: string | null;

  @Column({ name: 'rbi_registration', type: 'varchar', length: 60, nullable: true })
  rbiRegistration!: string | null;

  /** Annual interest rate range, percent, reducing balance: what offers and the KFS compute. */
  @Column({ name: 'interest_min', type: 'numeric', precision: 6, scale: 2, nullable: true })
  interestMin!: string | null;

  @Column({ name: 'interest_max', type: 'numeric', precision: 6, scale: 2, nullable: true })
  interestMax!: string | null;

  /** Processing fee: `fee_flat` rupees, or `fee_percent` of the amount held to min/max rupees. */
  @Column({ name: 'fee_percent', type: 'numeric', precision: 5, scale: 2, nullable: true })
  feePercent!: string | null;

  @Column({ name: 'fee_min', type: 'numeric', precision: 14, scale: 2, nullable: true })
  feeMin!: string | null;

  @Column({ name: 'fee_max', type: 'numeric', precision: 14, scale: 2, nullable: true })
  feeMax!: string | null;

  @Column({ name: 'fee_flat', type: 'numeric', precision: 14, scale: 2, nullable: true })
  feeFlat!: string | null;

  /** Other charges taken upfront, rupees (paid to third parties through the lender). */
  @Column({ name: 'other_charges', type: 'numeric', precision: 14, scale: 2, nullable: true })
  otherCharges!: string | null;

  /** GST on the processing fee, percent. */
  @Column({ name: 'gst_percent', type: 'numeric', precision: 5, scale: 2, default: 18 })
  gstPercent!: string;

  /** Penal charges as the lender words them, in English and Hindi, and the rate a year. */
  @Column({ name: 'penal_charges', type: 'text', nullable: true })
  penalCharges!: string | null;

  @Column({ name: 'penal_charges_hi', type: 'text', nullable: true })
  penalChargesHi!: string | null;

  /** Percent a year on the overdue instalment. */
  @Column({ name: 'penal_rate', type: 'numeric', precision: 5, scale: 2, nullable: true })
  penalRate!: string | null;

  @Column({ name: 'foreclosure_charges', type: 'text', nullable: true })
  foreclosureCharges!: string | null;

  @Column({ name: 'foreclosure_charges_hi', type: 'text', nullable: true })
  foreclosureChargesHi!: string | null;

  /** Days after disbursal in which the borrower may leave paying principal and proportionate APR. */
  @Column({ name: 'cooling_off_days', type: 'smallint', nullable: true })
  coolingOffDays!: number | null;

  /** The lender's grievance redressal officer, printed on its KFS. */
  @Column({ name: 'grievance_name', type: 'varchar', length: 100, nullable: true })
  grievanceName!: string | null;

  @Column({ name: 'grievance_phone', type: 'varchar', length: 20, nullable: true })
  grievancePhone!: string | null;

  @Column({ name: 'grievance_email', type: 'varchar', length: 254, nullable: true })
  grievanceEmail!: string | null;

  @Column({ name: 'recovery_policy_url', type: 'text', nullable: true })
  recoveryPolicyUrl!: string | null;

  /** Only meaningful when `api` is 1. */
  @Column({ type: 'smallint', default: 0 })
  autosubmission!: number;

  /** 1 when the platform has an integration with the lender. */
  @Column({ type: 'smallint', default: 0 })
  api!: number;

  @Column({ type: 'varchar', length: 3, default: 'Web' })
  journey!: 'Web' | 'App';

  /** Where the consumer is handed off when there is no integration. */
  @Column({ name: 'redirect_url', type: 'text', nullable: true })
  redirectUrl!: string | null;

  @ManyToMany(() => LenderGroup, (group) => group.lenders)
  @JoinTable({
    name: 'lender_group_lenders',
    joinColumn: { name: 'lender_id', referencedColumnName: 'id' },
    inverseJoinColumn: { name: 'lender_group_id', referencedColumnName: 'id' },
  })
  groups?: Relation<LenderGroup[]>;

  @OneToMany(() => LenderRevenueItem, (item) => item.lender)
  revenueItems?: Relation<LenderRevenueItem[]>;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;

  @DeleteDateColumn({ name: 'deleted_at', type: 'timestamptz', nullable: true })
  deletedAt!: Date | null;
}
