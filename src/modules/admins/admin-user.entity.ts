import {
  Check,
  Column,
  CreateDateColumn,
  DeleteDateColumn,
  Entity,
  Index,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';

/** A back-office user. Role 1: everything; 2: reports and status files; 3: CSR and telecalling. */
@Entity('admin_users')
@Check('CHK_admin_users_role_id', '"role_id" IN (1,2,3)')
@Check('CHK_admin_users_status', '"status" IN (0,1)')
// Stored lower-cased so the unique index is case-insensitive without an expression index.
@Check('CHK_admin_users_email_lower', '"email" = lower("email")')
@Check(
  'CHK_admin_users_invitation',
  '("invitation_hash" IS NULL) = ("invitation_expires_at" IS NULL)',
)
// A soft-deleted admin's address can be given to a new account.
@Index('UQ_admin_users_email', ['email'], { unique: true, where: '"deleted_at" IS NULL' })
export class AdminUser {
  @PrimaryGeneratedColumn('identity', { generatedIdentity: 'BY DEFAULT' })
  id!: number;

  @Column({ type: 'varchar', length: 254 })
  email!: string;

  /** None while an invitation is open or after a reset by link: nobody can sign in with it. */
  @Column({ name: 'password_hash', type: 'varchar', length: 100, nullable: true })
  passwordHash!: string | null;

  /** Set with a temporary password: the next sign-in must choose a new one first. */
  @Column({ name: 'must_change_password', type: 'boolean', default: false })
  mustChangePassword!: boolean;

  /**
   * Tokens carry the version current at sign-in (`sv`); a disable or a password reset moves it
   * on, so every session signed in before it ends, to the millisecond.
   */
  @Column({ name: 'session_version', type: 'integer', default: 0 })
  sessionVersion!: number;

  /** SHA-256 (hex) of the open invitation link's secret; the link itself is never stored. */
  @Index('UQ_admin_users_invitation_hash', { unique: true, where: '"invitation_hash" IS NOT NULL' })
  @Column({ name: 'invitation_hash', type: 'char', length: 64, nullable: true })
  invitationHash!: string | null;

  @Column({ name: 'invitation_expires_at', type: 'timestamptz', nullable: true })
  invitationExpiresAt!: Date | null;

  @Column({ type: 'varchar', length: 100 })
  name!: string;

  @Column({ name: 'role_id', type: 'smallint' })
  roleId!: number;

  @Column({ type: 'smallint', default: 1 })
  status!: number;

  @Column({ name: 'failed_login_count', type: 'integer', default: 0 })
  failedLoginCount!: number;

  @Column({ name: 'locked_until', type: 'timestamptz', nullable: true })
  lockedUntil!: Date | null;

  @Column({ name: 'last_login_at', type: 'timestamptz', nullable: true })
  lastLoginAt!: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;

  @DeleteDateColumn({ name: 'deleted_at', type: 'timestamptz', nullable: true })
  deletedAt!: Date | null;
}
