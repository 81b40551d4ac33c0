import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import type { LoggerModuleAsyncParams } from 'nestjs-pino';
import pino, { type Logger } from 'pino';
import { appConfig, type AppConfig } from '../config/app.config';

const REQUEST_ID = /^[A-Za-z0-9._-]{8,64}$/;

/** The app's one pino logger: Nest's logs (through nestjs-pino) and the request logs use it. */
export const ROOT_LOGGER = Symbol('ROOT_LOGGER');

function rootLogger(app: AppConfig): Logger {
  const options = {
    level: app.logLevel,
    transport:
      app.nodeEnv === 'development' && !app.logFile
        ? { target: 'pino-pretty', options: { singleLine: true, ignore: 'pid,hostname' } }
        : undefined,
  };
  // Synchronous appends: several processes may share the file, and no line is lost at exit.
  return app.logFile
    ? pino(options, pino.destination({ dest: app.logFile, append: true, sync: true, mkdir: true }))
    : pino(options);
}

/**
 * nestjs-pino as Nest's logger, on the root logger, without its request middleware
 * (`forRoutes: []`): that middleware binds each request's logger with AsyncLocalStorage, and on
 * Node 20 the promise hooks it turns on cost a fifth of the offers and profile calls'
 * throughput (`npm run bench:api`). Request logs come from `logRequests` instead; a log line
 * written during a request names it only when it says so (the exceptions filter adds `reqId`).
 */
export const loggerOptions: LoggerModuleAsyncParams = {
  providers: [{ provide: ROOT_LOGGER, inject: [appConfig.KEY], useFactory: rootLogger }],
  inject: [ROOT_LOGGER],
  useFactory: (logger: Logger) => ({ forRoutes: [], pinoHttp: { logger } }),
};

/** Only the API's requests are logged (not the UIs' files), and not the health checks. */
const unlogged = (url: string) => !url.startsWith('/api/') || /^\/api\/health(\/|$)/.test(url);

/** Every request's id (`request.id`): the X-Request-Id header when it is a sane one, or a UUID. */
export function requestId(req: IncomingMessage): string {
  const given = req.headers['x-request-id'];
  return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
}

/**
 * One line per API request when it ends (rejected bodies included): its id, method, path (no
 * query string: it can carry phone numbers), status and time. That is all a line shows of the
 * request: no header, cookie or body reaches it. Server errors are logged at error level.
 */
export function logRequests(fastify: FastifyInstance, logger: Logger): void {
  fastify.addHook('onResponse', (req, reply, done) => {
    if (!unlogged(req.url)) {
      const status = reply.statusCode;
      const line = {
        req: { id: req.id, method: req.method, path: req.url.split('?')[0] },
        res: { statusCode: status },
        responseTime: Math.round(reply.elapsedTime),
      };
      if (status >= 500) logger.error(line, 'request errored');
      else logger.info(line, 'request completed');
    }
    done();
  });
}
