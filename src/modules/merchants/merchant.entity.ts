import {
  Check,
  Column,
  CreateDateColumn,
  DeleteDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
  type Relation,
} from 'typeorm';
import { Partner } from '../partners/partner.entity';

/** A partner's outlet or agent; consumers are attributed to it (`merchant_location_id`). */
@Entity('merchants')
@Check('CHK_merchants_status', '"status" IN (0,1)')
@Index('UQ_merchants_partner_id_code', ['partnerId', 'code'], {
  unique: true,
  where: '"deleted_at" IS NULL',
})
export class Merchant {
  @PrimaryGeneratedColumn('identity', { generatedIdentity: 'BY DEFAULT' })
  id!: number;

  @Index('IDX_merchants_partner_id')
  @Column({ name: 'partner_id', type: 'integer' })
  partnerId!: number;

  // Restrict: merchants carry the attribution of consumers and revenue.
  @ManyToOne(() => Partner, (partner) => partner.merchants, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'partner_id' })
  partner?: Relation<Partner>;

  @Column({ type: 'varchar', length: 150 })
  name!: string;

  /** The partner's own reference for the outlet or agent. */
  @Column({ type: 'varchar', length: 40 })
  code!: string;

  @Column({ name: 'contact_name', type: 'varchar', length: 100, nullable: true })
  contactName!: string | null;

  @Column({ name: 'contact_email', type: 'varchar', length: 254, nullable: true })
  contactEmail!: string | null;

  @Column({ name: 'contact_phone', type: 'varchar', length: 15, nullable: true })
  contactPhone!: string | null;

  @Column({ type: 'varchar', length: 255, nullable: true })
  address!: string | null;

  @Column({ type: 'varchar', length: 100, nullable: true })
  city!: string | null;

  @Column({ type: 'varchar', length: 100, nullable: true })
  state!: string | null;

  @Column({ type: 'varchar', length: 6, nullable: true })
  pincode!: string | null;

  @Column({ type: 'smallint', default: 1 })
  status!: number;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;

  @DeleteDateColumn({ name: 'deleted_at', type: 'timestamptz', nullable: true })
  deletedAt!: Date | null;
}
