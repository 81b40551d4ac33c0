import { Controller, Get, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { describe, expect, it } from 'vitest';
import { Public } from '../decorators/public.decorator';
import { AccessGuard } from './access.guard';

@Controller()
class Undeclared {
  @Get()
  forgotten() {}

  @Public()
  @Get('open')
  open() {}
}

@Public()
@Controller()
class PublicController {
  @Get()
  inherited() {}
}

const contextFor = (cls: new () => object, method: string) =>
  ({
    getClass: () => cls,
    getHandler: () => (cls.prototype as Record<string, unknown>)[method],
    switchToHttp: () => ({ getRequest: () => ({ headers: {} }) }),
  }) as unknown as ExecutionContext;

describe('AccessGuard', () => {
  const guard = new AccessGuard(new Reflector());

  it('refuses a route that declares nothing (deny by default)', async () => {
    await expect(guard.canActivate(contextFor(Undeclared, 'forgotten'))).rejects.toMatchObject({
      code: 'ROUTE_CLOSED',
    });
  });

  it('lets a @Public() route through, declared on the method or on the controller', async () => {
    await expect(guard.canActivate(contextFor(Undeclared, 'open'))).resolves.toBe(true);
    await expect(guard.canActivate(contextFor(PublicController, 'inherited'))).resolves.toBe(true);
  });
});
