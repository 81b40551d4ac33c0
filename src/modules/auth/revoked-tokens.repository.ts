import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, LessThan, Repository } from 'typeorm';
import { preparedQuery } from '../../database/prepared-query';
import { RevokedToken } from './revoked-token.entity';

/** The queries of revoked_tokens (server-side logout). */
@Injectable()
export class RevokedTokensRepository {
  constructor(@InjectRepository(RevokedToken) private readonly revoked: Repository<RevokedToken>) {}

  /** Revokes a token id (a second revocation of it changes nothing). */
  async insert(jti: string, audience: RevokedToken['audience'], expiresAt: Date): Promise<void> {
    await this.revoked
      .createQueryBuilder()
      .insert()
      .values({ jti, audience, expiresAt })
      .orIgnore()
      .execute();
  }

  /** Forgets revocations of tokens that have expired anyway. */
  async deleteExpired(): Promise<void> {
    await this.revoked.delete({ expiresAt: LessThan(new Date()) });
  }

  /**
   * True when the row `id` of `table` exists (not soft-deleted) and the token `jti` is not
   * revoked, in one prepared query (every consumer request asks).
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

  anyRevoked(tokenIds: string[]): Promise<boolean> {
    return this.revoked.exists({ where: { jti: In(tokenIds) } });
  }
}
