import { Inject, Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import type { FastifyRequest } from 'fastify';
import { Strategy } from 'passport-jwt';
import { STRATEGY } from '../../../common/auth/audiences';
import { authConfig, type AuthConfig } from '../../../config/auth.config';
import { PrincipalService } from '../principal.service';
import { type ConsumerClaims, type TokenPayload } from '../token.service';
import { jwtOptions } from './jwt-options';

/** Verifies consumer tokens (JWT_CONSUMER_SECRET) and loads the consumer principal. */
@Injectable()
export class ConsumerJwtStrategy extends PassportStrategy(Strategy, STRATEGY.consumer) {
  constructor(
    @Inject(authConfig.KEY) config: AuthConfig,
    private readonly principals: PrincipalService,
  ) {
    super(jwtOptions('consumer', config.consumer.secret));
  }

  validate(req: FastifyRequest, payload: TokenPayload & ConsumerClaims) {
    return this.principals.consumer(req, payload);
  }
}
