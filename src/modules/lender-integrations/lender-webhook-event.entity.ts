import {
  Check,
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  type Relation,
} from 'typeorm';
import { Lender } from '../lenders/lender.entity';

/**
 * Every status webhook a lender sent, applied or not: an event id is applied once per lender, a
 * signature is accepted once (a replay is refused), and the health counts come from here.
 */
@Entity('lender_webhook_events')
@Index('IDX_lender_webhook_events_lender_id_received_at', ['lenderId', 'receivedAt'])
// A status file's check reads each application's last applied webhook.
@Index('IDX_lender_webhook_events_application_id_received_at', ['applicationId', 'receivedAt'], {
  where: `"outcome" = 'applied'`,
})
@Index('UQ_lender_webhook_events_lender_id_event_id', ['lenderId', 'eventId'], {
  unique: true,
  where: `"outcome" = 'applied'`,
})
@Index('UQ_lender_webhook_events_signature', ['signature'], {
  unique: true,
  where: `"outcome" <> 'refused'`,
})
@Check('CHK_lender_webhook_events_outcome', `"outcome" IN ('applied','duplicate','refused')`)
export class LenderWebhookEvent {
  @PrimaryGeneratedColumn('identity', { generatedIdentity: 'BY DEFAULT' })
  id!: number;

  @Column({ name: 'lender_id', type: 'integer' })
  lenderId!: number;

  @ManyToOne(() => Lender, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'lender_id' })
  lender?: Relation<Lender>;

  @Column({ name: 'event_id', type: 'varchar', length: 120, nullable: true })
  eventId!: string | null;

  @Column({ type: 'varchar', length: 10 })
  outcome!: 'applied' | 'duplicate' | 'refused';

  /** Why it was refused: a wire error code. */
  @Column({ type: 'varchar', length: 60, nullable: true })
  reason!: string | null;

  /** The signature header's hex digest, for accepted events only (replays are refused by it). */
  @Column({ type: 'varchar', length: 64, nullable: true })
  signature!: string | null;

  @Column({ name: 'application_id', type: 'uuid', nullable: true })
  applicationId!: string | null;

  @Column({ type: 'varchar', length: 60, nullable: true })
  status!: string | null;

  @CreateDateColumn({ name: 'received_at', type: 'timestamptz' })
  receivedAt!: Date;
}
