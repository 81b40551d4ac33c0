import {
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
import { Application } from './application.entity';

/** The hand-off of an application to one lender (/user/lenders-transaction/{lender}). */
@Entity('lender_transactions')
@Index('IDX_lender_transactions_lender_id_lender_reference', ['lenderId', 'lenderReference'])
@Index('IDX_lender_transactions_partner_id_created_at', ['partnerId', 'createdAt'])
@Index('IDX_lender_transactions_product_id_created_at', ['productId', 'createdAt'])
export class LenderTransaction {
  // Also the transaction id lenders echo back, so it must not be guessable.
  // DEFAULT gen_random_uuid() (core since PostgreSQL 13, and in PGlite) once the data source
  // sets uuidExtension: 'pgcrypto'; no extension is installed.
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Index('IDX_lender_transactions_application_id')
  @Column({ name: 'application_id', type: 'uuid' })
  applicationId!: string;

  @ManyToOne(() => Application, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'application_id' })
  application?: Relation<Application>;

  @Column({ name: 'lender_id', type: 'integer' })
  lenderId!: number;

  /** The application's partner, copied by the database (as `applications.partner_id`). */
  @Column({ name: 'partner_id', type: 'integer', nullable: true, insert: false, update: false })
  partnerId!: number | null;

  /** The application's product, copied the same way (migration ReportColumns). */
  @Column({ name: 'product_id', type: 'integer', nullable: true, insert: false, update: false })
  productId!: number | null;

  @ManyToOne(() => Lender, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'lender_id' })
  lender?: Relation<Lender>;

  /** e.g. 'initiated', 'redirected', 'submitted', 'failed'; later states come from lender files. */
  @Column({ type: 'varchar', length: 40, default: 'initiated' })
  status!: string;

  /** The lender's own id for the lead or loan, used to match their status, MIS and payout files. */
  @Column({ name: 'lender_reference', type: 'varchar', length: 100, nullable: true })
  lenderReference!: string | null;

  @Column({ name: 'redirect_url', type: 'text', nullable: true })
  redirectUrl!: string | null;

  @Column({ name: 'request_payload', type: 'jsonb', nullable: true })
  requestPayload!: unknown;

  @Column({ name: 'response_payload', type: 'jsonb', nullable: true })
  responsePayload!: unknown;

  @Column({ name: 'error_message', type: 'text', nullable: true })
  errorMessage!: string | null;

  /** The hand-offs report lists and exports by it. */
  @Index('IDX_lender_transactions_created_at')
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}
