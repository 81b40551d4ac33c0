import type { MerchantApplicationStatus } from '@marketplace/contracts';
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
import { Merchant } from '../merchants/merchant.entity';
import { Partner } from '../partners/partner.entity';

/**
 * A business's request, from the public form, to become a merchant (of the partner whose link it
 * came by, or of the partner the approving admin picks). A PAN or a mobile can be in one pending
 * or approved application only; a rejected applicant may apply again.
 */
@Entity('merchant_applications')
@Check('CHK_merchant_applications_status', `"status" IN ('pending','approved','rejected')`)
@Index('UQ_merchant_applications_pan', ['pan'], {
  unique: true,
  where: `"status" IN ('pending','approved')`,
})
@Index('UQ_merchant_applications_mobile', ['mobile'], {
  unique: true,
  where: `"status" IN ('pending','approved')`,
})
@Index('IDX_merchant_applications_status_created_at', ['status', 'createdAt'])
export class MerchantApplication {
  @PrimaryGeneratedColumn('identity', { generatedIdentity: 'BY DEFAULT' })
  id!: number;

  /** The partner whose sign-up link it came by; the approving admin may pick one otherwise. */
  @Column({ name: 'partner_id', type: 'integer', nullable: true })
  partnerId!: number | null;

  @ManyToOne(() => Partner, { onDelete: 'RESTRICT', nullable: true })
  @JoinColumn({ name: 'partner_id' })
  partner?: Relation<Partner> | null;

  @Column({ name: 'business_name', type: 'varchar', length: 150 })
  businessName!: string;

  @Column({ name: 'contact_name', type: 'varchar', length: 100 })
  contactName!: string;

  /** Verified by OTP before the application was accepted. */
  @Column({ type: 'varchar', length: 10 })
  mobile!: string;

  @Column({ type: 'varchar', length: 254 })
  email!: string;

  @Column({ type: 'varchar', length: 10 })
  pan!: string;

  @Column({ type: 'varchar', length: 15, nullable: true })
  gstin!: string | null;

  @Column({ type: 'varchar', length: 255 })
  address!: string;

  @Column({ type: 'varchar', length: 100 })
  city!: string;

  @Column({ type: 'varchar', length: 100 })
  state!: string;

  @Column({ type: 'varchar', length: 6 })
  pincode!: string;

  @Column({ name: 'bank_account_name', type: 'varchar', length: 100 })
  bankAccountName!: string;

  @Column({ name: 'bank_account_number', type: 'varchar', length: 18 })
  bankAccountNumber!: string;

  @Column({ name: 'bank_ifsc', type: 'varchar', length: 11 })
  bankIfsc!: string;

  /** The password the applicant chose for the portal (bcrypt), used by the login on approval. */
  @Column({ name: 'password_hash', type: 'varchar', length: 100 })
  passwordHash!: string;

  /** The declaration the applicant agreed to, word for word, when, and from where. */
  @Column({ name: 'consent_text', type: 'text' })
  consentText!: string;

  @Column({ name: 'consented_at', type: 'timestamptz' })
  consentedAt!: Date;

  @Column({ name: 'ip_address', type: 'varchar', length: 45, nullable: true })
  ipAddress!: string | null;

  @Column({ type: 'varchar', length: 10, default: 'pending' })
  status!: MerchantApplicationStatus;

  @Column({ name: 'decided_by_admin_id', type: 'integer', nullable: true })
  decidedByAdminId!: number | null;

  @Column({ name: 'decided_at', type: 'timestamptz', nullable: true })
  decidedAt!: Date | null;

  @Column({ name: 'reject_reason', type: 'varchar', length: 500, nullable: true })
  rejectReason!: string | null;

  /** The merchant and portal login the approval created. */
  @Column({ name: 'merchant_id', type: 'integer', nullable: true })
  merchantId!: number | null;

  @ManyToOne(() => Merchant, { onDelete: 'SET NULL', nullable: true })
  @JoinColumn({ name: 'merchant_id' })
  merchant?: Relation<Merchant> | null;

  @Column({ name: 'partner_user_id', type: 'integer', nullable: true })
  partnerUserId!: number | null;

  /** When the applicant was told of the decision by SMS; null while not (yet) delivered. */
  @Column({ name: 'notified_at', type: 'timestamptz', nullable: true })
  notifiedAt!: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}
