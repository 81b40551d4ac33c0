import type { Disposition } from '@marketplace/contracts';
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
import { CallLead } from './call-lead.entity';

/** One call an agent made on a lead and what came of it. */
@Entity('call_dispositions')
@Index('IDX_call_dispositions_agent_id_created_at', ['agentId', 'createdAt'])
export class CallDisposition {
  @PrimaryGeneratedColumn('identity', { generatedIdentity: 'BY DEFAULT' })
  id!: number;

  @Index('IDX_call_dispositions_lead_id')
  @Column({ name: 'lead_id', type: 'integer' })
  leadId!: number;

  @ManyToOne(() => CallLead, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'lead_id' })
  lead?: Relation<CallLead>;

  /** The lead's consumer, copied so that an erasure finds the rows at once. */
  @Index('IDX_call_dispositions_user_id')
  @Column({ name: 'user_id', type: 'integer' })
  userId!: number;

  @Column({ name: 'agent_id', type: 'integer', nullable: true })
  agentId!: number | null;

  @ManyToOne(() => AdminUser, { onDelete: 'SET NULL', nullable: true })
  @JoinColumn({ name: 'agent_id' })
  agent?: Relation<AdminUser> | null;

  @Column({ type: 'varchar', length: 30 })
  disposition!: Disposition;

  @Column({ type: 'varchar', length: 500, nullable: true })
  reason!: string | null;

  @Column({ name: 'callback_at', type: 'timestamptz', nullable: true })
  callbackAt!: Date | null;

  @Column({ type: 'varchar', length: 1000, nullable: true })
  note!: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
