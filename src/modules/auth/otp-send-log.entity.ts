import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** One OTP SMS sent; rate limits count these per number and per IP over a window. */
@Entity('otp_send_logs')
@Index('IDX_otp_send_logs_phone_number_created_at', ['phoneNumber', 'createdAt'])
@Index('IDX_otp_send_logs_ip_created_at', ['ip', 'createdAt'])
export class OtpSendLog {
  @PrimaryGeneratedColumn('identity', { type: 'bigint', generatedIdentity: 'BY DEFAULT' })
  id!: string;

  @Column({ name: 'phone_code', type: 'varchar', length: 4, default: '91' })
  phoneCode!: string;

  @Column({ name: 'phone_number', type: 'varchar', length: 10 })
  phoneNumber!: string;

  /** The caller's rate-limit key: its IPv4 address, or the /64 of its IPv6 address. */
  @Column({ type: 'varchar', length: 45, nullable: true })
  ip!: string | null;

  /** The SMS provider used ('log', 'outbox', 'msg91'). */
  @Column({ type: 'varchar', length: 20 })
  provider!: string;

  @Column({ name: 'provider_message_id', type: 'varchar', length: 100, nullable: true })
  providerMessageId!: string | null;

  /** 'sent' or 'failed'; failed sends count against the limits too. */
  @Column({ type: 'varchar', length: 20, default: 'sent' })
  status!: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
