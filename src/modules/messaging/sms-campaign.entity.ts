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
import { AdminUser } from '../admins/admin-user.entity';
import { SmsTemplate } from './sms-template.entity';

/** Who a campaign is for: consumers with an application matching every filter given. */
export interface CampaignSegment {
  product?: string;
  status?: string;
  partnerId?: number;
  /** India days, inclusive: when the application was created. */
  from: string;
  to: string;
  language?: 'en' | 'hi';
}

/**
 * A template sent to a segment (Messaging): `running` until every recipient is sent,
 * failed or skipped (`completed`); `waiting` between 21:00 and 09:00 India time.
 */
@Entity('sms_campaigns')
@Check('CHK_sms_campaigns_status', `"status" IN ('running','waiting','completed','cancelled')`)
export class SmsCampaign {
  @PrimaryGeneratedColumn('identity', { generatedIdentity: 'BY DEFAULT' })
  id!: number;

  @Index('IDX_sms_campaigns_template_id')
  @Column({ name: 'template_id', type: 'integer' })
  templateId!: number;

  @ManyToOne(() => SmsTemplate, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'template_id' })
  template?: Relation<SmsTemplate>;

  @Column({ type: 'jsonb' })
  segment!: CampaignSegment;

  /** The campaign-wide variable values, by name. */
  @Column({ type: 'jsonb' })
  values!: Record<string, string>;

  @Column({ type: 'varchar', length: 12, default: 'running' })
  status!: 'running' | 'waiting' | 'completed' | 'cancelled';

  @Column({ name: 'created_by', type: 'integer', nullable: true })
  createdBy!: number | null;

  @ManyToOne(() => AdminUser, { onDelete: 'SET NULL', nullable: true })
  @JoinColumn({ name: 'created_by' })
  creator?: Relation<AdminUser> | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @Column({ name: 'completed_at', type: 'timestamptz', nullable: true })
  completedAt!: Date | null;
}
