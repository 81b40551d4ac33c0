import {
  Check,
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
  type Relation,
} from 'typeorm';
import { Merchant } from '../merchants/merchant.entity';
import { Partner } from './partner.entity';

/** A partner-portal login; with a merchant it sees only that merchant's customers. */
@Entity('partner_users')
@Check('CHK_partner_users_status', '"status" IN (0,1)')
// Stored lower-cased so the unique index is case-insensitive without an expression index.
@Check('CHK_partner_users_email_lower', '"email" = lower("email")')
export class PartnerUser {
  @PrimaryGeneratedColumn('identity', { generatedIdentity: 'BY DEFAULT' })
  id!: number;

  @Index('IDX_partner_users_partner_id')
  @Column({ name: 'partner_id', type: 'integer' })
  partnerId!: number;

  @ManyToOne(() => Partner, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'partner_id' })
  partner?: Relation<Partner>;

  @Index('IDX_partner_users_merchant_id')
  @Column({ name: 'merchant_id', type: 'integer', nullable: true })
  merchantId!: number | null;

  // RESTRICT: a merchant's login must never become the partner's by its merchant's removal.
  @ManyToOne(() => Merchant, { onDelete: 'RESTRICT', nullable: true })
  @JoinColumn({ name: 'merchant_id' })
  merchant?: Relation<Merchant> | null;

  @Index('UQ_partner_users_email', { unique: true })
  @Column({ type: 'varchar', length: 254 })
  email!: string;

  @Column({ name: 'password_hash', type: 'varchar', length: 100 })
  passwordHash!: string;

  @Column({ type: 'varchar', length: 100 })
  name!: string;

  @Column({ type: 'smallint', default: 1 })
  status!: number;

  @Column({ name: 'failed_login_count', type: 'integer', default: 0 })
  failedLoginCount!: number;

  @Column({ name: 'locked_until', type: 'timestamptz', nullable: true })
  lockedUntil!: Date | null;

  /**
   * Tokens carry the version current at sign-in (`sv`); a password change or reset and a disable
   * move it on, so every session signed in before it ends, to the millisecond.
   */
  @Column({ name: 'session_version', type: 'integer', default: 0 })
  sessionVersion!: number;

  @Column({ name: 'last_login_at', type: 'timestamptz', nullable: true })
  lastLoginAt!: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}
