import {
  Check,
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
  type Relation,
} from 'typeorm';
import { AdminUser } from '../admins/admin-user.entity';
import { Product } from '../products/product.entity';
import { Merchant } from '../merchants/merchant.entity';
import { Partner } from '../partners/partner.entity';

/** A short link an admin makes for a partner campaign; visits land with its UTM values. */
@Entity('tracking_links')
@Check('CHK_tracking_links_status', '"status" IN (0,1)')
@Check('CHK_tracking_links_click_count', '"click_count" >= 0')
export class TrackingLink {
  @PrimaryGeneratedColumn('identity', { generatedIdentity: 'BY DEFAULT' })
  id!: number;

  @Column({ type: 'varchar', length: 150 })
  name!: string;

  /** The short-link slug. */
  @Index('UQ_tracking_links_code', { unique: true })
  @Column({ type: 'varchar', length: 40 })
  code!: string;

  @Index('IDX_tracking_links_partner_id')
  @Column({ name: 'partner_id', type: 'integer', nullable: true })
  partnerId!: number | null;

  @ManyToOne(() => Partner, { onDelete: 'CASCADE', nullable: true })
  @JoinColumn({ name: 'partner_id' })
  partner?: Relation<Partner> | null;

  @Index('IDX_tracking_links_merchant_id')
  @Column({ name: 'merchant_id', type: 'integer', nullable: true })
  merchantId!: number | null;

  @ManyToOne(() => Merchant, { onDelete: 'SET NULL', nullable: true })
  @JoinColumn({ name: 'merchant_id' })
  merchant?: Relation<Merchant> | null;

  @Index('IDX_tracking_links_product_id')
  @Column({ name: 'product_id', type: 'integer', nullable: true })
  productId!: number | null;

  @ManyToOne(() => Product, { onDelete: 'SET NULL', nullable: true })
  @JoinColumn({ name: 'product_id' })
  product?: Relation<Product> | null;

  @Column({ name: 'target_url', type: 'text' })
  targetUrl!: string;

  @Column({ name: 'utm_source', type: 'varchar', length: 255, nullable: true })
  utmSource!: string | null;

  @Column({ name: 'utm_medium', type: 'varchar', length: 255, nullable: true })
  utmMedium!: string | null;

  @Column({ name: 'utm_campaign', type: 'varchar', length: 255, nullable: true })
  utmCampaign!: string | null;

  @Column({ name: 'utm_term', type: 'varchar', length: 255, nullable: true })
  utmTerm!: string | null;

  @Column({ name: 'utm_content', type: 'varchar', length: 255, nullable: true })
  utmContent!: string | null;

  @Column({ name: 'click_count', type: 'integer', default: 0 })
  clickCount!: number;

  @Column({ type: 'smallint', default: 1 })
  status!: number;

  @Index('IDX_tracking_links_created_by_admin_id')
  @Column({ name: 'created_by_admin_id', type: 'integer', nullable: true })
  createdByAdminId!: number | null;

  @ManyToOne(() => AdminUser, { onDelete: 'SET NULL', nullable: true })
  @JoinColumn({ name: 'created_by_admin_id' })
  createdByAdmin?: Relation<AdminUser> | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}
