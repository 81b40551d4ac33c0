import type { InsuranceType } from '@marketplace/contracts';
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
import { ConsentRecord } from '../consent/consent-record.entity';
import { ProspectApplication } from '../applications/prospect-application.entity';
import { User } from '../users/user.entity';
import { Insurer } from './insurer.entity';

/**
 * The hand-off of a consumer to one insurer for one insurance type (/user/insurance/transaction),
 * once per consumer, insurer and type. It keeps the key facts as shown and the consent ledger row
 * that allowed sharing the consumer's details with that insurer; the attribution (partner,
 * merchant) is the consumer's prospect application's at that moment.
 */
@Entity('insurance_transactions')
@Check(
  'CHK_insurance_transactions_type',
  `"insurance_type" IN ('health','term_life','motor','two_wheeler')`,
)
@Index('UQ_insurance_transactions_user_insurer_type', ['userId', 'insurerId', 'insuranceType'], {
  unique: true,
})
@Index('IDX_insurance_transactions_partner_id_created_at', ['partnerId', 'createdAt'])
export class InsuranceTransaction {
  // Also the id the insurer's page receives, so it must not be guessable.
  @PrimaryGeneratedColumn('uuid', { primaryKeyConstraintName: 'PK_insurance_transactions' })
  id!: string;

  @Column({ name: 'user_id', type: 'integer' })
  userId!: number;

  @ManyToOne(() => User, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'FK_insurance_transactions_user_id' })
  user?: Relation<User>;

  @Column({ name: 'prospect_app_id', type: 'uuid', nullable: true })
  prospectAppId!: string | null;

  @ManyToOne(() => ProspectApplication, { onDelete: 'SET NULL' })
  @JoinColumn({
    name: 'prospect_app_id',
    foreignKeyConstraintName: 'FK_insurance_transactions_prospect_app_id',
  })
  prospect?: Relation<ProspectApplication>;

  @Column({ name: 'partner_id', type: 'integer', nullable: true })
  partnerId!: number | null;

  @Column({ name: 'merchant_id', type: 'integer', nullable: true })
  merchantId!: number | null;

  /** The Other Insurance product's id, as the reports group by product. */
  @Column({ name: 'product_id', type: 'integer' })
  productId!: number;

  @Column({ name: 'insurer_id', type: 'integer' })
  insurerId!: number;

  @ManyToOne(() => Insurer, { onDelete: 'RESTRICT' })
  @JoinColumn({
    name: 'insurer_id',
    foreignKeyConstraintName: 'FK_insurance_transactions_insurer_id',
  })
  insurer?: Relation<Insurer>;

  @Column({ name: 'insurance_type', type: 'varchar', length: 20 })
  insuranceType!: InsuranceType;

  @Column({ name: 'consent_record_id', type: 'bigint' })
  consentRecordId!: string;

  @ManyToOne(() => ConsentRecord, { onDelete: 'RESTRICT' })
  @JoinColumn({
    name: 'consent_record_id',
    foreignKeyConstraintName: 'FK_insurance_transactions_consent_record_id',
  })
  consentRecord?: Relation<ConsentRecord>;

  /** The insurer's details and plan as the consumer saw them when handed off. */
  @Column({ name: 'key_facts', type: 'jsonb' })
  keyFacts!: Record<string, unknown>;

  @Column({ name: 'redirect_url', type: 'text' })
  redirectUrl!: string;

  @Column({ type: 'varchar', length: 40, default: 'redirected' })
  status!: string;

  /** The hand-offs report lists by it. */
  @Index('IDX_insurance_transactions_created_at')
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
