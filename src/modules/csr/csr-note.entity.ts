import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
  type Relation,
} from 'typeorm';
import { AdminUser } from '../admins/admin-user.entity';
import { Application } from '../applications/application.entity';
import { User } from '../users/user.entity';

/** A note an admin writes on a consumer in the CSR portal. */
@Entity('csr_notes')
@Index('IDX_csr_notes_user_id_created_at', ['userId', 'createdAt'])
export class CsrNote {
  @PrimaryGeneratedColumn('identity', { generatedIdentity: 'BY DEFAULT' })
  id!: number;

  @Column({ name: 'user_id', type: 'integer' })
  userId!: number;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: Relation<User>;

  @Index('IDX_csr_notes_application_id')
  @Column({ name: 'application_id', type: 'uuid', nullable: true })
  applicationId!: string | null;

  @ManyToOne(() => Application, { onDelete: 'SET NULL', nullable: true })
  @JoinColumn({ name: 'application_id' })
  application?: Relation<Application> | null;

  @Index('IDX_csr_notes_admin_user_id')
  @Column({ name: 'admin_user_id', type: 'integer', nullable: true })
  adminUserId!: number | null;

  @ManyToOne(() => AdminUser, { onDelete: 'SET NULL', nullable: true })
  @JoinColumn({ name: 'admin_user_id' })
  adminUser?: Relation<AdminUser> | null;

  @Column({ type: 'text' })
  note!: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}
