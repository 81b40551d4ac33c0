import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { RequestMethod } from '@nestjs/common';
import type { LoggerModuleAsyncParams } from 'nestjs-pino';
import pino from 'pino';
import type { Options } from 'pino-http';
import { appConfig } from '../config/app.config';

const REQUEST_ID = /^[A-Za-z0-9._-]{8,64}$/;

/** Structured request logs; credentials, cookies, query strings and bodies never reach them. */
export const loggerOptions: LoggerModuleAsyncParams = {
  inject: [appConfig.KEY],
  useFactory: (app: ReturnType<typeof appConfig>) => {
    const options: Options = {
      level: app.logLevel,
      genReqId: (req: IncomingMessage) => {
        const given = req.headers['x-request-id'];
        return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
      },
      redact: {
        paths: [
          'req.headers.authorization',
          'req.headers.cookie',
          'req.headers["x-api-key"]',
          'res.headers["set-cookie"]',
        ],
        censor: '[redacted]',
      },
      // Method, path (no query string: it can carry phone numbers) and status are enough.
      serializers: {
        req: (req: { id: string; method: string; url: string }) => ({
          id: req.id,
          method: req.method,
          path: req.url.split('?')[0],
        }),
        res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
      },
      autoLogging: { ignore: (req: IncomingMessage) => req.url === '/api/health' },
      transport:
        app.nodeEnv === 'development' && !app.logFile
          ? { target: 'pino-pretty', options: { singleLine: true, ignore: 'pid,hostname' } }
          : undefined,
    };
    return {
      // Nest 11's path syntax (nestjs-pino's default '*' draws a deprecation warning).
      forRoutes: [{ path: '{*path}', method: RequestMethod.ALL }],
      // Synchronous appends: several processes may share the file, and no line is lost at exit.
      pinoHttp: app.logFile
        ? [options, pino.destination({ dest: app.logFile, append: true, sync: true, mkdir: true })]
        : options,
    };
  },
};
