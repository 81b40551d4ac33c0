import type { InsurancePlan } from '@marketplace/contracts';
import {
  Check,
  Column,
  CreateDateColumn,
  Entity,
  PrimaryGeneratedColumn,
  Unique,
  UpdateDateColumn,
} from 'typeorm';

/**
 * An insurer whose products the marketplace distributes: the regulated entity's legal name and
 * IRDAI registration (shown to the consumer beside every plan), and one plan per insurance type
 * it offers, with who the plan accepts and its key features as the insurer states them.
 */
@Entity('insurers')
@Unique('UQ_insurers_name', ['name'])
@Check('CHK_insurers_status', `"status" IN (0, 1)`)
export class Insurer {
  @PrimaryGeneratedColumn({ primaryKeyConstraintName: 'PK_insurers' })
  id!: number;

  @Column({ type: 'varchar', length: 100 })
  name!: string;

  @Column({ name: 'legal_name', type: 'varchar', length: 200 })
  legalName!: string;

  @Column({ name: 'irdai_registration', type: 'varchar', length: 50 })
  irdaiRegistration!: string;

  /** Claims settled as a percentage of claims decided, as the insurer publishes it. */
  @Column({
    name: 'claim_settlement_ratio',
    type: 'numeric',
    precision: 5,
    scale: 2,
    nullable: true,
  })
  claimSettlementRatio!: string | null;

  /** 1: shown to consumers; 0: kept but not offered. */
  @Column({ type: 'smallint', default: 1 })
  status!: number;

  @Column({ type: 'jsonb', default: () => "'[]'" })
  plans!: InsurancePlan[];

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}
