import {
  Column,
  CreateDateColumn,
  DeleteDateColumn,
  Entity,
  Index,
  ManyToMany,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
  type Relation,
} from 'typeorm';
import { Lender } from './lender.entity';

/** A named set of lenders, for commissions and reporting. */
@Entity('lender_groups')
@Index('UQ_lender_groups_name', ['name'], { unique: true, where: '"deleted_at" IS NULL' })
export class LenderGroup {
  @PrimaryGeneratedColumn('identity', { generatedIdentity: 'BY DEFAULT' })
  id!: number;

  @Column({ type: 'varchar', length: 100 })
  name!: string;

  // Deleting a group (or a lender) removes only the membership rows.
  @ManyToMany(() => Lender, (lender) => lender.groups, { onDelete: 'CASCADE' })
  lenders?: Relation<Lender[]>;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;

  @DeleteDateColumn({ name: 'deleted_at', type: 'timestamptz', nullable: true })
  deletedAt!: Date | null;
}
