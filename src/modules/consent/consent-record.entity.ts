import type { ConsentChannel, ConsentPurpose, HandOffPurpose } from '@marketplace/contracts';
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
import { User } from '../users/user.entity';

/**
 * The consent ledger: one row per purpose granted or withdrawn, never updated or deleted (the
 * proof of consent the DPDP Act asks a Data Fiduciary to keep). A purpose's present state is its
 * newest row. Kept after erasure, when it names no one but the erased account's id.
 */
@Entity('consent_records')
@Check(
  'CHK_consent_records_purpose',
  `"purpose" IN ('matching','sms','email','calls','partner_contact','analytics','insurance_share')`,
)
@Check(
  'CHK_consent_records_channel',
  `"channel" IN ('consent_page','profile','erasure_request','sms_reply','insurance_hand_off')`,
)
@Index('IDX_consent_records_user_purpose_created', ['userId', 'purpose', 'createdAt'])
export class ConsentRecord {
  @PrimaryGeneratedColumn('identity', { type: 'bigint', generatedIdentity: 'BY DEFAULT' })
  id!: string;

  @Column({ name: 'user_id', type: 'integer' })
  userId!: number;

  @ManyToOne(() => User, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'user_id' })
  user?: Relation<User>;

  @Column({ name: 'notice_version', type: 'integer' })
  noticeVersion!: number;

  @Column({ type: 'varchar', length: 20 })
  purpose!: ConsentPurpose | HandOffPurpose;

  @Column({ type: 'boolean' })
  granted!: boolean;

  @Column({ type: 'varchar', length: 20 })
  channel!: ConsentChannel;

  /** The address the request came from. */
  @Column({ type: 'varchar', length: 45, nullable: true })
  ip!: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
