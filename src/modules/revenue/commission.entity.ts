import {
  Check,
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  type Relation,
} from 'typeorm';
import { Application } from '../applications/application.entity';
import { Lender } from '../lenders/lender.entity';
import { Upload } from '../uploads/upload.entity';
import { RevenueType } from './revenue-type.entity';

/** One payout line of a lender's commission file: the revenue earned on an application. */
@Entity('commissions')
@Check('CHK_commissions_payout_percent', '"payout_percent" BETWEEN 0 AND 100')
// A retried job finds the row already written instead of counting the payout twice.
@Index('UQ_commissions_upload_id_row_number', ['uploadId', 'rowNumber'], { unique: true })
@Index('IDX_commissions_lender_id_disbursed_at', ['lenderId', 'disbursedAt'])
export class Commission {
  @PrimaryGeneratedColumn('identity', { type: 'bigint', generatedIdentity: 'BY DEFAULT' })
  id!: string;

  @Column({ name: 'upload_id', type: 'uuid' })
  uploadId!: string;

  // Deleting an upload takes back what it imported.
  @ManyToOne(() => Upload, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'upload_id' })
  upload?: Relation<Upload>;

  @Column({ name: 'row_number', type: 'integer' })
  rowNumber!: number;

  @Column({ name: 'lender_id', type: 'integer' })
  lenderId!: number;

  @ManyToOne(() => Lender, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'lender_id' })
  lender?: Relation<Lender>;

  /** Null when the lender's reference matched none of our applications; the payout still counts. */
  @Index('IDX_commissions_application_id')
  @Column({ name: 'application_id', type: 'uuid', nullable: true })
  applicationId!: string | null;

  @ManyToOne(() => Application, { onDelete: 'SET NULL', nullable: true })
  @JoinColumn({ name: 'application_id' })
  application?: Relation<Application> | null;

  @Column({ name: 'lender_application_ref', type: 'varchar', length: 100, nullable: true })
  lenderApplicationRef!: string | null;

  @Index('IDX_commissions_revenue_type_id')
  @Column({ name: 'revenue_type_id', type: 'integer', nullable: true })
  revenueTypeId!: number | null;

  @ManyToOne(() => RevenueType, { onDelete: 'SET NULL', nullable: true })
  @JoinColumn({ name: 'revenue_type_id' })
  revenueType?: Relation<RevenueType> | null;

  @Column({ name: 'disbursed_amount', type: 'numeric', precision: 14, scale: 2, nullable: true })
  disbursedAmount!: string | null;

  @Column({ name: 'disbursed_at', type: 'date', nullable: true })
  disbursedAt!: string | null;

  @Column({ name: 'payout_amount', type: 'numeric', precision: 14, scale: 2 })
  payoutAmount!: string;

  @Column({ name: 'payout_percent', type: 'numeric', precision: 6, scale: 3, nullable: true })
  payoutPercent!: string | null;

  /** First day of the month the payout belongs to. */
  @Column({ name: 'payout_month', type: 'date', nullable: true })
  payoutMonth!: string | null;

  /** The cells under headers we do not map yet, as read, so that they are not lost. */
  @Column({ type: 'jsonb' })
  raw!: Record<string, unknown>;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
