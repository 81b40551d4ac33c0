import {
  Check,
  Column,
  CreateDateColumn,
  DeleteDateColumn,
  Entity,
  Index,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';

export const FAQ_AUDIENCES = ['customer', 'dsa'] as const;
export type FaqAudience = (typeof FAQ_AUDIENCES)[number];

/**
 * A question and its answer in the partner portal's FAQs: what customers ask partners
 * ('customer') or what partners ask themselves ('dsa'), in English and, when written, Hindi.
 */
@Entity('faqs')
@Check('CHK_faqs_audience', `"audience" IN ('customer','dsa')`)
@Check('CHK_faqs_status', '"status" IN (0,1)')
@Index('IDX_faqs_audience_sort_order', ['audience', 'sortOrder'])
export class Faq {
  @PrimaryGeneratedColumn('identity', { generatedIdentity: 'BY DEFAULT' })
  id!: number;

  @Column({ type: 'varchar', length: 10 })
  audience!: FaqAudience;

  @Column({ name: 'question_en', type: 'varchar', length: 300 })
  questionEn!: string;

  @Column({ name: 'answer_en', type: 'text' })
  answerEn!: string;

  @Column({ name: 'question_hi', type: 'varchar', length: 300, nullable: true })
  questionHi!: string | null;

  @Column({ name: 'answer_hi', type: 'text', nullable: true })
  answerHi!: string | null;

  @Column({ name: 'sort_order', type: 'integer', default: 0 })
  sortOrder!: number;

  @Column({ type: 'smallint', default: 1 })
  status!: number;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;

  @DeleteDateColumn({ name: 'deleted_at', type: 'timestamptz', nullable: true })
  deletedAt!: Date | null;
}
