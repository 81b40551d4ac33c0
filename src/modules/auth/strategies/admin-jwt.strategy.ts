import { Inject, Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import type { FastifyRequest } from 'fastify';
import { Strategy } from 'passport-jwt';
import { STRATEGY } from '../../../common/auth/audiences';
import { authConfig, type AuthConfig } from '../../../config/auth.config';
import { PrincipalService } from '../principal.service';
import { type TokenPayload } from '../token.service';
import { jwtOptions } from './jwt-options';

/** Verifies admin tokens (JWT_ADMIN_SECRET) and loads the admin principal. */
@Injectable()
export class AdminJwtStrategy extends PassportStrategy(Strategy, STRATEGY.admin) {
  constructor(
    @Inject(authConfig.KEY) config: AuthConfig,
    private readonly principals: PrincipalService,
  ) {
    super(jwtOptions('admin', config.admin.secret));
  }

  validate(req: FastifyRequest, payload: TokenPayload) {
    return this.principals.admin(req, payload);
  }
}
