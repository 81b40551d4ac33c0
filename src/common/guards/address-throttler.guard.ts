import { Injectable } from '@nestjs/common';
import { ThrottlerGuard } from '@nestjs/throttler';
import type { FastifyRequest } from 'fastify';
import { rateLimitKey } from '../client-address';

/**
 * @nestjs/throttler counting per client address as every other per-address limit does: an IPv6
 * caller by its /64 (see rateLimitKey), not by each of the addresses it can pick from.
 */
@Injectable()
export class AddressThrottlerGuard extends ThrottlerGuard {
  protected override getTracker(req: Record<string, unknown>): Promise<string> {
    return Promise.resolve(rateLimitKey((req as unknown as FastifyRequest).ip) ?? 'unknown');
  }
}
