import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, LessThan, Repository } from 'typeorm';
import { preparedQuery } from '../../database/prepared-query';
import type { Principal } from '../../common/auth/principal';
import { PrincipalCacheService } from './principal-cache.service';
import { RevokedToken } from './revoked-token.entity';

/** Server-side logout: a revoked token id is refused on every later request until it expires. */
@Injectable()
export class RevocationService {
  constructor(
    @InjectRepository(RevokedToken) private readonly revoked: Repository<RevokedToken>,
    private readonly cache: PrincipalCacheService,
  ) {}

  async revoke(principal: Principal): Promise<void> {
    await this.revoked
      .createQueryBuilder()
      .insert()
      .values({
        jti: principal.tokenId,
        audience: principal.audience,
        expiresAt: principal.tokenExpiresAt,
      })
      .orIgnore()
      .execute();
    // Refused by this process from now on; other instances hear of it through NOTIFY.
    this.cache.forgetToken(principal.tokenId);
    // An expired token is refused by its signature check anyway: its row is no longer needed.
    await this.revoked.delete({ expiresAt: LessThan(new Date()) });
  }

  /**
   * True when the row `id` of `table` exists (not soft-deleted) and the token `jti` is not
   * revoked, in one query.
   */
  async liveAndNotRevoked(table: 'users', id: number, jti: string): Promise<boolean> {
    const [row] = await preparedQuery<{ ok: boolean }>(
      this.revoked.manager.connection,
      `live-not-revoked-${table}`,
      `SELECT EXISTS (SELECT 1 FROM "${table}" WHERE "id" = $1 AND "deleted_at" IS NULL)
          AND NOT EXISTS (SELECT 1 FROM "revoked_tokens" WHERE "jti" = $2) AS "ok"`,
      [id, jti],
    );
    return row?.ok === true;
  }

  async anyRevoked(tokenIds: string[]): Promise<boolean> {
    return this.revoked.exists({ where: { jti: In(tokenIds) } });
  }
}
