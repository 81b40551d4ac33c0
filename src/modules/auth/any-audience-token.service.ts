import { Inject, Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import type { FastifyRequest } from 'fastify';
import { AUDIENCES, TOKEN_CLAIMS, TOKEN_ISSUER } from '../../common/auth/audiences';
import type { Principal } from '../../common/auth/principal';
import { authConfig, type AuthConfig } from '../../config/auth.config';
import { PrincipalService } from './principal.service';
import type { TokenPayload } from './token.service';
import { AppError } from '../../common/errors';

/**
 * For the few public routes bound to "whoever is calling" (the cookies calls): the principal of
 * a bearer token of any audience, checked exactly as the audience's own strategy checks it
 * (secret, HS256, issuer, audience, expiry, revocation, live principal). No token: null; a
 * token that fails any check: 401, never a silent fall-back to anonymous.
 */
@Injectable()
export class AnyAudienceTokenService {
  constructor(
    private readonly jwt: JwtService,
    private readonly principals: PrincipalService,
    @Inject(authConfig.KEY) private readonly config: AuthConfig,
  ) {}

  async principal(req: FastifyRequest): Promise<Principal | null> {
    const header = req.headers.authorization;
    if (!header) return null;
    const token = /^Bearer (\S+)$/i.exec(header)?.[1];
    if (!token) throw new AppError('SESSION_INVALID');
    const aud = (this.jwt.decode<{ aud?: unknown } | null>(token) ?? {}).aud;
    const audience = AUDIENCES.find((a) => TOKEN_CLAIMS[a].aud === aud);
    if (!audience) throw new AppError('SESSION_INVALID');
    let payload: TokenPayload;
    try {
      payload = await this.jwt.verifyAsync<TokenPayload>(token, {
        secret: this.config[audience].secret,
        algorithms: ['HS256'],
        audience: TOKEN_CLAIMS[audience].aud,
        issuer: TOKEN_ISSUER,
      });
    } catch {
      throw new AppError('SESSION_INVALID');
    }
    const principal = await this.principals[audience](req, payload as never);
    if (!principal) throw new AppError('SESSION_INVALID');
    return principal;
  }
}
