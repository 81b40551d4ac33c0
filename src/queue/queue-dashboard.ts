import { createBullBoard } from '@bull-board/api';
import { BullAdapter } from '@bull-board/api/bullAdapter';
import { ExpressAdapter } from '@bull-board/express';
import type { NestExpressApplication } from '@nestjs/platform-express';
import express, { type RequestHandler } from 'express';
import passport from 'passport';
import { roleMayOpen } from '@marketplace/contracts';
import { STRATEGY } from '../common/auth/audiences';
import type { AdminPrincipal } from '../common/auth/principal';
import { QueueService } from './queue.service';

export const DASHBOARD_PATH = '/admin/queues';
/** Set by POST /api/admin/queues/session: a browser cannot send a bearer header on navigation. */
export const DASHBOARD_COOKIE = 'cm_queues';

function cookie(header: string | undefined, name: string): string | undefined {
  for (const part of header?.split(';') ?? []) {
    const [k, ...v] = part.trim().split('=');
    if (k === name) return decodeURIComponent(v.join('='));
  }
  return undefined;
}

/** Role-1 admins only: the admin token from the Authorization header or the dashboard cookie. */
const roleOneOnly: RequestHandler = (req, res, next) => {
  const fromCookie = cookie(req.headers.cookie, DASHBOARD_COOKIE);
  if (!req.headers.authorization && fromCookie) req.headers.authorization = `Bearer ${fromCookie}`;
  const check = passport.authenticate(
    STRATEGY.admin,
    { session: false },
    (err: unknown, admin: AdminPrincipal | false) => {
      if (err) return next(err);
      if (!admin) {
        if (req.accepts(['json', 'html']) === 'html')
          return res.redirect(`/admin/login?callback=${encodeURIComponent(DASHBOARD_PATH)}`);
        return res.status(401).json({ message: 'Sign in as an admin to see the job queues' });
      }
      // Role 1 only: like the audit log, it borrows a page only role 1 has.
      if (!roleMayOpen(admin.roleId, 'user-management'))
        return res.status(403).json({ message: 'Only role-1 admins may see the job queues' });
      next();
    },
  ) as RequestHandler;
  check(req, res, next);
};

/**
 * Bull Board at /admin/queues (before the admin UI's fallback takes /admin/*). Queues appear as
 * the app creates them. With jobs running in-process there is nothing to show: 503.
 */
export function mountQueueDashboard(app: NestExpressApplication): void {
  const queues = app.get(QueueService);
  const router = express.Router();
  router.use(roleOneOnly);
  const bull = queues.bull;
  if (bull) {
    const adapter = new ExpressAdapter();
    adapter.setBasePath(DASHBOARD_PATH);
    const board = createBullBoard({ queues: [], serverAdapter: adapter });
    router.use((_req, _res, next) => {
      board.replaceQueues(bull.allQueues().map((q) => new BullAdapter(q)));
      next();
    });
    router.use(adapter.getRouter() as RequestHandler);
  } else {
    router.use((_req, res) => {
      res
        .status(503)
        .type('text/plain')
        .send('The job dashboard needs Redis: without REDIS_URL, jobs run inside the app.');
    });
  }
  app.use(DASHBOARD_PATH, router);
}
