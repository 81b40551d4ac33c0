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
import { ProspectApplication } from '../applications/prospect-application.entity';
import { Partner } from '../partners/partner.entity';
import { Product } from '../products/product.entity';
import { User } from '../users/user.entity';
import { PartnerApiKey } from './partner-api-key.entity';

export const LEAD_OUTCOMES = ['received', 'attributed'] as const;
export type LeadOutcome = (typeof LEAD_OUTCOMES)[number];

/**
 * A lead a partner sent through the lead API, with the consumer's consent as the partner
 * recorded it. `received`: held, naming no consumer (a partner must not learn who is ours, nor
 * claim someone in advance); `attributed`: the mobile's first OTP sign-in created the consumer
 * and the lead gave that journey its partner (`userId`, `prospectAppId`).
 * One row per partner and Idempotency-Key: a repeated key answers this row.
 */
@Entity('partner_leads')
@Check('CHK_partner_leads_outcome', `"outcome" IN ('received','attributed')`)
@Index('IDX_partner_leads_mobile_hash_created_at', ['mobileHash', 'createdAt'])
@Index('UQ_partner_leads_partner_id_idempotency_key', ['partnerId', 'idempotencyKey'], {
  unique: true,
})
@Index('IDX_partner_leads_partner_id_created_at', ['partnerId', 'createdAt'])
export class PartnerLead {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ name: 'partner_id', type: 'integer' })
  partnerId!: number;

  @ManyToOne(() => Partner, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'partner_id' })
  partner?: Relation<Partner>;

  @Column({ name: 'merchant_id', type: 'integer', nullable: true })
  merchantId!: number | null;

  @Column({ name: 'api_key_id', type: 'integer' })
  apiKeyId!: number;

  @ManyToOne(() => PartnerApiKey, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'api_key_id' })
  apiKey?: Relation<PartnerApiKey>;

  @Column({ name: 'idempotency_key', type: 'varchar', length: 100 })
  idempotencyKey!: string;

  /** SHA-256 of the request's canonical body: the same key with another body is refused. */
  @Column({ name: 'request_hash', type: 'char', length: 64 })
  requestHash!: string;

  @Column({ name: 'product_id', type: 'integer' })
  productId!: number;

  @ManyToOne(() => Product, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'product_id' })
  product?: Relation<Product>;

  @Column({ type: 'varchar', length: 20 })
  outcome!: LeadOutcome;

  @Index('IDX_partner_leads_user_id')
  @Column({ name: 'user_id', type: 'integer', nullable: true })
  userId!: number | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL', nullable: true })
  @JoinColumn({ name: 'user_id' })
  user?: Relation<User> | null;

  @Column({ name: 'prospect_app_id', type: 'uuid', nullable: true })
  prospectAppId!: string | null;

  @ManyToOne(() => ProspectApplication, { onDelete: 'SET NULL', nullable: true })
  @JoinColumn({ name: 'prospect_app_id' })
  prospectApp?: Relation<ProspectApplication> | null;

  /**
   * The mobile as a keyed hash (leadMobileHash), while the lead waits for its first OTP sign-in;
   * cleared once any lead of that mobile is attributed.
   */
  @Column({ name: 'mobile_hash', type: 'char', length: 64, nullable: true })
  mobileHash!: string | null;

  /** The consent notice the consumer agreed to, word for word, and when. */
  @Column({ name: 'consent_text', type: 'text' })
  consentText!: string;

  @Column({ name: 'consented_at', type: 'timestamptz' })
  consentedAt!: Date;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
