import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { NestExpressApplication } from '@nestjs/platform-express';
import express, {
  type NextFunction,
  type Request,
  type RequestHandler,
  type Response,
} from 'express';
import { adminUiDist, consumerUiDist } from './paths';

/**
 * A built single-page app: its files as they are (hashed assets cached for a year), and its
 * index.html for every other GET so that deep links load. A missing asset stays a 404.
 */
function singlePageApp(dist: string): RequestHandler[] {
  const index = join(dist, 'index.html');
  const files = express.static(dist, {
    index: false,
    redirect: false,
    dotfiles: 'ignore',
    setHeaders: (res, path) => {
      if (path.includes(`${join(dist, 'assets')}`))
        res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
    },
  });
  const fallback = (req: Request, res: Response, next: NextFunction) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || req.path.startsWith('/assets/'))
      return next();
    if (!existsSync(index)) {
      res
        .status(503)
        .type('text/plain')
        .send('This UI has not been built yet: run `npm run build`.');
      return;
    }
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(index);
  };
  return [files, fallback];
}

/** Runs the handlers in order, except on paths under one of the prefixes. */
function notFor(prefixes: string[], handlers: RequestHandler[]): RequestHandler {
  const router = express.Router().use(...handlers);
  return (req, res, next) => {
    if (prefixes.some((p) => req.path === p || req.path.startsWith(`${p}/`))) return next();
    router(req, res, next);
  };
}

/** The admin app at /admin and the consumer app at /; /api, /uploads and /t never reach them. */
export function serveUis(app: NestExpressApplication): void {
  app.use('/admin', ...singlePageApp(adminUiDist));
  app.use(notFor(['/api', '/admin', '/uploads', '/t'], singlePageApp(consumerUiDist)));
}
