import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { LoggerModuleAsyncParams } from 'nestjs-pino';
import { appConfig } from '../config/app.config';

const REQUEST_ID = /^[A-Za-z0-9._-]{8,64}$/;

/** Structured request logs; credentials, cookies and OTP bodies never reach them. */
export const loggerOptions: LoggerModuleAsyncParams = {
  inject: [appConfig.KEY],
  useFactory: (app: ReturnType<typeof appConfig>) => ({
    pinoHttp: {
      level: app.logLevel,
      genReqId: (req: IncomingMessage) => {
        const given = req.headers['x-request-id'];
        return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
      },
      redact: {
        paths: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
        censor: '[redacted]',
      },
      autoLogging: { ignore: (req: IncomingMessage) => req.url === '/api/health' },
      transport:
        app.nodeEnv === 'development'
          ? { target: 'pino-pretty', options: { singleLine: true, ignore: 'pid,hostname' } }
          : undefined,
    },
  }),
};
