import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { LenderGroup } from '../lenders/lender-group.entity';
import { Lender } from '../lenders/lender.entity';

/**
 * A version of the lenders table (alias `l`) that every write through TypeORM changes: the row
 * count, and sums of the update and delete times, so an update anywhere moves it even when a
 * later-committed transaction wrote an earlier time. Writes that bypass TypeORM must set
 * `updated_at` for consumers to see them at once.
 */
export const LENDERS_VERSION = `count(*) || '/' ||
  coalesce(sum(extract(epoch FROM l."updated_at")), 0) || '/' ||
  coalesce(sum(extract(epoch FROM l."deleted_at")), 0)`;

/** The lender queries of the consumer journey. */
@Injectable()
export class OfferLendersRepository {
  constructor(
    @InjectRepository(Lender) private readonly lenders: Repository<Lender>,
    @InjectRepository(LenderGroup) private readonly groups: Repository<LenderGroup>,
  ) {}

  private cache?: { version: string; lenders: Promise<Lender[]> };

  /** The lender table's version (see LENDERS_VERSION). */
  async version(): Promise<string> {
    const [{ version }] = await this.lenders.query<{ version: string }[]>(
      `SELECT ${LENDERS_VERSION} AS "version" FROM "lenders" l`,
    );
    return version;
  }

  /** The lenders consumers may be offered right now: live and switched on. */
  async active(): Promise<Lender[]> {
    return this.activeAt(await this.version());
  }

  /**
   * The active lenders as of `version`. Every offers call needs all of them, so they are kept in
   * memory and reloaded when the table's version changes.
   */
  activeAt(version: string): Promise<Lender[]> {
    if (this.cache?.version !== version) {
      const lenders = this.lenders.find({ where: { lenderStatus: 1 } });
      this.cache = { version, lenders };
      lenders.catch(() => (this.cache = undefined));
    }
    return this.cache.lenders;
  }

  activeByUrlKey(urlKey: string): Promise<Lender | null> {
    return this.lenders.findOne({ where: { urlKey, lenderStatus: 1 } });
  }

  /** Active lenders of the live group with that name (matched case-insensitively). */
  async activeInGroup(name: string): Promise<Lender[]> {
    return this.lenders
      .createQueryBuilder('lender')
      .innerJoin('lender_group_lenders', 'link', 'link.lender_id = lender.id')
      .innerJoin(
        LenderGroup,
        'grp',
        'grp.id = link.lender_group_id AND grp.deleted_at IS NULL AND lower(grp.name) = lower(:name)',
        { name },
      )
      .where('lender.lender_status = 1')
      .getMany();
  }
}
