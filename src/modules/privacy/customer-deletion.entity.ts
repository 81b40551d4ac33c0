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

/**
 * Proof that a consumer's data was erased on request (admin "Customer Info Deletion"). It keeps
 * no personal data beyond a masked number, and outlives the user row it names.
 */
@Entity('customer_deletions')
@Check('CHK_customer_deletions_status', `"status" IN ('requested','completed','failed')`)
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

  @Column({ type: 'text', nullable: true })
  reason!: string | null;

  @Column({ type: 'varchar', length: 20, default: 'requested' })
  status!: 'requested' | 'completed' | 'failed';

  /** What was erased, e.g. counts per table, for the record. */
  @Column({ type: 'jsonb', nullable: true })
  summary!: Record<string, unknown> | null;

  @Column({ name: 'completed_at', type: 'timestamptz', nullable: true })
  completedAt!: Date | null;

  @Index('IDX_customer_deletions_created_at')
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}
