import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  type Relation,
} from 'typeorm';
import { Upload } from './upload.entity';

/** Why one row of an upload was rejected: all of that row's problems in one record. */
@Entity('upload_row_errors')
// A retried job finds the row's error already written instead of writing it twice.
@Index('UQ_upload_row_errors_upload_id_row_number', ['uploadId', 'rowNumber'], { unique: true })
export class UploadRowError {
  @PrimaryGeneratedColumn('identity', { type: 'bigint', generatedIdentity: 'BY DEFAULT' })
  id!: string;

  @Column({ name: 'upload_id', type: 'uuid' })
  uploadId!: string;

  @ManyToOne(() => Upload, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'upload_id' })
  upload?: Relation<Upload>;

  /** The row number as the admin sees it in the spreadsheet (the header is row 1). */
  @Column({ name: 'row_number', type: 'integer' })
  rowNumber!: number;

  /** The messages shown in the '{n} Errors found' dialog, joined for the row. */
  @Column({ type: 'text' })
  message!: string;

  /** Per-column detail, e.g. [{ column, value, message }]. */
  @Column({ type: 'jsonb', nullable: true })
  details!: unknown;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
