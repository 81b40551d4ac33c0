import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { adminUiDist, consumerUiDist } from './paths';

/**
 * Paths the consumer app never answers: the API's, and those of the server's own routes when
 * they do not match (/admin has its own app, which the router prefers).
 */
const NOT_UI = ['/api', '/uploads', '/t'];

/**
 * The consumer app's public entry pages the build draws to HTML (consumer-ui/scripts/prerender.mjs),
 * by path: their prerendered page is sent instead of the empty index.html, in the visitor's
 * language (`?lang=`, else the `lang` cookie the app sets when a language is chosen).
 */
const PRERENDERED: Record<string, string> = {
  '/': 'home',
  '/partner/login': 'partner-login',
  '/customer-site': 'customer-site',
  '/socialmedia-onboarding': 'socialmedia-onboarding',
};
const LANGUAGES = ['en', 'hi'];
/** A path ending in a file extension (`cards/x.png`), as no app route does. */
const FILE_NAME = /\.[A-Za-z0-9]{1,5}$/;

function prerenderedPage(req: FastifyRequest, path: string): string | undefined {
  const slug = PRERENDERED[path];
  if (!slug) return undefined;
  const asked = new URLSearchParams(req.url.split('?')[1] ?? '').get('lang');
  const cookie = (req as FastifyRequest & { cookies?: Record<string, string | undefined> }).cookies
    ?.lang;
  const lang = [asked, cookie].find((l) => l && LANGUAGES.includes(l)) ?? 'en';
  return `prerendered/${slug}.${lang}.html`;
}

const isFile = (path: string) =>
  stat(path).then(
    (s) => s.isFile(),
    () => false,
  );

/** The path as text ('' when it cannot be decoded: rejectUnsafeInput refuses such paths first). */
function decoded(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return '';
  }
}

/**
 * A built single-page app: its files as they are (hashed assets cached for a year), and its
 * index.html for every other GET so that deep links load. A missing file stays a 404. Each file
 * goes out as the build's brotli or gzip copy beside it when the browser accepts one (see
 * scripts/precompress.mjs), with `Vary: Accept-Encoding` either way.
 */
function singlePageApp(dist: string, mount: string) {
  return async (req: FastifyRequest, reply: FastifyReply) => {
    const path = req.url.split('?')[0];
    if (mount === '/' && NOT_UI.some((p) => path === p || path.startsWith(`${p}/`)))
      return reply.callNotFound();
    const file = decoded(path.slice(mount.length)).replace(/^\/+/, '');
    if (
      file &&
      !file.split('/').some((s) => s.startsWith('.')) &&
      (await isFile(join(dist, file)))
    ) {
      if (file.startsWith('assets/'))
        reply.header('Cache-Control', 'public, max-age=31536000, immutable');
      return reply.sendFile(file, dist);
    }
    // A file name (an image, a script) that is not there is a 404, not the app's page: an
    // <img> would otherwise get HTML and show broken. App routes never end in an extension.
    if (file.startsWith('assets/') || FILE_NAME.test(file)) return reply.callNotFound();
    const prerendered = mount === '/' ? prerenderedPage(req, path) : undefined;
    if (prerendered && (await isFile(join(dist, prerendered)))) {
      reply.header('Cache-Control', 'no-cache');
      // The language may come from the cookie: a shared cache keeps one copy per cookie.
      reply.header('Vary', 'Cookie');
      return reply.sendFile(prerendered, dist);
    }
    if (!(await isFile(join(dist, 'index.html'))))
      return reply
        .status(503)
        .type('text/plain')
        .send('This UI has not been built yet: run `npm run build`.');
    reply.header('Cache-Control', 'no-cache');
    return reply.sendFile('index.html', dist);
  };
}

/**
 * The admin app at /admin and the consumer app at /; /api, /uploads and /t never reach them (the
 * router prefers every longer route; an unknown /api path answers the JSON 404).
 */
export async function serveUis(app: NestFastifyApplication): Promise<void> {
  await app.register(async (scope: FastifyInstance) => {
    // Only `reply.sendFile`, in this scope: the routes below choose what is served. The build
    // writes `.br` and `.gz` copies of every text file, so nothing is compressed per request.
    await scope.register(fastifyStatic, {
      root: consumerUiDist,
      serve: false,
      cacheControl: false,
      preCompressed: true,
    });
    const admin = singlePageApp(adminUiDist, '/admin');
    scope.get('/admin', admin);
    scope.get('/admin/*', admin);
    scope.get('/*', singlePageApp(consumerUiDist, '/'));
  });
}
