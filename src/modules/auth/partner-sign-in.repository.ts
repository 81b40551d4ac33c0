import { Injectable } from '@nestjs/common';
import { InjectEntityManager } from '@nestjs/typeorm';
import { InjectTransactionHost } from '@nestjs-cls/transactional';
import { type EntityManager, LessThan } from 'typeorm';
import type { TxHost } from '../../database/transactional';
import { PartnerSignInToken } from './partner-sign-in-token.entity';

/** A live API key that may have signed a sign-in token, and its partner. */
export interface SigningKey {
  id: number;
  keyHash: string;
  partnerId: number;
  partnerName: string;
}

/** The SQL of partners' `/auth` sign-in tokens. */
@Injectable()
export class PartnerSignInRepository {
  constructor(
    @InjectEntityManager() private readonly manager: EntityManager,
    @InjectTransactionHost() private readonly txHost: TxHost,
  ) {}

  /** Live keys with this prefix (almost always one) of active partners. */
  async liveKeys(prefix: string): Promise<SigningKey[]> {
    const rows = await this.manager.query<
      { id: number; key_hash: string; partner_id: number; name: string }[]
    >(
      `SELECT k.id, k.key_hash, k.partner_id, p.name
         FROM partner_api_keys k JOIN partners p ON p.id = k.partner_id
        WHERE k.prefix = $1 AND k.revoked_at IS NULL AND p.status = 1 AND p.deleted_at IS NULL`,
      [prefix],
    );
    return rows.map((r) => ({
      id: r.id,
      keyHash: r.key_hash,
      partnerId: r.partner_id,
      partnerName: r.name,
    }));
  }

  /**
   * Whether the consumer ever signed in (by OTP or a partner's token): a consumer an old lead
   * created, who never did, is not the partner's to open.
   */
  async everSignedIn(userId: number): Promise<boolean> {
    const [row] = await this.txHost.tx.query<{ yes: boolean }[]>(
      `SELECT EXISTS (SELECT 1 FROM journey_events WHERE user_id = $1 AND type = 'signed_in') AS yes`,
      [userId],
    );
    return row?.yes === true;
  }

  /**
   * Marks the token used, in the sign-in's transaction: false when it already was. Expired
   * tokens' rows go first (an expired token is refused before this is asked).
   */
  async use(keyId: number, jti: string, expiresAt: Date): Promise<boolean> {
    const m = this.txHost.tx;
    await m.delete(PartnerSignInToken, { expiresAt: LessThan(new Date()) });
    const result = await m
      .createQueryBuilder()
      .insert()
      .into(PartnerSignInToken)
      .values({ keyId, jti, expiresAt })
      .orIgnore()
      .returning(['jti'])
      .execute();
    return (result.raw as unknown[]).length === 1;
  }
}
