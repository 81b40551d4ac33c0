import {
  Check,
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
  type Relation,
} from 'typeorm';
import { Lender } from '../lenders/lender.entity';
import { Product } from '../products/product.entity';
import { User } from '../users/user.entity';
import { ProspectApplication } from './prospect-application.entity';

/** One product application (`appId`) under a prospect application. */
@Entity('applications')
@Check('CHK_applications_tenure_months', '"tenure_months" > 0')
@Check('CHK_applications_prefer_net_banking', '"prefer_net_banking" IN (0,1)')
@Check('CHK_applications_business_account', '"business_account" IN (0,1)')
@Index('IDX_applications_status_created_at', ['status', 'createdAt'])
// The internal report's sorts by a lender's dates.
@Index('IDX_applications_sanctioned_at_created_at', ['sanctionedAt', 'createdAt'])
@Index('IDX_applications_disbursed_at_created_at', ['disbursedAt', 'createdAt'])
@Index('IDX_applications_desired_amount_created_at', ['desiredAmount', 'createdAt'])
@Index('IDX_applications_disbursed_amount_created_at', ['disbursedAmount', 'createdAt'])
@Index('IDX_applications_partner_id_created_at', ['partnerId', 'createdAt'])
@Index('IDX_applications_utm_campaign_created_at', ['utmCampaign', 'createdAt'])
@Index('IDX_applications_product_id_created_at', ['productId', 'createdAt'])
@Index('IDX_applications_lender_id_created_at', ['lenderId', 'createdAt'])
export class Application {
  // DEFAULT gen_random_uuid() (core since PostgreSQL 13, and in PGlite) once the data source
  // sets uuidExtension: 'pgcrypto'; no extension is installed.
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Index('IDX_applications_prospect_app_id')
  @Column({ name: 'prospect_app_id', type: 'uuid' })
  prospectAppId!: string;

  @ManyToOne(() => ProspectApplication, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'prospect_app_id' })
  prospectApp?: Relation<ProspectApplication>;

  /**
   * The prospect application's partner, copied by the database (trigger, migration
   * AddDailyFunnelRollup) so that the reports filter one partner's rows by an index; never
   * written by the app.
   */
  @Column({ name: 'partner_id', type: 'integer', nullable: true, insert: false, update: false })
  partnerId!: number | null;

  /** The prospect application's UTM campaign, copied the same way (migration ReportColumns). */
  @Column({
    name: 'utm_campaign',
    type: 'varchar',
    length: 255,
    nullable: true,
    insert: false,
    update: false,
  })
  utmCampaign!: string | null;

  @Index('IDX_applications_user_id')
  @Column({ name: 'user_id', type: 'integer' })
  userId!: number;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: Relation<User>;

  @Column({ name: 'product_id', type: 'integer' })
  productId!: number;

  @ManyToOne(() => Product, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'product_id' })
  product?: Relation<Product>;

  /** The chosen lender; null until an offer is picked. */
  @Column({ name: 'lender_id', type: 'integer', nullable: true })
  lenderId!: number | null;

  @ManyToOne(() => Lender, { onDelete: 'SET NULL', nullable: true })
  @JoinColumn({ name: 'lender_id' })
  lender?: Relation<Lender> | null;

  @Column({ name: 'desired_amount', type: 'numeric', precision: 14, scale: 2, nullable: true })
  desiredAmount!: string | null;

  @Column({ name: 'tenure_months', type: 'smallint', nullable: true })
  tenureMonths!: number | null;

  // The product's answers (its form's employment, business and income fields): each product
  // keeps its own, so one product's form never changes another's offers.
  /** An `employmentStatus` option value. */
  @Column({ name: 'employment_status_code', type: 'varchar', length: 60, nullable: true })
  employmentStatusCode!: string | null;

  /** A `businessRegistrationType` option value. */
  @Column({ name: 'business_registration_type', type: 'varchar', length: 60, nullable: true })
  businessRegistrationType!: string | null;

  @Column({ name: 'employer_name', type: 'varchar', length: 150, nullable: true })
  employerName!: string | null;

  @Column({ type: 'varchar', length: 6, nullable: true })
  officepincode!: string | null;

  /** Net monthly income in rupees. */
  @Column({ name: 'monthly_income', type: 'numeric', precision: 14, scale: 2, nullable: true })
  monthlyIncome!: string | null;

  /** IFSC of the account the salary or business income is paid into (4 letters, 0, 6 more). */
  @Column({ type: 'varchar', length: 11, nullable: true })
  ifsc!: string | null;

  /** A `salaryMode` option value. */
  @Column({ name: 'salary_mode', type: 'varchar', length: 60, nullable: true })
  salaryMode!: string | null;

  @Column({ name: 'monthly_rent', type: 'numeric', precision: 14, scale: 2, nullable: true })
  monthlyRent!: string | null;

  /** An `educationalLevel` option value. */
  @Column({ name: 'educational_level', type: 'varchar', length: 60, nullable: true })
  educationalLevel!: string | null;

  /** Total EMIs the consumer already pays per month, in rupees. */
  @Column({ type: 'numeric', precision: 14, scale: 2, nullable: true })
  emi!: string | null;

  @Column({ name: 'prefer_net_banking', type: 'smallint', nullable: true })
  preferNetBanking!: number | null;

  /** 1 when the business has a current account. */
  @Column({ name: 'business_account', type: 'smallint', nullable: true })
  businessAccount!: number | null;

  /** A `businessTurnover` option value (annual turnover bucket). */
  @Column({ name: 'business_current_turnover', type: 'varchar', length: 60, nullable: true })
  businessCurrentTurnover!: string | null;

  /** A `businessVintage` option value. */
  @Column({ name: 'business_years', type: 'varchar', length: 60, nullable: true })
  businessYears!: string | null;

  /** A `creditScoreClass` option value, self-declared; offer matching compares it to lenders'. */
  @Column({ name: 'credit_score_class', type: 'varchar', length: 60, nullable: true })
  creditScoreClass!: string | null;

  /** The current state; every change is also written to application_status_history. */
  @Column({ type: 'varchar', length: 60, default: 'created' })
  status!: string;

  @Column({ name: 'sub_status', type: 'varchar', length: 120, nullable: true })
  subStatus!: string | null;

  @Column({ name: 'sanctioned_amount', type: 'numeric', precision: 14, scale: 2, nullable: true })
  sanctionedAmount!: string | null;

  @Column({ name: 'sanctioned_at', type: 'timestamptz', nullable: true })
  sanctionedAt!: Date | null;

  @Column({ name: 'disbursed_amount', type: 'numeric', precision: 14, scale: 2, nullable: true })
  disbursedAmount!: string | null;

  @Column({ name: 'disbursed_at', type: 'timestamptz', nullable: true })
  disbursedAt!: Date | null;

  @Column({ type: 'text', nullable: true })
  remarks!: string | null;

  /**
   * The offers exactly as shown (lenders, figures, and the reasons others did not match): RBI's
   * digital-lending rules expect the platform to be able to show what the borrower was offered.
   */
  @Column({ name: 'offers_snapshot', type: 'jsonb', nullable: true })
  offersSnapshot!: unknown;

  @Column({ name: 'offers_shown_at', type: 'timestamptz', nullable: true })
  offersShownAt!: Date | null;

  @Index('IDX_applications_created_at')
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}
