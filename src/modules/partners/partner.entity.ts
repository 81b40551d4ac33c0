import {
  Check,
  Column,
  CreateDateColumn,
  DeleteDateColumn,
  Entity,
  Index,
  OneToMany,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
  type Relation,
} from 'typeorm';
import { Merchant } from '../merchants/merchant.entity';

/** A referrer (DSA) that sends consumers, and the brand its consumers see. */
@Entity('partners')
@Check('CHK_partners_show_terms', '"show_terms" IN (0,1)')
@Check('CHK_partners_is_default', '"is_default" IN (0,1)')
@Check('CHK_partners_status', '"status" IN (0,1)')
@Check('CHK_partners_revenue_percent', '"revenue_percent" BETWEEN 0 AND 100')
@Check('CHK_partners_revenue_flat_fee', '"revenue_flat_fee" >= 0')
@Check('CHK_partners_pan', `"pan" ~ '^[A-Z]{5}[0-9]{4}[A-Z]$'`)
@Check('CHK_partners_gstin', `"gstin" ~ '^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$'`)
// Unbranded visits fall back to "the" default brand, so only one live partner may claim it.
@Index('UQ_partners_default', ['isDefault'], {
  unique: true,
  where: '"is_default" = 1 AND "deleted_at" IS NULL',
})
export class Partner {
  @PrimaryGeneratedColumn('identity', { generatedIdentity: 'BY DEFAULT' })
  id!: number;

  /** The brand key used in URLs and `get-partner-by-name` ('cl' is the default); never reused. */
  @Index('UQ_partners_name', { unique: true })
  @Column({ type: 'varchar', length: 60 })
  name!: string;

  @Column({ name: 'display_name', type: 'varchar', length: 150, nullable: true })
  displayName!: string | null;

  @Index('UQ_partners_utm_id', { unique: true, where: '"deleted_at" IS NULL' })
  @Column({ name: 'utm_id', type: 'varchar', length: 60, nullable: true })
  utmId!: string | null;

  @Column({ name: 'revenue_percent', type: 'numeric', precision: 6, scale: 3, nullable: true })
  revenuePercent!: string | null;

  @Column({ name: 'revenue_flat_fee', type: 'numeric', precision: 14, scale: 2, nullable: true })
  revenueFlatFee!: string | null;

  @Column({ name: 'logo_url', type: 'text', nullable: true })
  logoUrl!: string | null;

  @Column({ name: 'co_brand_logo_url', type: 'text', nullable: true })
  coBrandLogoUrl!: string | null;

  @Column({ name: 'font_link', type: 'text', nullable: true })
  fontLink!: string | null;

  @Column({ name: 'font_family', type: 'varchar', length: 150, nullable: true })
  fontFamily!: string | null;

  @Column({ name: 'primary_color', type: 'varchar', length: 30, nullable: true })
  primaryColor!: string | null;

  @Column({ name: 'secondary_color', type: 'varchar', length: 30, nullable: true })
  secondaryColor!: string | null;

  @Column({ name: 'show_terms', type: 'smallint', default: 0 })
  showTerms!: number;

  /**
   * The partner's GST registration (15 characters); a registered partner's payout carries GST on
   * top of its commission.
   */
  @Column({ type: 'varchar', length: 15, nullable: true })
  gstin!: string | null;

  /** The partner's own contact and payout details (the portal's Settings). */
  @Column({ name: 'contact_name', type: 'varchar', length: 100, nullable: true })
  contactName!: string | null;

  @Column({ name: 'contact_email', type: 'varchar', length: 254, nullable: true })
  contactEmail!: string | null;

  @Column({ name: 'contact_phone', type: 'varchar', length: 10, nullable: true })
  contactPhone!: string | null;

  /** The PAN TDS is deposited against (a person's or a business's). */
  @Column({ type: 'varchar', length: 10, nullable: true })
  pan!: string | null;

  @Column({ name: 'bank_account_name', type: 'varchar', length: 100, nullable: true })
  bankAccountName!: string | null;

  @Column({ name: 'bank_account_number', type: 'varchar', length: 18, nullable: true })
  bankAccountNumber!: string | null;

  @Column({ name: 'bank_ifsc', type: 'varchar', length: 11, nullable: true })
  bankIfsc!: string | null;

  /** Optional custom headline of the consumer landing page. */
  @Column({ type: 'varchar', length: 255, nullable: true })
  title!: string | null;

  @Column({ name: 'is_default', type: 'smallint', default: 0 })
  isDefault!: number;

  @Column({ type: 'smallint', default: 1 })
  status!: number;

  @OneToMany(() => Merchant, (merchant) => merchant.partner)
  merchants?: Relation<Merchant[]>;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;

  @DeleteDateColumn({ name: 'deleted_at', type: 'timestamptz', nullable: true })
  deletedAt!: Date | null;
}
