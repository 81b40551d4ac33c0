import {
  Check,
  Column,
  CreateDateColumn,
  DeleteDateColumn,
  Entity,
  Generated,
  Index,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';

/** A credit card in the catalogue (the API calls the id `category_id`). */
@Entity('credit_card_categories')
@Check('CHK_credit_card_categories_secured', '"secured" IN (0,1)')
@Check('CHK_credit_card_categories_status', '"status" IN (0,1)')
@Index('IDX_credit_card_categories_sort_order', ['sortOrder'])
export class CreditCardCategory {
  @PrimaryGeneratedColumn('identity', { generatedIdentity: 'BY DEFAULT' })
  id!: number;

  /** The id bulk uploads report and match on, stable across environments unlike `id`. */
  @Index('UQ_credit_card_categories_uuid', { unique: true })
  @Column({ type: 'uuid' })
  @Generated('uuid')
  uuid!: string;

  @Column({ name: 'category_name', type: 'varchar', length: 150 })
  categoryName!: string;

  @Column({ name: 'sort_order', type: 'integer', default: 0 })
  sortOrder!: number;

  @Column({ name: 'category_img_thumb', type: 'text', nullable: true })
  categoryImgThumb!: string | null;

  @Column({ name: 'key_feature', type: 'text', nullable: true })
  keyFeature!: string | null;

  /** Display text: issuers quote fees with conditions ('₹499 + GST, waived on ₹1 lakh spend'). */
  @Column({ name: 'annual_fee', type: 'varchar', length: 255, nullable: true })
  annualFee!: string | null;

  /** Issuer link; `{UNIQUE_ID}` is replaced by the customer's unique id when sent. */
  @Column({ name: 'utm_link', type: 'text', nullable: true })
  utmLink!: string | null;

  @Column({ name: 'marketing_bullets', type: 'jsonb', default: () => "'[]'" })
  marketingBullets!: string[];

  /** 1 for cards issued against a fixed deposit. */
  @Column({ type: 'smallint', default: 0 })
  secured!: number;

  /** Off by default: a card made from just a name must not reach consumers half-configured. */
  @Column({ type: 'smallint', default: 0 })
  status!: number;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;

  @DeleteDateColumn({ name: 'deleted_at', type: 'timestamptz', nullable: true })
  deletedAt!: Date | null;
}
