import {
  Check,
  Column,
  Entity,
  JoinColumn,
  OneToOne,
  PrimaryColumn,
  UpdateDateColumn,
  type Relation,
} from 'typeorm';
import { Lender } from '../lenders/lender.entity';

/**
 * How we reach one lender's API (docs/lender-integrations.md): one row per integrated lender,
 * beside `lenders` (whose `api` and `autosubmission` flags say whether it is used). The API key
 * and the webhook secret are kept only encrypted under LENDER_SECRETS_KEY (AES-256-GCM).
 */
@Entity('lender_integrations')
@Check('CHK_lender_integrations_timeout_ms', '"timeout_ms" BETWEEN 1000 AND 60000')
export class LenderIntegration {
  @PrimaryColumn({ name: 'lender_id', type: 'integer' })
  lenderId!: number;

  @OneToOne(() => Lender, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'lender_id' })
  lender?: Relation<Lender>;

  @Column({ name: 'api_url', type: 'varchar', length: 500, nullable: true })
  apiUrl!: string | null;

  /** `v1.<iv>.<tag>.<ciphertext>` (base64url), never answered. */
  @Column({ name: 'api_key_encrypted', type: 'text', nullable: true })
  apiKeyEncrypted!: string | null;

  @Column({ name: 'webhook_secret_encrypted', type: 'text', nullable: true })
  webhookSecretEncrypted!: string | null;

  /** How long one submission waits for the lender's answer. */
  @Column({ name: 'timeout_ms', type: 'integer', default: 10000 })
  timeoutMs!: number;

  /** Submissions failed in a row (timeouts, 5xx, refused connections); an accepted one resets it. */
  @Column({ name: 'consecutive_failures', type: 'integer', default: 0 })
  consecutiveFailures!: number;

  /** While in the future, submissions to this lender wait instead of calling it. */
  @Column({ name: 'breaker_open_until', type: 'timestamptz', nullable: true })
  breakerOpenUntil!: Date | null;

  @Column({ name: 'last_error', type: 'varchar', length: 300, nullable: true })
  lastError!: string | null;

  @Column({ name: 'last_error_at', type: 'timestamptz', nullable: true })
  lastErrorAt!: Date | null;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}
