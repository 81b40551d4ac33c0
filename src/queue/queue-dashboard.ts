import { createBullBoard } from '@bull-board/api';
import { BullAdapter } from '@bull-board/api/bullAdapter';
import { FastifyAdapter } from '@bull-board/fastify';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import passport from 'passport';
import { roleMayOpen } from '@marketplace/contracts';
import { STRATEGY } from '../common/auth/audiences';
import type { AdminPrincipal } from '../common/auth/principal';
import { QueueService } from './queue.service';

export const DASHBOARD_PATH = '/admin/queues';
/** Set by POST /api/admin/queues/session: a browser cannot send a bearer header on navigation. */
export const DASHBOARD_COOKIE = 'cm_queues';

/** The admin signed in by the Authorization header or the dashboard cookie, or false. */
function signedInAdmin(req: FastifyRequest, reply: FastifyReply): Promise<AdminPrincipal | false> {
  const fromCookie = req.cookies[DASHBOARD_COOKIE];
  if (!req.headers.authorization && fromCookie) req.headers.authorization = `Bearer ${fromCookie}`;
  return new Promise((resolve, reject) => {
    const check = passport.authenticate(
      STRATEGY.admin,
      { session: false },
      (err: Error | null, admin: AdminPrincipal | false) => (err ? reject(err) : resolve(admin)),
    ) as (req: FastifyRequest, reply: FastifyReply, next: (err?: Error) => void) => void;
    check(req, reply, reject);
  });
}

/** Role-1 admins only: a browser without a session goes to the admin's sign-in page. */
async function roleOneOnly(req: FastifyRequest, reply: FastifyReply): Promise<void> {
  const admin = await signedInAdmin(req, reply);
  if (!admin) {
    if (/text\/html/.test(req.headers.accept ?? ''))
      return reply.redirect(`/admin/login?callback=${encodeURIComponent(DASHBOARD_PATH)}`);
    return reply.status(401).send({ message: 'Sign in as an admin to see the job queues' });
  }
  // Role 1 only: like the audit log, it borrows a page only role 1 has.
  if (!roleMayOpen(admin.roleId, 'user-management'))
    return reply.status(403).send({ message: 'Only role-1 admins may see the job queues' });
}

/**
 * Bull Board at /admin/queues (the router prefers it to the admin UI's /admin/*). Queues appear
 * as the app creates them. With jobs running in-process there is nothing to show: 503.
 */
export async function mountQueueDashboard(app: NestFastifyApplication): Promise<void> {
  const bull = app.get(QueueService).bull;
  await app.register(async (scope: FastifyInstance) => {
    scope.addHook('onRequest', roleOneOnly);
    if (!bull) {
      const off = (_req: FastifyRequest, reply: FastifyReply) =>
        reply
          .status(503)
          .type('text/plain')
          .send('The job dashboard needs Redis: without REDIS_URL, jobs run inside the app.');
      scope.all(DASHBOARD_PATH, off);
      scope.all(`${DASHBOARD_PATH}/*`, off);
      return;
    }
    const adapter = new FastifyAdapter();
    adapter.setBasePath(DASHBOARD_PATH);
    const board = createBullBoard({ queues: [], serverAdapter: adapter });
    scope.addHook('onRequest', async () =>
      board.replaceQueues(bull.allQueues().map((q) => new BullAdapter(q))),
    );
    await scope.register(adapter.registerPlugin(), { prefix: DASHBOARD_PATH });
  });
}
