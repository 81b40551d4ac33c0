import {
  Check,
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  type Relation,
} from 'typeorm';
import { AdminUser } from '../admins/admin-user.entity';
import { Upload } from '../uploads/upload.entity';
import { Application } from './application.entity';

/** Every status change of an application, whoever made it. */
@Entity('application_status_history')
@Check(
  'CHK_application_status_history_source',
  `"source" IN ('system','consumer','admin','lender','upload')`,
)
@Index('IDX_application_status_history_application_id_created_at', ['applicationId', 'createdAt'])
// A retried status-file job finds its rows already written instead of writing them twice.
@Index('UQ_application_status_history_upload_id_row_number', ['uploadId', 'rowNumber'], {
  unique: true,
})
export class ApplicationStatusHistory {
  @PrimaryGeneratedColumn('identity', { type: 'bigint', generatedIdentity: 'BY DEFAULT' })
  id!: string;

  @Column({ name: 'application_id', type: 'uuid' })
  applicationId!: string;

  // Deleted with its application; checked per statement by a trigger, not per row by a foreign
  // key (migration CheckStatusHistoryApplicationsPerStatement).
  @ManyToOne(() => Application, { createForeignKeyConstraints: false })
  @JoinColumn({ name: 'application_id' })
  application?: Relation<Application>;

  @Column({ type: 'varchar', length: 60 })
  status!: string;

  @Column({ name: 'sub_status', type: 'varchar', length: 120, nullable: true })
  subStatus!: string | null;

  @Column({ type: 'text', nullable: true })
  remarks!: string | null;

  @Column({ type: 'varchar', length: 20, default: 'system' })
  source!: 'system' | 'consumer' | 'admin' | 'lender' | 'upload';

  /** The application status file the change came from, and its row (1-based, header excluded). */
  @Column({ name: 'upload_id', type: 'uuid', nullable: true })
  uploadId!: string | null;

  // The history outlives a deleted upload; it loses only the link. Checked once per statement by
  // a trigger, not per row by a foreign key (migration CheckStatusHistoryReferencesPerStatement).
  @ManyToOne(() => Upload, { createForeignKeyConstraints: false, nullable: true })
  @JoinColumn({ name: 'upload_id' })
  upload?: Relation<Upload> | null;

  @Column({ name: 'row_number', type: 'integer', nullable: true })
  rowNumber!: number | null;

  @Index('IDX_application_status_history_changed_by_admin_id')
  @Column({ name: 'changed_by_admin_id', type: 'integer', nullable: true })
  changedByAdminId!: number | null;

  // Like the upload: checked per statement, unlinked when the admin is deleted.
  @ManyToOne(() => AdminUser, { createForeignKeyConstraints: false, nullable: true })
  @JoinColumn({ name: 'changed_by_admin_id' })
  changedByAdmin?: Relation<AdminUser> | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
