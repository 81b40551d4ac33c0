import type { GrievanceCategory, GrievanceStatus } from '@marketplace/contracts';
import {
  Check,
  Column,
  CreateDateColumn,
  Entity,
  Index,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';

/**
 * A consumer's grievance (RBI Digital Lending Directions: a grievance redressal officer, and
 * the RBI's complaint route when a grievance is not resolved in 30 days). Found again by its
 * reference together with the mobile it was raised from.
 */
@Entity('grievances')
@Check('CHK_grievances_category', `"category" IN ('offers','lender','privacy','partner','other')`)
@Check('CHK_grievances_status', `"status" IN ('open','answered','closed')`)
@Index('IDX_grievances_status_created_at', ['status', 'createdAt'])
export class Grievance {
  @PrimaryGeneratedColumn('identity', { generatedIdentity: 'BY DEFAULT' })
  id!: number;

  /** `GRV-` and 8 random characters: what the consumer quotes. */
  @Index('UQ_grievances_reference', { unique: true })
  @Column({ type: 'varchar', length: 12 })
  reference!: string;

  @Column({ type: 'varchar', length: 100 })
  name!: string;

  @Column({ name: 'phone_number', type: 'varchar', length: 10 })
  phoneNumber!: string;

  @Column({ type: 'varchar', length: 254, nullable: true })
  email!: string | null;

  @Column({ type: 'varchar', length: 20 })
  category!: GrievanceCategory;

  @Column({ type: 'varchar', length: 2000 })
  description!: string;

  @Column({ type: 'varchar', length: 10, default: 'open' })
  status!: GrievanceStatus;

  @Column({ type: 'varchar', length: 2000, nullable: true })
  answer!: string | null;

  @Column({ name: 'answered_by_admin_id', type: 'integer', nullable: true })
  answeredByAdminId!: number | null;

  @Column({ name: 'answered_at', type: 'timestamptz', nullable: true })
  answeredAt!: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}
