import { Check, Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/**
 * What a code proves: a consumer's sign-in, the mobile of a merchant sign-up, or that a
 * partner-asserted session holds its consumer's phone (step-up).
 */
export type OtpPurpose = 'login' | 'merchant_signup' | 'step_up';

/** A one-time passcode sent to a mobile number; only its keyed hash is stored. */
@Entity('otp_codes')
@Check('CHK_otp_codes_attempts', '"attempts" >= 0')
@Index('IDX_otp_codes_phone_number_created_at', ['phoneNumber', 'createdAt'])
export class OtpCode {
  @PrimaryGeneratedColumn('identity', { type: 'bigint', generatedIdentity: 'BY DEFAULT' })
  id!: string;

  @Column({ name: 'phone_code', type: 'varchar', length: 4, default: '91' })
  phoneCode!: string;

  @Column({ name: 'phone_number', type: 'varchar', length: 10 })
  phoneNumber!: string;

  /** HMAC of the code with OTP_HASH_SECRET: six digits are too few to hash unkeyed. */
  @Column({ name: 'code_hash', type: 'varchar', length: 128 })
  codeHash!: string;

  @Column({ type: 'varchar', length: 20, default: 'login' })
  purpose!: OtpPurpose;

  /** Wrong guesses so far; the code dies at the configured limit. */
  @Column({ type: 'smallint', default: 0 })
  attempts!: number;

  @Column({ name: 'expires_at', type: 'timestamptz' })
  expiresAt!: Date;

  @Column({ name: 'consumed_at', type: 'timestamptz', nullable: true })
  consumedAt!: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
