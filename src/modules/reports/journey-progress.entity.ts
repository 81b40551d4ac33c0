import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/**
 * How far each consumer went with each product (written only by the triggers of migration
 * AddJourneyProgress, in the transaction of each step): when they first chose it and through
 * which partner, whether they ever saved its profile, were shown offers or handed off, and how
 * many of their applications for it are sanctioned and disbursed. The drop-off report reads a
 * period's first choices here instead of probing the events of every consumer of the period.
 */
@Entity('journey_progress')
@Index('IDX_journey_progress_chose_at', ['choseAt'])
@Index('IDX_journey_progress_partner_id_chose_at', ['partnerId', 'choseAt'])
export class JourneyProgress {
  @PrimaryColumn({
    name: 'user_id',
    type: 'integer',
    primaryKeyConstraintName: 'PK_journey_progress',
  })
  userId!: number;

  @PrimaryColumn({
    name: 'product_id',
    type: 'integer',
    primaryKeyConstraintName: 'PK_journey_progress',
  })
  productId!: number;

  /** The partner of the first choice (null: none, or no choice recorded). */
  @Column({ name: 'partner_id', type: 'integer', nullable: true })
  partnerId!: number | null;

  /** The first time the consumer chose the product (null: steps recorded without a choice). */
  @Column({ name: 'chose_at', type: 'timestamptz', nullable: true })
  choseAt!: Date | null;

  @Column({ name: 'profile_saved', type: 'boolean', default: false })
  profileSaved!: boolean;

  @Column({ name: 'offers_shown', type: 'boolean', default: false })
  offersShown!: boolean;

  @Column({ name: 'handed_off', type: 'boolean', default: false })
  handedOff!: boolean;

  /** How many of the consumer's applications for the product carry a sanction date. */
  @Column({ type: 'integer', default: 0 })
  sanctioned!: number;

  /** How many carry a disbursal date. */
  @Column({ type: 'integer', default: 0 })
  disbursed!: number;
}
