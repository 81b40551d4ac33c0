import type { KfsContent, KfsLanguage } from '@marketplace/contracts';
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

/**
 * A Key Fact Statement (RBI Digital Lending Directions 2025) issued for one offer of one
 * application, in the consumer's language. Its content is kept as shown: a trigger refuses any
 * change to it (migration AddKeyFactStatements); only the acknowledgement and the hand-off that
 * used it are written later.
 */
@Entity('key_fact_statements')
@Check('CHK_key_fact_statements_language', `"language" IN ('en','hi')`)
@Index('IDX_key_fact_statements_application_lender', ['applicationId', 'lenderId'])
export class KeyFactStatement {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  /** `KFS-` and 8 random characters: what the consumer quotes. */
  @Index('UQ_key_fact_statements_number', { unique: true })
  @Column({ type: 'varchar', length: 12 })
  number!: string;

  @Column({ name: 'application_id', type: 'uuid' })
  applicationId!: string;

  @ManyToOne(() => Application, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'application_id' })
  application?: Relation<Application>;

  @Column({ name: 'lender_id', type: 'integer' })
  lenderId!: number;

  @ManyToOne(() => Lender, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'lender_id' })
  lender?: Relation<Lender>;

  @Column({ type: 'varchar', length: 2 })
  language!: KfsLanguage;

  /** The KFS as shown: figures, schedule, officers, validity and labels. */
  @Column({ type: 'jsonb' })
  content!: KfsContent;

  /** SHA-256 of the content as issued, kept with the hand-off. */
  @Column({ name: 'content_sha256', type: 'char', length: 64 })
  contentSha256!: string;

  @Column({ name: 'valid_until', type: 'timestamptz' })
  validUntil!: Date;

  @Column({ name: 'acknowledged_at', type: 'timestamptz', nullable: true })
  acknowledgedAt!: Date | null;

  /** The hand-off it was acknowledged for. */
  @Column({ name: 'lender_transaction_id', type: 'uuid', nullable: true })
  lenderTransactionId!: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
