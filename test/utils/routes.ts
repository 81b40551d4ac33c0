import { type INestApplication, RequestMethod } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants';
import { DiscoveryService, MetadataScanner, ModulesContainer, Reflector } from '@nestjs/core';
import { UNPREFIXED_ROUTES } from '../../src/app.setup';
import { ROUTE_ACCESS, type RouteAccess } from '../../src/common/auth/route-access';

export interface RouteInfo {
  /** 'GET', 'POST', … */
  method: string;
  /** As the router matches it: '/api/admin/masquerade/:partnerId'. */
  path: string;
  /** `Controller.method`, for messages. */
  handler: string;
  /** What the route declares (method over controller), as the global guard reads it. */
  access: RouteAccess | undefined;
}

const join = (...parts: string[]) =>
  `/${parts
    .flatMap((p) => p.split('/'))
    .filter(Boolean)
    .join('/')}`;

const asList = (value: unknown): string[] =>
  Array.isArray(value) ? (value as string[]) : [typeof value === 'string' ? value : ''];

/** Every route of every controller of the booted app, read from Nest's own metadata. */
export function listRoutes(app: INestApplication, prefix = 'api'): RouteInfo[] {
  const discovery = new DiscoveryService(app.get(ModulesContainer));
  const scanner = new MetadataScanner();
  const reflector = new Reflector();
  const routes: RouteInfo[] = [];
  for (const wrapper of discovery.getControllers()) {
    const controller = wrapper.metatype as (new (...args: never[]) => object) | null;
    if (!controller) continue;
    const prototype = controller.prototype as Record<string, (...args: never[]) => unknown>;
    for (const name of scanner.getAllMethodNames(prototype)) {
      const handler = prototype[name];
      const methodPath: unknown = Reflect.getMetadata(PATH_METADATA, handler);
      if (methodPath === undefined) continue;
      const method = RequestMethod[Reflect.getMetadata(METHOD_METADATA, handler) as number];
      const access = reflector.getAllAndOverride<RouteAccess | undefined>(ROUTE_ACCESS, [
        handler,
        controller,
      ]);
      for (const base of asList(Reflect.getMetadata(PATH_METADATA, controller)))
        for (const path of asList(methodPath))
          routes.push({
            method,
            path: UNPREFIXED_ROUTES.includes(join('', base, path).slice(1))
              ? join('', base, path)
              : join(prefix, base, path),
            handler: `${controller.name}.${name}`,
            access,
          });
    }
  }
  return routes;
}

export const describeRoute = (r: RouteInfo) => `${r.method} ${r.path} (${r.handler})`;
