import type { Disposition, LeadKind } from '@marketplace/contracts';
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
  UpdateDateColumn,
  type Relation,
} from 'typeorm';
import { AdminUser } from '../admins/admin-user.entity';
import { Application } from '../applications/application.entity';
import { User } from '../users/user.entity';

/**
 * A consumer to call, built from their journey (telecalling): `open` and due, waiting
 * for an agent; `assigned` to an agent (due now, or at a callback's time); `closed` for good. One
 * lead per kind and source ever (`source_key`: the consumer, application, hand-off or help
 * request it came from), so a closed lead never comes back.
 */
@Entity('call_leads')
@Unique('UQ_call_leads_kind_source', ['kind', 'sourceKey'])
@Check(
  'CHK_call_leads_kind',
  `"kind" IN ('help_request','no_lender_status','no_hand_off','no_profile')`,
)
@Check('CHK_call_leads_status', `"status" IN ('open','assigned','closed')`)
@Check('CHK_call_leads_agent', `("status" = 'assigned') = ("agent_id" IS NOT NULL)`)
@Index('IDX_call_leads_status_due_at', ['status', 'dueAt'])
@Index('IDX_call_leads_agent_id_status_due_at', ['agentId', 'status', 'dueAt'])
export class CallLead {
  @PrimaryGeneratedColumn('identity', { generatedIdentity: 'BY DEFAULT' })
  id!: number;

  @Index('IDX_call_leads_user_id')
  @Column({ name: 'user_id', type: 'integer' })
  userId!: number;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: Relation<User>;

  @Index('IDX_call_leads_application_id')
  @Column({ name: 'application_id', type: 'uuid', nullable: true })
  applicationId!: string | null;

  @ManyToOne(() => Application, { onDelete: 'SET NULL', nullable: true })
  @JoinColumn({ name: 'application_id' })
  application?: Relation<Application> | null;

  @Column({ type: 'varchar', length: 20 })
  kind!: LeadKind;

  @Column({ name: 'source_key', type: 'varchar', length: 60 })
  sourceKey!: string;

  @Column({ type: 'varchar', length: 10, default: 'open' })
  status!: 'open' | 'assigned' | 'closed';

  @Column({ name: 'agent_id', type: 'integer', nullable: true })
  agentId!: number | null;

  @ManyToOne(() => AdminUser, { onDelete: 'SET NULL', nullable: true })
  @JoinColumn({ name: 'agent_id' })
  agent?: Relation<AdminUser> | null;

  @Column({ name: 'assigned_at', type: 'timestamptz', nullable: true })
  assignedAt!: Date | null;

  /** When it may be handed out (again): now, a retry's hour, a callback's time. */
  @Column({ name: 'due_at', type: 'timestamptz' })
  dueAt!: Date;

  /** due_at is a callback the consumer asked for (the lead stays with its agent). */
  @Column({ type: 'boolean', default: false })
  callback!: boolean;

  /** Calls that did not connect, in all and on `attempts_day` (an India date). */
  @Column({ name: 'attempts_total', type: 'smallint', default: 0 })
  attemptsTotal!: number;

  @Column({ name: 'attempts_today', type: 'smallint', default: 0 })
  attemptsToday!: number;

  @Column({ name: 'attempts_day', type: 'date', nullable: true })
  attemptsDay!: string | null;

  @Column({ name: 'last_disposition', type: 'varchar', length: 30, nullable: true })
  lastDisposition!: Disposition | null;

  /** Why it closed: the last disposition, or what the queue found (consent withdrawn, …). */
  @Column({ name: 'closed_reason', type: 'varchar', length: 30, nullable: true })
  closedReason!: string | null;

  @Column({ name: 'closed_at', type: 'timestamptz', nullable: true })
  closedAt!: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}
