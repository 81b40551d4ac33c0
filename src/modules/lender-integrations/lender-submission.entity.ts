import type { SubmissionState } from '@marketplace/contracts';
import {
  Check,
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  OneToOne,
  PrimaryColumn,
  type Relation,
} from 'typeorm';
import { LenderTransaction } from '../applications/lender-transaction.entity';
import { Lender } from '../lenders/lender.entity';

/**
 * One hand-off sent to a lender's API: keyed by the hand-off, so that however many times the
 * job runs, the hand-off is accepted at most once (the lender sees the same Idempotency-Key).
 */
@Entity('lender_submissions')
@Index('IDX_lender_submissions_lender_id_created_at', ['lenderId', 'createdAt'])
@Check('CHK_lender_submissions_status', `"status" IN ('queued','retrying','accepted','failed')`)
export class LenderSubmission {
  @PrimaryColumn({ name: 'transaction_id', type: 'uuid' })
  transactionId!: string;

  @OneToOne(() => LenderTransaction, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'transaction_id' })
  transaction?: Relation<LenderTransaction>;

  @Column({ name: 'lender_id', type: 'integer' })
  lenderId!: number;

  @ManyToOne(() => Lender, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'lender_id' })
  lender?: Relation<Lender>;

  @Column({ type: 'varchar', length: 12, default: 'queued' })
  status!: SubmissionState;

  @Column({ type: 'integer', default: 0 })
  attempts!: number;

  /** The lender's HTTP status of the last attempt (null: no answer, e.g. a timeout). */
  @Column({ name: 'http_status', type: 'integer', nullable: true })
  httpStatus!: number | null;

  @Column({ name: 'last_error', type: 'varchar', length: 300, nullable: true })
  lastError!: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @Column({ name: 'accepted_at', type: 'timestamptz', nullable: true })
  acceptedAt!: Date | null;

  @Column({ name: 'failed_at', type: 'timestamptz', nullable: true })
  failedAt!: Date | null;
}
