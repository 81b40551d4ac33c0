import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * A bank holiday (RBI's Negotiable Instruments Act holidays): a KFS's validity of 3 working
 * days skips weekends and these days. Kept by the demo seed and the migration's national dates.
 */
@Entity('bank_holidays')
export class BankHoliday {
  /** YYYY-MM-DD, India's calendar. */
  @PrimaryColumn({ type: 'date' })
  day!: string;

  @Column({ type: 'varchar', length: 100 })
  name!: string;
}
