import type { SmsCampaignSegment, SmsCampaignStatus } from '@marketplace/contracts';
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

/** A template sent to a segment (Messaging); its statuses are SMS_CAMPAIGN_STATUSES'. */
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
  segment!: SmsCampaignSegment;

  /** The campaign-wide variable values, by name. */
  @Column({ type: 'jsonb' })
  values!: Record<string, string>;

  @Column({ type: 'varchar', length: 12, default: 'running' })
  status!: SmsCampaignStatus;

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
