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
import { PendingChange } from './pending-change.entity';

export const ADMIN_GRANT_KINDS = ['create', 'promote', 're_enable', 'password_reset'] as const;
export type AdminGrantKind = (typeof ADMIN_GRANT_KINDS)[number];

/**
 * One time an admin account was opened up by another admin: created, given a higher role,
 * re-enabled or given a new password. Whoever did it may hold the account's way in, so for a
 * while the two are not independent as maker and checker. Rows are only ever added: a later
 * change to the account does not erase who opened it.
 */
@Entity('admin_grants')
@Check('CHK_admin_grants_kind', `"kind" IN ('create', 'promote', 're_enable', 'password_reset')`)
@Index('IDX_admin_grants_admin_created', ['adminId', 'createdAt'])
export class AdminGrant {
  @PrimaryGeneratedColumn('identity', { generatedIdentity: 'BY DEFAULT' })
  id!: number;

  /** The account opened up. */
  @Column({ name: 'admin_id', type: 'integer' })
  adminId!: number;

  @ManyToOne(() => AdminUser, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'admin_id' })
  admin?: Relation<AdminUser>;

  @Column({ type: 'varchar', length: 16 })
  kind!: AdminGrantKind;

  /** Who did it, or asked for it when it went through an approval (the pending change's maker). */
  @Column({ name: 'granted_by_admin_id', type: 'integer' })
  grantedByAdminId!: number;

  @ManyToOne(() => AdminUser, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'granted_by_admin_id' })
  grantedBy?: Relation<AdminUser>;

  /** The checker who approved it; null when it applied at once. */
  @Column({ name: 'approved_by_admin_id', type: 'integer', nullable: true })
  approvedByAdminId!: number | null;

  @ManyToOne(() => AdminUser, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'approved_by_admin_id' })
  approvedBy?: Relation<AdminUser>;

  @Column({ name: 'pending_change_id', type: 'integer', nullable: true })
  pendingChangeId!: number | null;

  @ManyToOne(() => PendingChange, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'pending_change_id' })
  pendingChange?: Relation<PendingChange>;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
