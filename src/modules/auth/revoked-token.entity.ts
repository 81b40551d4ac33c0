import { Check, Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** A JWT logged out before it expired; rows past `expires_at` can be pruned. */
@Entity('revoked_tokens')
@Check('CHK_revoked_tokens_audience', `"audience" IN ('consumer','admin','partner')`)
export class RevokedToken {
  @PrimaryGeneratedColumn('identity', { type: 'bigint', generatedIdentity: 'BY DEFAULT' })
  id!: string;

  @Index('UQ_revoked_tokens_jti', { unique: true })
  @Column({ type: 'varchar', length: 64 })
  jti!: string;

  @Column({ type: 'varchar', length: 10 })
  audience!: 'consumer' | 'admin' | 'partner';

  /** The token's own expiry. */
  @Index('IDX_revoked_tokens_expires_at')
  @Column({ name: 'expires_at', type: 'timestamptz' })
  expiresAt!: Date;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
