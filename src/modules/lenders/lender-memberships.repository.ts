import { Injectable } from '@nestjs/common';
import { In, IsNull } from 'typeorm';
import { LenderGroup } from './lender-group.entity';
import { Lender } from './lender.entity';
import { InjectTransactionHost } from '@nestjs-cls/transactional';
import type { TxHost } from '../../database/transactional';

const JOIN_TABLE = 'lender_group_lenders';

/**
 * The lender ↔ lender-group links (lender_group_lenders). Links to a soft-deleted group are kept
 * as history but are not part of a lender's `lender_group_ids`.
 */
@Injectable()
export class LenderMembershipsRepository {
  constructor(@InjectTransactionHost() private readonly txHost: TxHost) {}

  /** Live group ids of each lender, ascending. */
  async groupIdsOf(lenderIds: number[]): Promise<Map<number, number[]>> {
    const byLender = new Map<number, number[]>(lenderIds.map((id) => [id, []]));
    if (!lenderIds.length) return byLender;
    const rows = await this.txHost.tx
      .createQueryBuilder()
      .select('link.lender_id', 'lender_id')
      .addSelect('link.lender_group_id', 'group_id')
      .from(JOIN_TABLE, 'link')
      .innerJoin(LenderGroup, 'grp', 'grp.id = link.lender_group_id AND grp.deleted_at IS NULL')
      .where('link.lender_id IN (:...lenderIds)', { lenderIds })
      .orderBy('link.lender_group_id', 'ASC')
      .getRawMany<{ lender_id: number; group_id: number }>();
    for (const row of rows) byLender.get(Number(row.lender_id))?.push(Number(row.group_id));
    return byLender;
  }

  /** The ids among `ids` that are not live lender groups. */
  async unknownGroupIds(ids: number[]): Promise<number[]> {
    if (!ids.length) return [];
    const found = await this.txHost.tx.find(LenderGroup, {
      select: { id: true },
      where: { id: In(ids), deletedAt: IsNull() },
    });
    const known = new Set(found.map((g) => g.id));
    return ids.filter((id) => !known.has(id));
  }

  /** Makes the lender's live memberships exactly `groupIds` (links to deleted groups stay). */
  async replace(lenderId: number, groupIds: number[]): Promise<void> {
    const current = (await this.groupIdsOf([lenderId])).get(lenderId) ?? [];
    const remove = current.filter((id) => !groupIds.includes(id));
    const add = groupIds.filter((id) => !current.includes(id));
    await this.txHost.tx
      .createQueryBuilder()
      .relation(Lender, 'groups')
      .of(lenderId)
      .addAndRemove(add, remove);
  }
}
