import { Inject, Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import type { FastifyRequest } from 'fastify';
import { Strategy } from 'passport-jwt';
import { STRATEGY } from '../../../common/auth/audiences';
import { authConfig, type AuthConfig } from '../../../config/auth.config';
import { PrincipalService } from '../principal.service';
import { type PartnerClaims, type TokenPayload } from '../token.service';
import { jwtOptions } from './jwt-options';

/** Verifies partner tokens (JWT_PARTNER_SECRET) and loads the partner principal. */
@Injectable()
export class PartnerJwtStrategy extends PassportStrategy(Strategy, STRATEGY.partner) {
  constructor(
    @Inject(authConfig.KEY) config: AuthConfig,
    private readonly principals: PrincipalService,
  ) {
    super(jwtOptions('partner', config.partner.secret));
  }

  validate(req: FastifyRequest, payload: TokenPayload & PartnerClaims) {
    return this.principals.partner(req, payload);
  }
}
