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
import { AdminUser } from '../admins/admin-user.entity';

/**
 * One value an admin revealed in the CSR portal: what the daily cap per admin counts (the audit
 * row says whose value and why). Never the value itself, nor whose it was.
 */
@Entity('csr_reveals')
// One index for the cap (one admin's day) and the dashboard (every admin's day).
@Index('IDX_csr_reveals_day_admin_user_id', ['day', 'adminUserId'])
export class CsrReveal {
  @PrimaryGeneratedColumn('identity', { generatedIdentity: 'BY DEFAULT' })
  id!: number;

  @Column({ name: 'admin_user_id', type: 'integer' })
  adminUserId!: number;

  @ManyToOne(() => AdminUser, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'admin_user_id' })
  adminUser?: Relation<AdminUser>;

  /** The calendar day in India when it was revealed: the cap is per India day. */
  @Column({ type: 'date' })
  day!: string;

  @Column({ type: 'varchar', length: 20 })
  field!: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
