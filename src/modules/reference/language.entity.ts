import {
  Check,
  Column,
  CreateDateColumn,
  Entity,
  Index,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';

/** A language of the consumer interface (English, the default, and Hindi). */
@Entity('languages')
@Check('CHK_languages_is_default', '"is_default" IN (0,1)')
// The app falls back to "the" default language, so there can only be one.
@Index('UQ_languages_default', ['isDefault'], { unique: true, where: '"is_default" = 1' })
export class Language {
  @PrimaryGeneratedColumn('identity', { generatedIdentity: 'BY DEFAULT' })
  id!: number;

  @Column({ name: 'language_name', type: 'varchar', length: 60 })
  languageName!: string;

  /** i18next language code: 'en', 'hi'. */
  @Index('UQ_languages_code', { unique: true })
  @Column({ type: 'varchar', length: 8 })
  code!: string;

  @Column({ type: 'varchar', length: 255, nullable: true })
  image!: string | null;

  @Column({ name: 'is_default', type: 'smallint', default: 0 })
  isDefault!: number;

  @Column({ name: 'country_key', type: 'varchar', length: 2, default: 'IN' })
  countryKey!: string;

  @Column({ name: 'country_name', type: 'varchar', length: 60, default: 'India' })
  countryName!: string;

  @Column({ name: 'phone_code', type: 'varchar', length: 4, default: '91' })
  phoneCode!: string;

  @Column({ name: 'sort_order', type: 'integer', default: 0 })
  sortOrder!: number;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}
