import {
  Check,
  Column,
  CreateDateColumn,
  DeleteDateColumn,
  Entity,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
  type Relation,
} from 'typeorm';
import { Partner } from '../partners/partner.entity';

/**
 * A banner or creative role-1 admins upload for partners to share (Marketing support): for every
 * partner, or for one; with the lender disclaimer it must carry.
 */
@Entity('partner_banners')
@Check('CHK_partner_banners_status', '"status" IN (0,1)')
export class PartnerBanner {
  @PrimaryGeneratedColumn('identity', { generatedIdentity: 'BY DEFAULT' })
  id!: number;

  @Column({ type: 'varchar', length: 150 })
  title!: string;

  /** The stored image (from s3-upload-file). */
  @Column({ name: 'image_url', type: 'text' })
  imageUrl!: string;

  /** Null: every partner. */
  @Column({ name: 'partner_id', type: 'integer', nullable: true })
  partnerId!: number | null;

  @ManyToOne(() => Partner, { onDelete: 'CASCADE', nullable: true })
  @JoinColumn({ name: 'partner_id' })
  partner?: Relation<Partner> | null;

  @Column({ type: 'text', nullable: true })
  disclaimer!: string | null;

  @Column({ type: 'smallint', default: 1 })
  status!: number;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;

  @DeleteDateColumn({ name: 'deleted_at', type: 'timestamptz', nullable: true })
  deletedAt!: Date | null;
}
