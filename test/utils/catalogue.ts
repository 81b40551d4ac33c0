import { expect } from 'vitest';
import { AuditLog } from '../../src/modules/audit/audit-log.entity';
import type { TestApp } from './app';
import { adminToken, bearer, consumerToken, partnerToken } from './auth';

type Method = 'get' | 'post' | 'put' | 'delete';

/** A signed-in caller: `as.get('/api/…')` with its bearer token. */
export interface Caller {
  token: string;
  adminId: number;
  get: (path: string) => ReturnType<ReturnType<TestApp['http']>['get']>;
  post: (path: string) => ReturnType<ReturnType<TestApp['http']>['post']>;
  put: (path: string) => ReturnType<ReturnType<TestApp['http']>['put']>;
  delete: (path: string) => ReturnType<ReturnType<TestApp['http']>['delete']>;
}

/** A fresh role-1 admin (or another role) and a client that sends its token. */
export async function signedInAdmin(t: TestApp, roleId: 1 | 2 | 3 = 1): Promise<Caller> {
  const { token, admin } = await adminToken(t, roleId);
  const call = (method: Method) => (path: string) => t.http()[method](path).set(bearer(token));
  return {
    token,
    adminId: admin.id,
    get: call('get'),
    post: call('post'),
    put: call('put'),
    delete: call('delete'),
  };
}

/**
 * A role-1-only route refuses everyone else: no token and the other audiences' tokens → 401,
 * admin roles 2 and 3 → 403. The body is never reached, so `{}` does for every route.
 */
export async function expectRoleOneOnly(t: TestApp, method: Method, path: string) {
  const send = (headers: Record<string, string>) => {
    const req = t.http()[method](path).set(headers);
    return method === 'get' ? req : req.send({});
  };
  const anonymous = await send({});
  expect(anonymous.status, `${method} ${path} without a token`).toBe(401);
  expect(anonymous.body.message).toBeTypeOf('string');
  for (const token of [(await consumerToken(t)).token, (await partnerToken(t)).token])
    expect((await send(bearer(token))).status, `${method} ${path} as consumer/partner`).toBe(401);
  for (const role of [2, 3] as const) {
    const res = await send(bearer((await adminToken(t, role)).token));
    expect(res.status, `${method} ${path} as role ${role}`).toBe(403);
    expect(res.body).toEqual({
      code: 'ROLE_FORBIDDEN',
      message: 'Your role does not have access to this page',
    });
  }
}

/** The audit rows of one record, oldest first. */
export function auditRows(t: TestApp, entity: string, entityId: number | string) {
  return t.dataSource.getRepository(AuditLog).find({
    where: { entity, entityId: String(entityId) },
    order: { id: 'ASC' },
  });
}
