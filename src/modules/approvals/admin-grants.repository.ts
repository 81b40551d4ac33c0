import { Injectable } from '@nestjs/common';
import { InjectTransactionHost } from '@nestjs-cls/transactional';
import type { TxHost } from '../../database/transactional';
import { AdminGrant } from './admin-grant.entity';

/**
 * The history of who opened up which admin account (maker-checker's independence check), in the
 * ambient transaction (`txHost.tx`).
 */
@Injectable()
export class AdminGrantsRepository {
  constructor(@InjectTransactionHost() private readonly txHost: TxHost) {}

  insert(grant: Partial<AdminGrant>): Promise<AdminGrant> {
    const em = this.txHost.tx;
    return em.save(em.create(AdminGrant, grant));
  }

  /**
   * Whether the two admins share a line of grants since `since`: one opened up the other, or
   * someone opened up both (directly or through accounts they opened up in turn). Each admin's
   * line goes up from the admin through the grantors of its grants; the two lines must not meet.
   */
  async linked(a: number, b: number, since: Date): Promise<boolean> {
    const [row] = await this.txHost.tx.query<{ linked: boolean }[]>(
      `WITH RECURSIVE line(admin_id, origin) AS (
           SELECT id, id FROM unnest(ARRAY[$1::int, $2::int]) AS id
         UNION
           SELECT g.granted_by_admin_id, line.origin
             FROM admin_grants g
             JOIN line ON g.admin_id = line.admin_id
            WHERE g.created_at > $3
       )
       SELECT EXISTS (SELECT 1 FROM line x JOIN line y ON x.admin_id = y.admin_id
                       WHERE x.origin = $1 AND y.origin = $2) AS linked`,
      [a, b, since],
    );
    return row.linked;
  }
}
