import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** What a lender pays for: a disbursal, a sanction, a lead, … */
@Entity('revenue_types')
export class RevenueType {
  @PrimaryGeneratedColumn('identity', { generatedIdentity: 'BY DEFAULT' })
  id!: number;

  @Index('UQ_revenue_types_name', { unique: true })
  @Column({ type: 'varchar', length: 60 })
  name!: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
