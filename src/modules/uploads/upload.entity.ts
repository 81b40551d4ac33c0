import type { UploadKind, UploadStatus } from '@marketplace/contracts';
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

export type UploadFormat = 'csv' | 'xlsx' | 'xls';

/** A file an admin uploaded for background processing, and the progress of its job. */
@Entity('uploads')
@Check('CHK_uploads_kind', `"kind" IN ('application_status','commission','mis','credit_cards')`)
@Check('CHK_uploads_format', `"format" IN ('csv','xlsx','xls')`)
@Check('CHK_uploads_status', `"status" IN ('queued','processing','completed','failed')`)
// The same admin uploading the same bytes again for the same purpose is a duplicate, unless the
// first upload failed: then the file may be uploaded again.
@Index('UQ_uploads_kind_uploaded_by_admin_id_sha256', ['kind', 'uploadedByAdminId', 'sha256'], {
  unique: true,
  where: `"status" <> 'failed'`,
})
@Index('IDX_uploads_kind_created_at', ['kind', 'createdAt'])
export class Upload {
  // DEFAULT gen_random_uuid() (core since PostgreSQL 13, and in PGlite) once the data source
  // sets uuidExtension: 'pgcrypto'; no extension is installed.
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ type: 'varchar', length: 30 })
  kind!: UploadKind;

  @Column({ name: 'original_name', type: 'varchar', length: 255 })
  originalName!: string;

  @Column({ name: 'stored_path', type: 'text' })
  storedPath!: string;

  @Column({ type: 'varchar', length: 4 })
  format!: UploadFormat;

  @Column({ name: 'size_bytes', type: 'bigint' })
  sizeBytes!: string;

  /** Hex SHA-256 of the file's bytes. */
  @Column({ type: 'char', length: 64 })
  sha256!: string;

  @Index('IDX_uploads_uploaded_by_admin_id')
  @Column({ name: 'uploaded_by_admin_id', type: 'integer' })
  uploadedByAdminId!: number;

  // Restrict: who uploaded what is an audit fact (admins are soft-deleted anyway).
  @ManyToOne(() => AdminUser, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'uploaded_by_admin_id' })
  uploadedByAdmin?: Relation<AdminUser>;

  @Column({ type: 'varchar', length: 20, default: 'queued' })
  status!: UploadStatus;

  @Column({ name: 'rows_total', type: 'integer', default: 0 })
  rowsTotal!: number;

  @Column({ name: 'rows_done', type: 'integer', default: 0 })
  rowsDone!: number;

  @Column({ name: 'rows_updated', type: 'integer', default: 0 })
  rowsUpdated!: number;

  @Column({ name: 'error_count', type: 'integer', default: 0 })
  errorCount!: number;

  /** What a kind reports beyond counts, e.g. the card upload's { created, updated, uuids }. */
  @Column({ type: 'jsonb', nullable: true })
  summary!: { created?: number; updated?: number; uuids?: string[] } | null;

  @Column({ name: 'job_id', type: 'varchar', length: 100, nullable: true })
  jobId!: string | null;

  @Column({ name: 'failure_message', type: 'text', nullable: true })
  failureMessage!: string | null;

  @Column({ name: 'started_at', type: 'timestamptz', nullable: true })
  startedAt!: Date | null;

  @Column({ name: 'finished_at', type: 'timestamptz', nullable: true })
  finishedAt!: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
