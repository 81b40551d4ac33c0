import {
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
import { Upload } from './upload.entity';

/** One lead line of a lender's MIS file: what the lender says happened to a lead we sent. */
@Entity('mis_records')
// A retried job finds the row already written instead of writing it twice.
@Index('UQ_mis_records_upload_id_row_number', ['uploadId', 'rowNumber'], { unique: true })
@Index('IDX_mis_records_lender_id_lender_lead_id', ['lenderId', 'lenderLeadId'])
export class MisRecord {
  @PrimaryGeneratedColumn('identity', { type: 'bigint', generatedIdentity: 'BY DEFAULT' })
  id!: string;

  @Column({ name: 'upload_id', type: 'uuid' })
  uploadId!: string;

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

  /** Null when the row could not be matched to one of our applications. */
  @Index('IDX_mis_records_application_id')
  @Column({ name: 'application_id', type: 'uuid', nullable: true })
  applicationId!: string | null;

  @ManyToOne(() => Application, { onDelete: 'SET NULL', nullable: true })
  @JoinColumn({ name: 'application_id' })
  application?: Relation<Application> | null;

  @Column({ name: 'lender_lead_id', type: 'varchar', length: 100, nullable: true })
  lenderLeadId!: string | null;

  @Column({ name: 'phone_number', type: 'varchar', length: 10, nullable: true })
  phoneNumber!: string | null;

  @Column({ name: 'lead_date', type: 'date', nullable: true })
  leadDate!: string | null;

  @Column({ name: 'lead_status', type: 'varchar', length: 60, nullable: true })
  leadStatus!: string | null;

  @Column({ name: 'lead_sub_status', type: 'varchar', length: 120, nullable: true })
  leadSubStatus!: string | null;

  @Column({ name: 'sanctioned_amount', type: 'numeric', precision: 14, scale: 2, nullable: true })
  sanctionedAmount!: string | null;

  @Column({ name: 'disbursed_amount', type: 'numeric', precision: 14, scale: 2, nullable: true })
  disbursedAmount!: string | null;

  @Column({ name: 'disbursed_at', type: 'date', nullable: true })
  disbursedAt!: string | null;

  /** The cells under headers we do not map yet, as read, so that they are not lost. */
  @Column({ type: 'jsonb' })
  raw!: Record<string, unknown>;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
