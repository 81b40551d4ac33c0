import { Check, Column, Entity, JoinColumn, OneToOne, PrimaryColumn, type Relation } from 'typeorm';
import { AdminUser } from '../admins/admin-user.entity';

/** The default number of leads an agent is dealt in an India day. */
export const DEFAULT_DAILY_CAP = 80;

/**
 * An admin working the calling queue: their daily cap, when they last worked it (an agent is
 * active, and dealt leads, for 15 minutes after), and the leads dealt to them on `assigned_day`.
 */
@Entity('telecalling_agents')
@Check('CHK_telecalling_agents_daily_cap', `"daily_cap" BETWEEN 1 AND 500`)
export class TelecallingAgent {
  @PrimaryColumn({ name: 'admin_user_id', type: 'integer' })
  adminUserId!: number;

  @OneToOne(() => AdminUser, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'admin_user_id' })
  admin?: Relation<AdminUser>;

  @Column({ name: 'daily_cap', type: 'smallint', default: DEFAULT_DAILY_CAP })
  dailyCap!: number;

  @Column({ name: 'last_active_at', type: 'timestamptz', nullable: true })
  lastActiveAt!: Date | null;

  @Column({ name: 'last_assigned_at', type: 'timestamptz', nullable: true })
  lastAssignedAt!: Date | null;

  @Column({ name: 'assigned_day', type: 'date', nullable: true })
  assignedDay!: string | null;

  @Column({ name: 'assigned_count', type: 'smallint', default: 0 })
  assignedCount!: number;
}
