import type { TicketCategory, TicketStatus } from '@marketplace/contracts';
import {
  Check,
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  OneToMany,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
  type Relation,
} from 'typeorm';
import { Merchant } from '../merchants/merchant.entity';
import { Partner } from '../partners/partner.entity';

/**
 * A partner's question to the platform (Communication: tech support or a general query): open
 * until an admin answers, answered until the partner writes again, closed by an admin.
 */
@Entity('partner_tickets')
@Check('CHK_partner_tickets_category', `"category" IN ('tech_support','general_query')`)
@Check('CHK_partner_tickets_status', `"status" IN ('open','answered','closed')`)
@Index('IDX_partner_tickets_partner_id_created_at', ['partnerId', 'createdAt'])
@Index('IDX_partner_tickets_status_updated_at', ['status', 'updatedAt'])
export class PartnerTicket {
  @PrimaryGeneratedColumn('identity', { generatedIdentity: 'BY DEFAULT' })
  id!: number;

  @Column({ name: 'partner_id', type: 'integer' })
  partnerId!: number;

  @ManyToOne(() => Partner, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'partner_id' })
  partner?: Relation<Partner>;

  /** The merchant whose login raised it (only that merchant's logins reach it); null: the partner's. */
  @Index('IDX_partner_tickets_merchant_id')
  @Column({ name: 'merchant_id', type: 'integer', nullable: true })
  merchantId!: number | null;

  @ManyToOne(() => Merchant, { onDelete: 'RESTRICT', nullable: true })
  @JoinColumn({ name: 'merchant_id' })
  merchant?: Relation<Merchant> | null;

  /** The login that raised it; null when an admin raised it while acting as the partner. */
  @Column({ name: 'partner_user_id', type: 'integer', nullable: true })
  partnerUserId!: number | null;

  @Column({ type: 'varchar', length: 20 })
  category!: TicketCategory;

  @Column({ type: 'varchar', length: 150 })
  subject!: string;

  @Column({ type: 'varchar', length: 10, default: 'open' })
  status!: TicketStatus;

  @OneToMany(() => PartnerTicketMessage, (m) => m.ticket)
  messages?: Relation<PartnerTicketMessage[]>;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}

/** One message of a ticket's thread, by the partner or by an admin. */
@Entity('partner_ticket_messages')
@Check('CHK_partner_ticket_messages_author_type', `"author_type" IN ('partner','admin')`)
export class PartnerTicketMessage {
  @PrimaryGeneratedColumn('identity', { type: 'bigint', generatedIdentity: 'BY DEFAULT' })
  id!: string;

  @Index('IDX_partner_ticket_messages_ticket_id')
  @Column({ name: 'ticket_id', type: 'integer' })
  ticketId!: number;

  @ManyToOne(() => PartnerTicket, (t) => t.messages, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'ticket_id' })
  ticket?: Relation<PartnerTicket>;

  @Column({ name: 'author_type', type: 'varchar', length: 10 })
  authorType!: 'partner' | 'admin';

  /** partner_users or admin_users id; null for an admin acting as the partner (see audit). */
  @Column({ name: 'author_id', type: 'integer', nullable: true })
  authorId!: number | null;

  @Column({ type: 'text' })
  body!: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
