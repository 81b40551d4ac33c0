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
import { Partner } from '../partners/partner.entity';

/**
 * A partner's key for the lead API. Only the SHA-256 of the key is kept (a key is 256 random
 * bits, so an unkeyed hash is as safe as a password hash and can be looked up by equality); the
 * key itself is shown once, when it is created. Revoked keys stay, so that leads keep their key.
 */
@Entity('partner_api_keys')
@Index('IDX_partner_api_keys_partner_id', ['partnerId'])
export class PartnerApiKey {
  @PrimaryGeneratedColumn('identity', { generatedIdentity: 'BY DEFAULT' })
  id!: number;

  @Column({ name: 'partner_id', type: 'integer' })
  partnerId!: number;

  @ManyToOne(() => Partner, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'partner_id' })
  partner?: Relation<Partner>;

  @Column({ type: 'varchar', length: 60 })
  name!: string;

  /** The key's first characters, to tell keys apart in lists and logs of the partner. */
  @Column({ type: 'varchar', length: 16 })
  prefix!: string;

  @Index('UQ_partner_api_keys_key_hash', { unique: true })
  @Column({ name: 'key_hash', type: 'char', length: 64 })
  keyHash!: string;

  /** The portal login that created it; null when an admin did, acting as the partner. */
  @Column({ name: 'created_by_partner_user_id', type: 'integer', nullable: true })
  createdByPartnerUserId!: number | null;

  @Column({ name: 'created_by_admin_id', type: 'integer', nullable: true })
  createdByAdminId!: number | null;

  @Column({ name: 'last_used_at', type: 'timestamptz', nullable: true })
  lastUsedAt!: Date | null;

  @Column({ name: 'revoked_at', type: 'timestamptz', nullable: true })
  revokedAt!: Date | null;

  /** The per-key rate limit's current one-minute window and its count of requests. */
  @Column({ name: 'rate_window_start', type: 'timestamptz', nullable: true })
  rateWindowStart!: Date | null;

  @Column({ name: 'rate_window_count', type: 'integer', default: 0 })
  rateWindowCount!: number;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
