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
import { TrackingLink } from '../tracking-links/tracking-link.entity';
import { Merchant } from '../merchants/merchant.entity';
import { Partner } from '../partners/partner.entity';
import { User } from '../users/user.entity';

/**
 * A consumer's journey record (`prospectAppId`), carrying the attribution of the visit. It may
 * exist before the consumer verifies their number, hence the nullable user.
 */
@Entity('prospect_applications')
export class ProspectApplication {
  // DEFAULT gen_random_uuid() (core since PostgreSQL 13, and in PGlite) once the data source
  // sets uuidExtension: 'pgcrypto'; no extension is installed.
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Index('IDX_prospect_applications_user_id')
  @Column({ name: 'user_id', type: 'integer', nullable: true })
  userId!: number | null;

  @ManyToOne(() => User, { onDelete: 'CASCADE', nullable: true })
  @JoinColumn({ name: 'user_id' })
  user?: Relation<User> | null;

  @Index('IDX_prospect_applications_partner_id')
  @Column({ name: 'partner_id', type: 'integer', nullable: true })
  partnerId!: number | null;

  @ManyToOne(() => Partner, { onDelete: 'SET NULL', nullable: true })
  @JoinColumn({ name: 'partner_id' })
  partner?: Relation<Partner> | null;

  @Index('IDX_prospect_applications_merchant_location_id')
  @Column({ name: 'merchant_location_id', type: 'integer', nullable: true })
  merchantLocationId!: number | null;

  @ManyToOne(() => Merchant, { onDelete: 'SET NULL', nullable: true })
  @JoinColumn({ name: 'merchant_location_id' })
  merchantLocation?: Relation<Merchant> | null;

  /** The tracking link (/t/{code}) the consumer came through, when the visit began at one. */
  @Index('IDX_prospect_applications_tracking_link_id')
  @Column({ name: 'tracking_link_id', type: 'integer', nullable: true })
  trackingLinkId!: number | null;

  @ManyToOne(() => TrackingLink, { onDelete: 'SET NULL', nullable: true })
  @JoinColumn({ name: 'tracking_link_id' })
  trackingLink?: Relation<TrackingLink> | null;

  @Column({ name: 'utm_source', type: 'varchar', length: 255, nullable: true })
  utmSource!: string | null;

  @Column({ name: 'utm_medium', type: 'varchar', length: 255, nullable: true })
  utmMedium!: string | null;

  @Column({ name: 'utm_campaign', type: 'varchar', length: 255, nullable: true })
  utmCampaign!: string | null;

  @Column({ name: 'utm_term', type: 'varchar', length: 255, nullable: true })
  utmTerm!: string | null;

  @Column({ name: 'utm_content', type: 'varchar', length: 255, nullable: true })
  utmContent!: string | null;

  /** The `{urlSegment}` path the consumer landed on. */
  @Column({ name: 'url_segment', type: 'varchar', length: 100, nullable: true })
  urlSegment!: string | null;

  @Index('IDX_prospect_applications_created_at')
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
