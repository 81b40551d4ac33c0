import { RequestMethod, type INestApplication, type INestApplicationContext } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { NextFunction, Request, Response } from 'express';
import helmet from 'helmet';
import type { Logger as PinoRoot } from 'pino';
import { Logger } from 'nestjs-pino';
import { AppModule } from './app.module';
import { useBodyParsers } from './common/body-parsers';
import { trustworthyClientIp } from './common/input/request-guard';
import { AllExceptionsFilter } from './common/filters/all-exceptions.filter';
import { requestLogs, ROOT_LOGGER } from './common/logger-options';
import { createValidationPipe } from './common/pipes/validation.pipe';
import { serveUis } from './common/serve-uis';
import { appConfig, type AppConfig } from './config/app.config';
import { consumerUiConfig, type ConsumerUiConfig } from './config/consumer-ui.config';
import { mountQueueDashboard } from './queue/queue-dashboard';

/** GET routes outside /api: short links (/t/{code}) are addresses people click and scan. */
export const UNPREFIXED_ROUTES = ['t/:code'];

/** The app as main.ts and the tests run it. */
export async function createApp(): Promise<INestApplication> {
  return configureApp(
    await NestFactory.create(AppModule.forRoot(), { bodyParser: false, bufferLogs: true }),
  );
}

/**
 * A worker process (PROCESS_ROLE=worker): every module, so every queue handler, and no HTTP.
 * Workers and api processes meet on Redis and PostgreSQL only.
 */
export async function createWorker(): Promise<INestApplicationContext> {
  const app = await NestFactory.createApplicationContext(AppModule.forRoot(), { bufferLogs: true });
  app.useLogger(app.get(Logger));
  app.enableShutdownHooks();
  await app.init();
  return app;
}

/** Everything about the HTTP platform that is not a module: shared by main.ts and the tests. */
export function configureApp(nest: INestApplication): INestApplication {
  const app = nest as NestExpressApplication;
  app.useLogger(app.get(Logger));
  app.use(requestLogs(app.get<PinoRoot>(ROOT_LOGGER)));
  const config = app.get<AppConfig>(appConfig.KEY);
  const { analytics, appLinks } = app.get<ConsumerUiConfig>(consumerUiConfig.KEY);
  const video = appLinks.welcomeVideo?.startsWith('https:') ? appLinks.welcomeVideo : null;
  // req.ip (and so every per-address limit) comes from X-Forwarded-For only when a trusted proxy
  // sent it: TRUST_PROXY, by default loopback alone.
  app.set('trust proxy', config.trustProxy);
  app.use(trustworthyClientIp);
  // API answers carry personal data: no browser or proxy keeps one unless its route says so
  // (`@Header('Cache-Control', …)`). With nothing kept, an ETag is never asked for: none is made.
  app.set('etag', false);
  app.use('/api', (_req: Request, res: Response, next: NextFunction) => {
    res.setHeader('Cache-Control', 'no-store');
    next();
  });
  app.setGlobalPrefix('api', {
    exclude: UNPREFIXED_ROUTES.map((path) => ({ path, method: RequestMethod.GET })),
  });
  useBodyParsers(app);
  app.use(
    helmet({
      contentSecurityPolicy: {
        directives: {
          // Partner brands load their web fonts and logos from their own hosts.
          'style-src': ["'self'", "'unsafe-inline'", 'https:'],
          'font-src': ["'self'", 'https:', 'data:'],
          'img-src': ["'self'", 'data:', 'blob:', 'https:'],
          // Page views go to the analytics endpoint when one is on (GET /api/ui-config).
          'connect-src': ["'self'", ...(analytics ? [new URL(analytics.endpoint).origin] : [])],
          // The welcome video may be served from a video host (WELCOME_VIDEO_URL).
          'media-src': ["'self'", ...(video ? [new URL(video).origin] : [])],
          // TLS is the proxy's business; on plain-http hosts (LAN, tests) upgrading would break assets.
          'upgrade-insecure-requests': null,
        },
      },
    }),
  );
  mountQueueDashboard(app);
  // The built UIs: /admin/* falls back to the admin's index.html, every other non-API path to the
  // consumer app's. Unknown /api paths never reach them and answer a JSON 404.
  serveUis(app);
  app.useGlobalPipes(createValidationPipe());
  app.useGlobalFilters(new AllExceptionsFilter());
  app.enableShutdownHooks();
  // The docs map every route for an attacker too: production serves them only with API_DOCS=true.
  if (config.apiDocs) mountApiDocs(app);
  return app;
}

function mountApiDocs(app: INestApplication) {
  const docs = new DocumentBuilder()
    .setTitle('Credit marketplace API')
    .setDescription(
      'Consumer journey, admin back office and partner portal. Partners send leads with ' +
        "POST /api/partner/v1/leads, authenticated by an API key from the portal's Digital " +
        'integration page (X-Api-Key) and made safe to retry by an Idempotency-Key.',
    )
    .setVersion('1')
    .addBearerAuth()
    .addApiKey({ type: 'apiKey', in: 'header', name: 'X-Api-Key' }, 'partner-api-key')
    .build();
  SwaggerModule.setup('api/docs', app, () => SwaggerModule.createDocument(app, docs));
}
