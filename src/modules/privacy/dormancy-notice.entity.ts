import { Column, Entity, JoinColumn, OneToOne, PrimaryColumn, type Relation } from 'typeorm';
import { User } from '../users/user.entity';

/**
 * A dormant consumer told their account will be erased (DPDP Rules 2025, Third Schedule: 48
 * hours' notice): the SMS's id or why it failed. Signing in before `eraseAfter` cancels it (the
 * row goes); after it, the daily job erases the account.
 */
@Entity('dormancy_notices')
export class DormancyNotice {
  @PrimaryColumn({
    name: 'user_id',
    type: 'integer',
    primaryKeyConstraintName: 'PK_dormancy_notices',
  })
  userId!: number;

  @OneToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'FK_dormancy_notices_user' })
  user?: Relation<User>;

  @Column({ name: 'noticed_at', type: 'timestamptz' })
  noticedAt!: Date;

  @Column({ name: 'erase_after', type: 'timestamptz' })
  eraseAfter!: Date;

  @Column({ name: 'message_id', type: 'varchar', length: 100, nullable: true })
  messageId!: string | null;

  @Column({ type: 'varchar', length: 200, nullable: true })
  failure!: string | null;
}
