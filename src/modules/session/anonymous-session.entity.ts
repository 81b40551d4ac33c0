import { Column, CreateDateColumn, Entity, Index, PrimaryColumn } from 'typeorm';

/**
 * An anonymous cookies session (before sign-in): the limits on starting new ones count these.
 * The row outlives its values by up to an hour so that the per-address count still sees it.
 */
@Entity('anonymous_sessions')
@Index('IDX_anonymous_sessions_ip_key_created_at', ['ipKey', 'createdAt'])
export class AnonymousSession {
  /** The session's key in session_cookies (`anon:` and the cookie's value). */
  @PrimaryColumn({ name: 'session_key', type: 'varchar', length: 128 })
  sessionKey!: string;

  /** The starting caller's rate-limit key: its IPv4 address, or the /64 of its IPv6 address. */
  @Column({ name: 'ip_key', type: 'varchar', length: 45, nullable: true })
  ipKey!: string | null;

  /** When its last value expires (or when it moved to a signed-in session): live until then. */
  @Index('IDX_anonymous_sessions_expires_at')
  @Column({ name: 'expires_at', type: 'timestamptz' })
  expiresAt!: Date;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
