import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryColumn,
  type Relation,
} from 'typeorm';
import { Application } from '../applications/application.entity';
import { Lender } from '../lenders/lender.entity';
import { Upload } from './upload.entity';

/**
 * One lead line of a lender's MIS file: what the lender says happened to a lead we sent.
 *
 * Written by COPY a million rows at a time, so every per-row cost counts (see the migration
 * ReshapeMisRecordsForBulkLoad): the key is the file's own (upload, row) and no surrogate id; the
 * upload and lender references are checked once per statement by a trigger, not once per row by
 * foreign keys, with the same guarantees (ON DELETE CASCADE for the upload, RESTRICT for the
 * lender).
 */
@Entity('mis_records')
@Index('IDX_mis_records_lender_id_lender_lead_id', ['lenderId', 'lenderLeadId'])
export class MisRecord {
  /** With `rowNumber`, the key: a retried job finds the row already written. */
  @PrimaryColumn({ name: 'upload_id', type: 'uuid' })
  uploadId!: string;

  @ManyToOne(() => Upload, { createForeignKeyConstraints: false })
  @JoinColumn({ name: 'upload_id' })
  upload?: Relation<Upload>;

  @PrimaryColumn({ name: 'row_number', type: 'integer' })
  rowNumber!: number;

  @Column({ name: 'lender_id', type: 'integer' })
  lenderId!: number;

  @ManyToOne(() => Lender, { createForeignKeyConstraints: false })
  @JoinColumn({ name: 'lender_id' })
  lender?: Relation<Lender>;

  /** Null when the row could not be matched to one of our applications (most rows). */
  @Index('IDX_mis_records_application_id', { where: '"application_id" IS NOT NULL' })
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
