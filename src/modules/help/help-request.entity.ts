import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  type Relation,
} from 'typeorm';
import { User } from '../users/user.entity';

/**
 * A 'Need help' form submission. Kept here as well as forwarded to the CRM, because the consumer
 * is always told it was sent even when the CRM call fails.
 */
@Entity('help_requests')
export class HelpRequest {
  @PrimaryGeneratedColumn('identity', { generatedIdentity: 'BY DEFAULT' })
  id!: number;

  @Column({ type: 'varchar', length: 100 })
  name!: string;

  @Column({ type: 'varchar', length: 254 })
  email!: string;

  @Column({ type: 'varchar', length: 15 })
  phone!: string;

  @Column({ type: 'varchar', length: 150, nullable: true })
  company!: string | null;

  @Column({ type: 'text' })
  description!: string;

  /** The CRM's `orgid` the request was filed under. */
  @Column({ name: 'organisation_id', type: 'varchar', length: 60, nullable: true })
  organisationId!: string | null;

  /** The signed-in consumer, when there was one. */
  @Index('IDX_help_requests_user_id')
  @Column({ name: 'user_id', type: 'integer', nullable: true })
  userId!: number | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL', nullable: true })
  @JoinColumn({ name: 'user_id' })
  user?: Relation<User> | null;

  /**
   * 'received' (queued), 'forwarded' (the CRM took it), 'failed' (every attempt failed) or
   * 'not_forwarded' (no CRM_FORM_URL configured).
   */
  @Column({ type: 'varchar', length: 20, default: 'received' })
  status!: string;

  /** CRM calls made so far, and the last one's error. */
  @Column({ type: 'smallint', default: 0 })
  attempts!: number;

  @Column({ name: 'last_error', type: 'text', nullable: true })
  lastError!: string | null;

  @Column({ name: 'forwarded_at', type: 'timestamptz', nullable: true })
  forwardedAt!: Date | null;

  @Index('IDX_help_requests_created_at')
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
