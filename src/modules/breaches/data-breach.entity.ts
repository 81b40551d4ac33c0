import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';

/**
 * A personal-data breach (DPDP Act 2023 s.8(6), DPDP Rules 2025 r.7): when it was detected, what
 * data and how many consumers it touched, what was done, when the Data Protection Board was told
 * (due 72 hours after detection) and the SMS template the affected consumers were told with.
 */
@Entity('data_breaches')
@Index('IDX_data_breaches_detected_at', ['detectedAt'])
export class DataBreach {
  @PrimaryGeneratedColumn('identity', { generatedIdentity: 'BY DEFAULT' })
  id!: number;

  @Column({ name: 'detected_at', type: 'timestamptz' })
  detectedAt!: Date;

  @Column({ name: 'data_categories', type: 'jsonb' })
  dataCategories!: string[];

  @Column({ name: 'affected_consumers', type: 'integer' })
  affectedConsumers!: number;

  @Column({ name: 'actions_taken', type: 'varchar', length: 4000 })
  actionsTaken!: string;

  @Column({ name: 'reported_to_board_at', type: 'timestamptz', nullable: true })
  reportedToBoardAt!: Date | null;

  @Column({ name: 'notice_template_id', type: 'integer', nullable: true })
  noticeTemplateId!: number | null;

  @Column({ name: 'notice_recorded_at', type: 'timestamptz', nullable: true })
  noticeRecordedAt!: Date | null;

  @Column({ name: 'created_by_admin_id', type: 'integer' })
  createdByAdminId!: number;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}
