import type { TextDeliveryStatus } from '@marketplace/contracts';
import {
  Check,
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  Unique,
  type Relation,
} from 'typeorm';
import { User } from '../users/user.entity';
import { DataBreach } from './data-breach.entity';

/**
 * One affected consumer's breach notice (DPDP Rules 2025 r.7(1)), once per breach (the unique
 * key): `pending` until the job claims it (`sending`), then `sent`, `failed` (the gateway refused,
 * or the template has no DLT id for the consumer's language) or `skipped` (erased meanwhile).
 */
@Entity('data_breach_notices')
@Unique('UQ_data_breach_notices_user', ['breachId', 'userId'])
@Check(
  'CHK_data_breach_notices_status',
  `"status" IN ('pending','sending','sent','failed','skipped')`,
)
@Index('IDX_data_breach_notices_breach_status', ['breachId', 'status', 'id'])
export class DataBreachNotice {
  @PrimaryGeneratedColumn('identity', {
    type: 'bigint',
    generatedIdentity: 'BY DEFAULT',
    primaryKeyConstraintName: 'PK_data_breach_notices',
  })
  id!: string;

  @Column({ name: 'breach_id', type: 'integer' })
  breachId!: number;

  @ManyToOne(() => DataBreach, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'breach_id', foreignKeyConstraintName: 'FK_data_breach_notices_breach' })
  breach?: Relation<DataBreach>;

  @Index('IDX_data_breach_notices_user_id')
  @Column({ name: 'user_id', type: 'integer' })
  userId!: number;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'FK_data_breach_notices_user' })
  user?: Relation<User>;

  @Column({ type: 'varchar', length: 2 })
  language!: 'en' | 'hi';

  @Column({ type: 'varchar', length: 10, default: 'pending' })
  status!: TextDeliveryStatus;

  @Column({ type: 'varchar', length: 200, nullable: true })
  reason!: string | null;

  @Column({ name: 'message_id', type: 'varchar', length: 100, nullable: true })
  messageId!: string | null;

  /** When the job took it: one left `sending` long after (a stopped worker) is pending again. */
  @Column({ name: 'claimed_at', type: 'timestamptz', nullable: true })
  claimedAt!: Date | null;

  @Column({ name: 'sent_at', type: 'timestamptz', nullable: true })
  sentAt!: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
