import { CreateDateColumn, Entity, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import type { Relation } from 'typeorm';
import { TrackingLink } from './tracking-link.entity';

/**
 * A visitor's first click on a link on an India day: the key makes a click count once per visitor
 * per day. The visitor is an opaque id (a random cookie, or a keyed hash of the address and
 * browser for clients that keep no cookies), never the address itself.
 */
@Entity('tracking_link_clicks')
export class TrackingLinkClick {
  @PrimaryColumn({ name: 'link_id', type: 'integer' })
  linkId!: number;

  @ManyToOne(() => TrackingLink, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'link_id' })
  link?: Relation<TrackingLink>;

  @PrimaryColumn({ type: 'date' })
  day!: string;

  @PrimaryColumn({ type: 'varchar', length: 43 })
  visitor!: string;

  @CreateDateColumn({ name: 'clicked_at', type: 'timestamptz' })
  clickedAt!: Date;
}
