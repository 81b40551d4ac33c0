import {
  applyDecorators,
  type CanActivate,
  createParamDecorator,
  type ExecutionContext,
  Inject,
  Injectable,
  SetMetadata,
  UseGuards,
} from '@nestjs/common';
import { ApiSecurity, ApiTooManyRequestsResponse, ApiUnauthorizedResponse } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { ROUTE_ACCESS, type RouteAccess } from '../../common/auth/route-access';
import { AppError } from '../../common/errors';
import { partnersConfig, type PartnersConfig } from '../../config/partners.config';
import { API_KEY_SHAPE, hashApiKey } from './api-keys';
import { PartnerApiKeysRepository } from './partner-api-keys.repository';

/** The partner and key behind a lead API call. */
export interface ApiKeyCaller {
  keyId: number;
  partnerId: number;
}

type KeyedRequest = FastifyRequest & { apiKeyCaller?: ApiKeyCaller };

/**
 * The lead API's authentication and per-key rate limit: a live key of an active partner in
 * `X-Api-Key`, at most PARTNER_API_RATE_LIMIT_PER_MINUTE requests a minute (counted in
 * PostgreSQL, so every instance shares the count; refused requests count too).
 */
@Injectable()
export class PartnerApiKeyGuard implements CanActivate {
  constructor(
    private readonly keys: PartnerApiKeysRepository,
    @Inject(partnersConfig.KEY) private readonly config: PartnersConfig,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const req = context.switchToHttp().getRequest<KeyedRequest>();
    const header = req.headers['x-api-key'];
    const key = typeof header === 'string' ? header : undefined;
    if (!key) throw new AppError('API_KEY_MISSING');
    // A malformed key cannot match: refused without a query.
    if (!API_KEY_SHAPE.test(key)) throw new AppError('API_KEY_INVALID');
    const use = await this.keys.use(hashApiKey(key));
    if (!use) throw new AppError('API_KEY_INVALID');
    const limit = this.config.leadsPerMinute;
    if (use.count > limit)
      throw new AppError('API_KEY_RATE_LIMITED', {
        limit,
        retryAfterSeconds: use.windowLeftSeconds,
      });
    req.apiKeyCaller = { keyId: use.id, partnerId: use.partnerId };
    return true;
  }
}

/** A route of the partner lead API: declared for the global guard, checked by the key guard. */
export const PartnerApiKeyRoute = () =>
  applyDecorators(
    SetMetadata(ROUTE_ACCESS, { kind: 'partner-api-key' } satisfies RouteAccess),
    UseGuards(PartnerApiKeyGuard),
    ApiSecurity('partner-api-key'),
    ApiUnauthorizedResponse({ description: 'No X-Api-Key, or an unknown or revoked key' }),
    ApiTooManyRequestsResponse({ description: "Over the key's requests a minute (Retry-After)" }),
  );

/** The caller PartnerApiKeyGuard authenticated. */
export const CurrentApiKey = createParamDecorator(
  (_: unknown, ctx: ExecutionContext): ApiKeyCaller =>
    ctx.switchToHttp().getRequest<KeyedRequest>().apiKeyCaller!,
);
