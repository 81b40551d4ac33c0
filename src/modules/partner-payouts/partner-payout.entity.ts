import type { PayoutStatus } from '@marketplace/contracts';
import {
  Check,
  Column,
  CreateDateColumn,
  Entity,
  JoinColumn,
  ManyToOne,
  PrimaryColumn,
  UpdateDateColumn,
  type Relation,
} from 'typeorm';
import { Partner } from '../partners/partner.entity';

/**
 * A partner's monthly payout once an admin has approved it: the statement's figures are frozen
 * here (a later commission file or rate change does not alter an approved month), then marked
 * paid. A month with no row is still 'awaited' and its figures are worked out live.
 */
@Entity('partner_payouts')
@Check('CHK_partner_payouts_status', `"status" IN ('approved','paid')`)
@Check('CHK_partner_payouts_month', `EXTRACT(DAY FROM "month") = 1`)
export class PartnerPayout {
  @PrimaryColumn({ name: 'partner_id', type: 'integer' })
  partnerId!: number;

  @ManyToOne(() => Partner, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'partner_id' })
  partner?: Relation<Partner>;

  /** The first day of the month the statement covers. */
  @PrimaryColumn({ type: 'date' })
  month!: string;

  @Column({ type: 'varchar', length: 10 })
  status!: Exclude<PayoutStatus, 'awaited'>;

  @Column({ type: 'integer' })
  cases!: number;

  @Column({ type: 'numeric', precision: 14, scale: 2 })
  gross!: string;

  @Column({ name: 'tds_percent', type: 'numeric', precision: 5, scale: 2 })
  tdsPercent!: string;

  @Column({ type: 'numeric', precision: 14, scale: 2 })
  tds!: string;

  /** 0 when the partner was not GST-registered at approval. */
  @Column({ name: 'gst_percent', type: 'numeric', precision: 5, scale: 2 })
  gstPercent!: string;

  @Column({ type: 'numeric', precision: 14, scale: 2 })
  gst!: string;

  /** The income-tax section TDS was deducted under; null below the year's threshold. */
  @Column({ name: 'tds_section', type: 'varchar', length: 6, nullable: true })
  tdsSection!: '194H' | '206AA' | null;

  /** GST split: CGST + SGST in the platform's own state, else IGST. */
  @Column({ type: 'numeric', precision: 14, scale: 2 })
  cgst!: string;

  @Column({ type: 'numeric', precision: 14, scale: 2 })
  sgst!: string;

  @Column({ type: 'numeric', precision: 14, scale: 2 })
  igst!: string;

  @Column({ type: 'numeric', precision: 14, scale: 2 })
  net!: string;

  @Column({ type: 'varchar', length: 15, nullable: true })
  gstin!: string | null;

  @Column({ name: 'approved_by', type: 'integer' })
  approvedBy!: number;

  @Column({ name: 'approved_at', type: 'timestamptz' })
  approvedAt!: Date;

  /** The bank's transfer reference (UTR) of the payment. */
  @Column({ name: 'payment_reference', type: 'varchar', length: 40, nullable: true })
  paymentReference!: string | null;

  @Column({ name: 'paid_by', type: 'integer', nullable: true })
  paidBy!: number | null;

  @Column({ name: 'paid_at', type: 'timestamptz', nullable: true })
  paidAt!: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}
