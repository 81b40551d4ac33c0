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
import { Lender } from '../lenders/lender.entity';
import { RevenueType } from './revenue-type.entity';

/**
 * A commission slab of a lender: when the month's disbursed amount, disbursal
 * count and average ticket size fall in the ranges, the lender pays the flat amount and/or the
 * percent. Null bounds are open. Slabs are tried in `sort_order`, which admins set by drag-and-drop.
 */
@Entity('lender_revenue_items')
@Check('CHK_lender_revenue_items_status', '"status" IN (0,1)')
@Check('CHK_lender_revenue_items_revenue_percent', '"revenue_percent" BETWEEN 0 AND 100')
@Check('CHK_lender_revenue_items_revenue_flat', '"revenue_flat" >= 0')
@Check(
  'CHK_lender_revenue_items_slab_disbursed',
  '"slab_disbursed_min" IS NULL OR "slab_disbursed_max" IS NULL OR "slab_disbursed_max" > "slab_disbursed_min"',
)
@Check(
  'CHK_lender_revenue_items_slab_number',
  '"slab_number_min" IS NULL OR "slab_number_max" IS NULL OR "slab_number_max" > "slab_number_min"',
)
@Check(
  'CHK_lender_revenue_items_ats',
  '"ats_min" IS NULL OR "ats_max" IS NULL OR "ats_max" > "ats_min"',
)
@Index('IDX_lender_revenue_items_lender_id_sort_order', ['lenderId', 'sortOrder'])
export class LenderRevenueItem {
  @PrimaryGeneratedColumn('identity', { generatedIdentity: 'BY DEFAULT' })
  id!: number;

  @Column({ name: 'lender_id', type: 'integer' })
  lenderId!: number;

  @ManyToOne(() => Lender, (lender) => lender.revenueItems, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'lender_id' })
  lender?: Relation<Lender>;

  @Column({ name: 'slab_disbursed_min', type: 'numeric', precision: 14, scale: 2, nullable: true })
  slabDisbursedMin!: string | null;

  @Column({ name: 'slab_disbursed_max', type: 'numeric', precision: 14, scale: 2, nullable: true })
  slabDisbursedMax!: string | null;

  @Column({ name: 'slab_number_min', type: 'integer', nullable: true })
  slabNumberMin!: number | null;

  @Column({ name: 'slab_number_max', type: 'integer', nullable: true })
  slabNumberMax!: number | null;

  @Column({ name: 'ats_min', type: 'numeric', precision: 14, scale: 2, nullable: true })
  atsMin!: string | null;

  @Column({ name: 'ats_max', type: 'numeric', precision: 14, scale: 2, nullable: true })
  atsMax!: string | null;

  @Index('IDX_lender_revenue_items_revenue_type_id')
  @Column({ name: 'revenue_type_id', type: 'integer' })
  revenueTypeId!: number;

  @ManyToOne(() => RevenueType, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'revenue_type_id' })
  revenueType?: Relation<RevenueType>;

  @Column({ name: 'revenue_flat', type: 'numeric', precision: 14, scale: 2, nullable: true })
  revenueFlat!: string | null;

  @Column({ name: 'revenue_percent', type: 'numeric', precision: 6, scale: 3, nullable: true })
  revenuePercent!: string | null;

  @Column({ type: 'smallint', default: 1 })
  status!: number;

  @Column({ name: 'sort_order', type: 'integer', default: 0 })
  sortOrder!: number;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;

  @DeleteDateColumn({ name: 'deleted_at', type: 'timestamptz', nullable: true })
  deletedAt!: Date | null;
}
