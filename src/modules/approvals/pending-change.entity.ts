import type { ChangeKind, PendingChangeStatus } from '@marketplace/contracts';
import {
  Check,
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
} from 'typeorm';
import type { Relation } from 'typeorm';
import { AdminUser } from '../admins/admin-user.entity';

/**
 * A change a role-1 admin made while maker-checker is on: the request that applies it, and what
 * it touches before and after (computed by applying it and rolling back). It applies only when a
 * different role-1 admin approves it, and only if what it touches is still as it was.
 */
@Entity('pending_changes')
@Check('CHK_pending_changes_status', `"status" IN ('pending', 'approved', 'rejected')`)
@Check(
  'CHK_pending_changes_decided',
  `("status" = 'pending') = ("decided_at" IS NULL AND "checker_admin_id" IS NULL)`,
)
@Index('IDX_pending_changes_status_created', ['status', 'createdAt'])
export class PendingChange {
  @PrimaryGeneratedColumn('identity', { generatedIdentity: 'BY DEFAULT' })
  id!: number;

  @Column({ type: 'varchar', length: 32 })
  kind!: ChangeKind;

  @Column({ type: 'varchar', length: 16 })
  action!: string;

  @Column({ name: 'target_id', type: 'integer', nullable: true })
  targetId!: number | null;

  @Column({ name: 'target_name', type: 'varchar', length: 200 })
  targetName!: string;

  /** What the write was asked to do, re-checked and applied as it is on approval. */
  @Column({ type: 'jsonb' })
  request!: unknown;

  @Column({ type: 'jsonb' })
  before!: unknown;

  @Column({ type: 'jsonb' })
  after!: unknown;

  @Column({ type: 'varchar', length: 16, default: 'pending' })
  status!: PendingChangeStatus;

  @Column({ name: 'maker_admin_id', type: 'integer' })
  makerAdminId!: number;

  @ManyToOne(() => AdminUser, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'maker_admin_id' })
  maker?: Relation<AdminUser>;

  @Column({ name: 'checker_admin_id', type: 'integer', nullable: true })
  checkerAdminId!: number | null;

  @ManyToOne(() => AdminUser, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'checker_admin_id' })
  checker?: Relation<AdminUser>;

  /** The checker's note (required on a rejection). */
  @Column({ type: 'varchar', length: 500, nullable: true })
  note!: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @Column({ name: 'decided_at', type: 'timestamptz', nullable: true })
  decidedAt!: Date | null;
}
