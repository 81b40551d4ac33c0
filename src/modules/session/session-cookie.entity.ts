import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';

/** A value saved by `cookies/save` for one browser session; read back until it expires. */
@Entity('session_cookies')
@Index('UQ_session_cookies_session_key_name', ['sessionKey', 'name'], { unique: true })
export class SessionCookie {
  @PrimaryGeneratedColumn('identity', { type: 'bigint', generatedIdentity: 'BY DEFAULT' })
  id!: string;

  /** The browser session's random key (itself held in an HttpOnly cookie). */
  @Column({ name: 'session_key', type: 'varchar', length: 128 })
  sessionKey!: string;

  @Column({ type: 'varchar', length: 100 })
  name!: string;

  @Column({ type: 'text' })
  value!: string;

  @Index('IDX_session_cookies_expires_at')
  @Column({ name: 'expires_at', type: 'timestamptz' })
  expiresAt!: Date;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}
