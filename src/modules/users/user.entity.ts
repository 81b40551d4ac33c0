import {
  Check,
  Column,
  CreateDateColumn,
  DeleteDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
  type Relation,
} from 'typeorm';
import { Application } from '../applications/application.entity';
import { Merchant } from '../merchants/merchant.entity';
import { Language } from '../reference/language.entity';

/**
 * A consumer and their identity (name, PAN, birth date, address, contact),
 * created at the first OTP verification; each product's answers are on its application.
 * Columns backed by a smart list hold the option's value. Unanswered fields are null; the API
 * answers them as '' or 0 as the client expects.
 */
@Entity('users')
@Check('CHK_users_phone_number', `"phone_number" ~ '^[0-9]{10}$'`)
@Check('CHK_users_phone_number_live', `"phone_number" IS NOT NULL OR "deleted_at" IS NOT NULL`)
@Check('CHK_users_email_verified', '"email_verified" IN (0,1)')
@Check('CHK_users_pl_completed', '"pl_completed" IN (0,1)')
@Check('CHK_users_bl_completed', '"bl_completed" IN (0,1)')
@Check('CHK_users_gl_completed', '"gl_completed" IN (0,1)')
@Check('CHK_users_hl_completed', '"hl_completed" IN (0,1)')
@Check('CHK_users_pl_update_required', '"pl_update_required" IN (0,1)')
@Check('CHK_users_pl_se_update_required', '"pl_se_update_required" IN (0,1)')
@Check('CHK_users_allow_email', '"allow_email" IN (0,1)')
@Check('CHK_users_allow_sms', '"allow_sms" IN (0,1)')
// Customer-data deletion soft-deletes; the same mobile number may then sign up afresh.
@Index('UQ_users_phone_number', ['phoneNumber'], { unique: true, where: '"deleted_at" IS NULL' })
// The internal report's search by the mobile's last digits: reverse(phone_number) LIKE '4321%'
// (an expression index, created by migration AddDailyFunnelRollup).
@Index('IDX_users_phone_number_reversed', { synchronize: false })
export class User {
  @PrimaryGeneratedColumn('identity', { generatedIdentity: 'BY DEFAULT' })
  id!: number;

  // Identity
  @Column({ name: 'first_name', type: 'varchar', length: 100, nullable: true })
  firstName!: string | null;

  @Column({ name: 'last_name', type: 'varchar', length: 100, nullable: true })
  lastName!: string | null;

  @Column({ type: 'varchar', length: 254, nullable: true })
  email!: string | null;

  @Column({ name: 'email_verified', type: 'smallint', default: 0 })
  emailVerified!: number;

  @Column({ name: 'birth_date', type: 'date', nullable: true })
  birthDate!: string | null;

  @Column({ name: 'phone_code', type: 'varchar', length: 4, default: '91' })
  phoneCode!: string;

  /**
   * NULL only on an erased account (soft-deleted, which TypeORM's finds never load): the
   * number is free for a new sign-in.
   */
  @Column({ name: 'phone_number', type: 'varchar', length: 10, nullable: true })
  phoneNumber!: string;

  /** PAN (the client's `pan`). */
  @Column({ type: 'varchar', length: 10, nullable: true })
  tin!: string | null;

  @Index('IDX_users_language_id')
  @Column({ name: 'language_id', type: 'integer', nullable: true })
  languageId!: number | null;

  @ManyToOne(() => Language, { onDelete: 'SET NULL', nullable: true })
  @JoinColumn({ name: 'language_id' })
  language?: Relation<Language> | null;

  /** The consumer role; its rules are not in the spec. */
  @Column({ name: 'role_id', type: 'smallint', nullable: true })
  roleId!: number | null;

  @Column({ name: 'channel_id', type: 'smallint', nullable: true })
  channelId!: number | null;

  /** The merchant the consumer is attributed to (the client's `merchantId`). */
  @Index('IDX_users_merchant_location_id')
  @Column({ name: 'merchant_location_id', type: 'integer', nullable: true })
  merchantLocationId!: number | null;

  @ManyToOne(() => Merchant, { onDelete: 'SET NULL', nullable: true })
  @JoinColumn({ name: 'merchant_location_id' })
  merchantLocation?: Relation<Merchant> | null;

  // Completion and update flags
  @Column({ name: 'pl_completed', type: 'smallint', default: 0 })
  plCompleted!: number;

  @Column({ name: 'bl_completed', type: 'smallint', default: 0 })
  blCompleted!: number;

  @Column({ name: 'gl_completed', type: 'smallint', default: 0 })
  glCompleted!: number;

  @Column({ name: 'hl_completed', type: 'smallint', default: 0 })
  hlCompleted!: number;

  @Column({ name: 'pl_update_required', type: 'smallint', default: 0 })
  plUpdateRequired!: number;

  @Column({ name: 'pl_se_update_required', type: 'smallint', default: 0 })
  plSeUpdateRequired!: number;

  // A product's answers (employment, business, income, amount, tenure) are on its application.

  // Address and personal
  @Column({ type: 'varchar', length: 255, nullable: true })
  address1!: string | null;

  @Column({ type: 'varchar', length: 255, nullable: true })
  address2!: string | null;

  @Column({ name: 'postal_code', type: 'varchar', length: 6, nullable: true })
  postalCode!: string | null;

  /** A `Gender` option value. */
  @Column({ type: 'varchar', length: 20, nullable: true })
  gender!: string | null;

  /** A `residentType` option value. */
  @Column({ name: 'residence_type', type: 'varchar', length: 60, nullable: true })
  residenceType!: string | null;

  // Consent
  @Column({ name: 'allow_email', type: 'smallint', default: 0 })
  allowEmail!: number;

  @Column({ name: 'allow_sms', type: 'smallint', default: 0 })
  allowSms!: number;

  /** Set when the consumer asked, on a call, never to be called or messaged again. */
  @Column({ name: 'do_not_contact_at', type: 'timestamptz', nullable: true })
  doNotContactAt!: Date | null;

  // Technical
  @Column({ name: 'ip_address', type: 'varchar', length: 45, nullable: true })
  ipAddress!: string | null;

  @Column({ name: 'mac_address', type: 'varchar', length: 64, nullable: true })
  macAddress!: string | null;

  /** The credit application in progress, restored as the session's appId at start-up. */
  @Index('IDX_users_inflight_credit_app_id')
  @Column({ name: 'inflight_credit_app_id', type: 'uuid', nullable: true })
  inflightCreditAppId!: string | null;

  @ManyToOne(() => Application, { onDelete: 'SET NULL', nullable: true })
  @JoinColumn({ name: 'inflight_credit_app_id' })
  inflightCreditApp?: Relation<Application> | null;

  @Index('IDX_users_created_at')
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;

  @DeleteDateColumn({ name: 'deleted_at', type: 'timestamptz', nullable: true })
  deletedAt!: Date | null;
}
