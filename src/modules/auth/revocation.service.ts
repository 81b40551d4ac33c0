import { Injectable } from '@nestjs/common';
import type { Principal } from '../../common/auth/principal';
import { PrincipalCacheService } from './principal-cache.service';
import { RevokedTokensRepository } from './revoked-tokens.repository';

/** Server-side logout: a revoked token id is refused on every later request until it expires. */
@Injectable()
export class RevocationService {
  constructor(
    private readonly revoked: RevokedTokensRepository,
    private readonly cache: PrincipalCacheService,
  ) {}

  async revoke(principal: Principal): Promise<void> {
    await this.revoked.insert(principal.tokenId, principal.audience, principal.tokenExpiresAt);
    // Refused by this process from now on; other instances hear of it through NOTIFY.
    this.cache.forgetToken(principal.tokenId);
    // An expired token is refused by its signature check anyway: its row is no longer needed.
    await this.revoked.deleteExpired();
  }

  /**
   * True when the row `id` of `table` exists (not soft-deleted) and the token `jti` is not
   * revoked, in one query.
   */
  liveAndNotRevoked(table: 'users', id: number, jti: string): Promise<boolean> {
    return this.revoked.liveAndNotRevoked(table, id, jti);
  }

  anyRevoked(tokenIds: string[]): Promise<boolean> {
    return this.revoked.anyRevoked(tokenIds);
  }
}
