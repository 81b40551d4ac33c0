import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { LenderGroup } from '../lenders/lender-group.entity';
import { Lender } from '../lenders/lender.entity';

/** The lender queries of the consumer journey. */
@Injectable()
export class OfferLendersRepository {
  constructor(
    @InjectRepository(Lender) private readonly lenders: Repository<Lender>,
    @InjectRepository(LenderGroup) private readonly groups: Repository<LenderGroup>,
  ) {}

  /** The lenders consumers may be offered right now: live and switched on. */
  active(): Promise<Lender[]> {
    return this.lenders.find({ where: { lenderStatus: 1 } });
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
