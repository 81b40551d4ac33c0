import type { JourneyEventType } from '@marketplace/contracts';
import { Check, Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/**
 * One step of a consumer's journey, written in the same transaction as the step itself, with the
 * attribution of its prospect application (partner, merchant, UTM values) copied at that moment.
 * The back office's dashboard and reports read these and the applications, never the logs. Rows
 * carry no foreign keys (they outlive what they describe) and no personal data: ids only.
 */
@Entity('journey_events')
@Check(
  'CHK_journey_events_type',
  `"type" IN ('signed_in','product_chosen','profile_saved','offers_shown','handed_off','status_changed','help_requested','language_changed')`,
)
@Index('IDX_journey_events_created_at_type', ['createdAt', 'type'])
@Index('IDX_journey_events_user_id_created_at', ['userId', 'createdAt'])
@Index('IDX_journey_events_application_id', ['applicationId'])
@Index('IDX_journey_events_tracking_link_id_type', ['trackingLinkId', 'type'], {
  where: '"tracking_link_id" IS NOT NULL',
})
export class JourneyEvent {
  @PrimaryGeneratedColumn('identity', { type: 'bigint', generatedIdentity: 'BY DEFAULT' })
  id!: string;

  @Column({ type: 'varchar', length: 30 })
  type!: JourneyEventType;

  @Column({ name: 'user_id', type: 'integer', nullable: true })
  userId!: number | null;

  @Column({ name: 'prospect_app_id', type: 'uuid', nullable: true })
  prospectAppId!: string | null;

  @Column({ name: 'application_id', type: 'uuid', nullable: true })
  applicationId!: string | null;

  @Column({ name: 'product_id', type: 'integer', nullable: true })
  productId!: number | null;

  @Column({ name: 'lender_id', type: 'integer', nullable: true })
  lenderId!: number | null;

  @Column({ name: 'partner_id', type: 'integer', nullable: true })
  partnerId!: number | null;

  @Column({ name: 'merchant_id', type: 'integer', nullable: true })
  merchantId!: number | null;

  @Column({ name: 'utm_source', type: 'varchar', length: 255, nullable: true })
  utmSource!: string | null;

  @Column({ name: 'utm_medium', type: 'varchar', length: 255, nullable: true })
  utmMedium!: string | null;

  @Column({ name: 'utm_campaign', type: 'varchar', length: 255, nullable: true })
  utmCampaign!: string | null;

  /** What the step showed or changed (the offers' count, the new language, …). */
  /** The tracking link of the step: the sign-in's own, else the prospect application's. */
  @Column({ name: 'tracking_link_id', type: 'integer', nullable: true })
  trackingLinkId!: number | null;

  @Column({ type: 'jsonb', nullable: true })
  data!: Record<string, unknown> | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
