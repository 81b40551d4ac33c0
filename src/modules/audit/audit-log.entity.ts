import { Check, Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

export type AuditActorType = 'admin' | 'partner' | 'consumer' | 'system';

/**
 * Who changed what. Rows are never updated or deleted, and carry no foreign keys: the record
 * must outlive the actors and entities it names.
 */
@Entity('audit_logs')
@Check('CHK_audit_logs_actor_type', `"actor_type" IN ('admin','partner','consumer','system')`)
@Index('IDX_audit_logs_entity_entity_id_created_at', ['entity', 'entityId', 'createdAt'])
@Index('IDX_audit_logs_actor_type_actor_id_created_at', ['actorType', 'actorId', 'createdAt'])
export class AuditLog {
  @PrimaryGeneratedColumn('identity', { type: 'bigint', generatedIdentity: 'BY DEFAULT' })
  id!: string;

  @Column({ name: 'actor_type', type: 'varchar', length: 20 })
  actorType!: AuditActorType;

  /** admin_users, partner_users or users id by `actor_type`; null for the system. */
  @Column({ name: 'actor_id', type: 'integer', nullable: true })
  actorId!: number | null;

  /** The admin behind a masquerade, when a partner action was really theirs. */
  @Column({ name: 'masquerade_admin_id', type: 'integer', nullable: true })
  masqueradeAdminId!: number | null;

  /** The partner a partner-portal action was taken for (its login's, or a masquerade's). */
  @Column({ name: 'partner_id', type: 'integer', nullable: true })
  partnerId!: number | null;

  /** 'create', 'update', 'delete', 'restore', 'login', 'upload', … */
  @Column({ type: 'varchar', length: 40 })
  action!: string;

  /** The table or resource name, e.g. 'lenders'. */
  @Column({ type: 'varchar', length: 60 })
  entity!: string;

  @Column({ name: 'entity_id', type: 'text', nullable: true })
  entityId!: string | null;

  /** The field, for the spec's per-property updates (`update-lender-data` and the like). */
  @Column({ type: 'varchar', length: 100, nullable: true })
  property!: string | null;

  @Column({ name: 'old_value', type: 'jsonb', nullable: true })
  oldValue!: unknown;

  @Column({ name: 'new_value', type: 'jsonb', nullable: true })
  newValue!: unknown;

  @Column({ name: 'request_id', type: 'varchar', length: 100, nullable: true })
  requestId!: string | null;

  @Column({ type: 'varchar', length: 45, nullable: true })
  ip!: string | null;

  @Index('IDX_audit_logs_created_at')
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
