import type { ErasureStatus } from '@marketplace/contracts';
import type { ErasureNotice } from '@marketplace/contracts';
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
import { AdminUser } from '../admins/admin-user.entity';
import { User } from '../users/user.entity';

/** A record kept after erasure, with the law that keeps it and the date it may go. */
export interface KeptRecord {
  /** Which kind of record (RETENTION's key); absent on records kept before it was written. */
  key?: 'handOffs' | 'insurance' | 'commissions' | 'consents';
  record: string;
  count: number;
  reason: string;
  keepUntil: string;
  /** The India date the daily retention job erased it, once its end date had passed. */
  erasedOn?: string;
}

/**
 * An erasure (admin "Customer Info Deletion"): asked for by the consumer (`requested` until an
 * admin carries it out) or by an admin, and the proof once done: what was erased and what was
 * kept, by whom and when. It keeps no personal data beyond a masked number and a keyed hash of
 * the mobile, and outlives the account it names.
 */
@Entity('customer_deletions')
@Check('CHK_customer_deletions_status', `"status" IN ('requested','completed','failed')`)
@Check('CHK_customer_deletions_requested_by', `"requested_by" IN ('consumer','admin','dormancy')`)
@Index('UQ_customer_deletions_open_request', ['userId'], {
  unique: true,
  where: `"status" = 'requested'`,
})
export class CustomerDeletion {
  @PrimaryGeneratedColumn('identity', { generatedIdentity: 'BY DEFAULT' })
  id!: number;

  @Index('IDX_customer_deletions_user_id')
  @Column({ name: 'user_id', type: 'integer', nullable: true })
  userId!: number | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL', nullable: true })
  @JoinColumn({ name: 'user_id' })
  user?: Relation<User> | null;

  /** e.g. '******3210'. */
  @Column({ name: 'phone_number_masked', type: 'varchar', length: 16, nullable: true })
  phoneNumberMasked!: string | null;

  @Index('IDX_customer_deletions_requested_by_admin_id')
  @Column({ name: 'requested_by_admin_id', type: 'integer', nullable: true })
  requestedByAdminId!: number | null;

  @ManyToOne(() => AdminUser, { onDelete: 'SET NULL', nullable: true })
  @JoinColumn({ name: 'requested_by_admin_id' })
  requestedByAdmin?: Relation<AdminUser> | null;

  /** Who asked: the consumer (from the consent page), an admin, or the daily job (dormancy). */
  @Column({ name: 'requested_by', type: 'varchar', length: 10, default: 'admin' })
  requestedBy!: 'consumer' | 'admin' | 'dormancy';

  @Column({ type: 'text', nullable: true })
  reason!: string | null;

  /** The admin who carried the erasure out. */
  @Column({ name: 'erased_by_admin_id', type: 'integer', nullable: true })
  erasedByAdminId!: number | null;

  @ManyToOne(() => AdminUser, { onDelete: 'SET NULL', nullable: true })
  @JoinColumn({ name: 'erased_by_admin_id' })
  erasedByAdmin?: Relation<AdminUser> | null;

  /**
   * HMAC-SHA-256 of the mobile under OTP_HASH_SECRET: recognises a number whose account was
   * erased (fraud checks) without keeping the number. See the README, "Erasure".
   */
  @Index('IDX_customer_deletions_phone_hash')
  @Column({ name: 'phone_hash', type: 'char', length: 64, nullable: true })
  phoneHash!: string | null;

  /** Each partner, lender and insurer the consumer's data went to, told of the erasure, and when. */
  @Column({ type: 'jsonb', nullable: true })
  notices!: ErasureNotice[] | null;

  /** What was kept, de-identified, and why. */
  @Column({ type: 'jsonb', nullable: true })
  kept!: KeptRecord[] | null;

  @Column({ type: 'varchar', length: 20, default: 'requested' })
  status!: ErasureStatus;

  /** What was erased: rows erased or de-identified, per table. */
  @Column({ type: 'jsonb', nullable: true })
  summary!: Record<string, number> | null;

  @Column({ name: 'completed_at', type: 'timestamptz', nullable: true })
  completedAt!: Date | null;

  @Index('IDX_customer_deletions_created_at')
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}
