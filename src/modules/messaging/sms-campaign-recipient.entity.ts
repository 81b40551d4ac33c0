import type { TextDeliveryStatus } from '@marketplace/contracts';
import {
  Check,
  Column,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  Unique,
  type Relation,
} from 'typeorm';
import { SmsCampaign } from './sms-campaign.entity';

/**
 * One consumer of a campaign, once (the unique key): `pending` until a worker claims them
 * (`sending`), then `sent`, `failed` (the gateway refused) or `skipped` (no SMS consent, SMS
 * switched off, marked do-not-contact, or erased, found when listed or when their turn came).
 */
@Entity('sms_campaign_recipients')
@Unique('UQ_sms_campaign_recipients_user', ['campaignId', 'userId'])
@Check(
  'CHK_sms_campaign_recipients_status',
  `"status" IN ('pending','sending','sent','failed','skipped')`,
)
@Index('IDX_sms_campaign_recipients_campaign_status', ['campaignId', 'status', 'id'])
export class SmsCampaignRecipient {
  @PrimaryGeneratedColumn('identity', { type: 'bigint', generatedIdentity: 'BY DEFAULT' })
  id!: string;

  @Column({ name: 'campaign_id', type: 'integer' })
  campaignId!: number;

  @ManyToOne(() => SmsCampaign, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'campaign_id' })
  campaign?: Relation<SmsCampaign>;

  @Index('IDX_sms_campaign_recipients_user_id')
  @Column({ name: 'user_id', type: 'integer' })
  userId!: number;

  @Column({ type: 'varchar', length: 2 })
  language!: 'en' | 'hi';

  @Column({ type: 'varchar', length: 10, default: 'pending' })
  status!: TextDeliveryStatus;

  /**
   * Why skipped or failed: no_consent, sms_off, do_not_contact, erased, no_dlt_id (the template
   * has no DLT id for the consumer's language), the gateway's answer.
   */
  @Column({ type: 'varchar', length: 200, nullable: true })
  reason!: string | null;

  @Column({ type: 'smallint', default: 0 })
  attempts!: number;

  @Column({ name: 'message_id', type: 'varchar', length: 100, nullable: true })
  messageId!: string | null;

  @Column({ name: 'sent_at', type: 'timestamptz', nullable: true })
  sentAt!: Date | null;

  /** When a worker claimed the recipient (`sending`): taken back only once the claim expired. */
  @Column({ name: 'claimed_at', type: 'timestamptz', nullable: true })
  claimedAt!: Date | null;
}
