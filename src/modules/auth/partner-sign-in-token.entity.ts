import { Column, CreateDateColumn, Entity, Index, PrimaryColumn } from 'typeorm';

/**
 * A partner's `/auth` sign-in token that was used: kept until it has expired anyway, so that the
 * same token cannot sign anyone in twice. Keyed by the signing key and the partner's token id.
 */
@Entity('partner_sign_in_tokens')
export class PartnerSignInToken {
  @PrimaryColumn({ name: 'key_id', type: 'integer' })
  keyId!: number;

  @PrimaryColumn({ type: 'varchar', length: 64 })
  jti!: string;

  /** The token's own expiry: past it the row no longer guards anything and is pruned. */
  @Index('IDX_partner_sign_in_tokens_expires_at')
  @Column({ name: 'expires_at', type: 'timestamptz' })
  expiresAt!: Date;

  @CreateDateColumn({ name: 'used_at', type: 'timestamptz' })
  usedAt!: Date;
}
