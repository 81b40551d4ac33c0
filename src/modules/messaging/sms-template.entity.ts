import type { SmsTemplateKind, SmsVariable } from '@marketplace/contracts';
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
 * An SMS template as registered on the DLT platform (TRAI's rules for commercial SMS in India):
 * its DLT id and header, the English and Hindi texts with `{#var#}` where the variables go, and
 * what each variable holds. Only registered texts may be sent; OTP texts are not kept here.
 */
@Entity('sms_templates')
@Unique('UQ_sms_templates_name', ['name'])
@Check('CHK_sms_templates_header', `"header" ~ '^[A-Z]{6}$'`)
@Check('CHK_sms_templates_kind', `"kind" IN ('promotional','service')`)
export class SmsTemplate {
  @PrimaryGeneratedColumn('identity', { generatedIdentity: 'BY DEFAULT' })
  id!: number;

  @Column({ type: 'varchar', length: 100 })
  name!: string;

  @Column({ name: 'dlt_template_id', type: 'varchar', length: 25 })
  dltTemplateId!: string;

  /** The Hindi text's own DLT registration; without it the Hindi text is never sent. */
  @Column({ name: 'dlt_template_id_hi', type: 'varchar', length: 25, nullable: true })
  dltTemplateIdHi!: string | null;

  @Column({ type: 'varchar', length: 6 })
  header!: string;

  @Column({ name: 'body_en', type: 'varchar', length: 1000 })
  bodyEn!: string;

  @Column({ name: 'body_hi', type: 'varchar', length: 1000 })
  bodyHi!: string;

  @Column({ type: 'jsonb' })
  variables!: SmsVariable[];

  /** Promotional (with the opt-out) or service: TRAI's categories of commercial SMS. */
  @Column({ type: 'varchar', length: 12, default: 'service' })
  kind!: SmsTemplateKind;

  @Column({ type: 'boolean', default: true })
  active!: boolean;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}
