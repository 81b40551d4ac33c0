import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';

/**
 * The consumers told of a breach: every consumer with an account, those with the mobiles listed
 * (a leaked file's), or those who registered in the India days [from, to] (a leaked table's
 * rows of that time).
 */
export type BreachAudience =
  | { kind: 'all' }
  | { kind: 'mobiles'; count: number }
  | { kind: 'registered'; from: string; to: string };

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

  /** Who the notice went to, as the admin chose them (BreachAudience). */
  @Column({ name: 'notice_audience', type: 'jsonb', nullable: true })
  noticeAudience!: BreachAudience | null;

  /** The template's variables' values, the same for every consumer told. */
  @Column({ name: 'notice_values', type: 'jsonb', nullable: true })
  noticeValues!: Record<string, string> | null;

  @Column({ name: 'created_by_admin_id', type: 'integer' })
  createdByAdminId!: number;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}
