import { RequestMethod, type INestApplication, type INestApplicationContext } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import fastifyCookie from '@fastify/cookie';
import fastifyMultipart from '@fastify/multipart';
import helmet from 'helmet';
import type { Logger as PinoRoot } from 'pino';
import { Logger } from 'nestjs-pino';
import { AppModule } from './app.module';
import { MAX_BODY_BYTES, useBodyParsers } from './common/body-parsers';
import { compressAnswers } from './common/compression';
import { badUrl, rejectUnsafeInput, trustworthyClientIp } from './common/input/request-guard';
import { AllExceptionsFilter } from './common/filters/all-exceptions.filter';
import { logRequests, requestId, ROOT_LOGGER } from './common/logger-options';
import { createValidationPipe } from './common/pipes/validation.pipe';
import { serveUis } from './common/serve-uis';
import { appConfig, type AppConfig } from './config/app.config';
import { env } from './config/env';
import { consumerUiConfig, type ConsumerUiConfig } from './config/consumer-ui.config';
import { httpDuration } from './metrics/metrics';
import { mountQueueDashboard } from './queue/queue-dashboard';

/** GET routes outside /api: short links (/t/{code}) are addresses people click and scan. */
export const UNPREFIXED_ROUTES = ['t/:code'];

/** The app as main.ts and the tests run it: NestJS on Fastify (its figures in the README). */
export async function createApp(): Promise<INestApplication> {
  const adapter = new FastifyAdapter({
    // request.ip (and so every per-address limit) comes from X-Forwarded-For only when a trusted
    // proxy sent it: TRUST_PROXY, by default loopback alone.
    trustProxy: env().TRUST_PROXY,
    bodyLimit: MAX_BODY_BYTES,
    genReqId: requestId,
    // The app writes its own request lines (logRequests): Fastify's logger stays off.
    logger: false,
    // Paths are matched as Express did: /api/health/ is /api/health, and a path parameter may be
    // long (the option lists' keys, comma-separated; Fastify's default stops at 100 characters).
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 2000 },
    frameworkErrors: badUrl,
  });
  return configureApp(
    await NestFactory.create<NestFastifyApplication>(AppModule.forRoot(), adapter, {
      bodyParser: false,
      bufferLogs: true,
    }),
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
export async function configureApp(app: NestFastifyApplication): Promise<NestFastifyApplication> {
  app.useLogger(app.get(Logger));
  const fastify = app.getHttpAdapter().getInstance();
  const config = app.get<AppConfig>(appConfig.KEY);
  const { analytics, appLinks } = app.get<ConsumerUiConfig>(consumerUiConfig.KEY);
  const video = appLinks.welcomeVideo?.startsWith('https:') ? appLinks.welcomeVideo : null;
  logRequests(fastify, app.get<PinoRoot>(ROOT_LOGGER));
  // By route template (/api/lenders/:id), never the path: ids would make a series per row.
  fastify.addHook('onResponse', (req, reply, done) => {
    httpDuration.observe(
      {
        method: req.method,
        route: req.routeOptions.url ?? 'unmatched',
        status: String(reply.statusCode),
      },
      reply.elapsedTime / 1000,
    );
    done();
  });
  // The id this answer is logged under (the caller's, when it sent a sane one), on every answer,
  // errors and 404s included, so a caller and an operator can find the same line.
  fastify.addHook('onRequest', (req, reply, done) => {
    reply.header('X-Request-Id', req.id);
    done();
  });
  fastify.addHook('onRequest', trustworthyClientIp);
  // API answers carry personal data: no browser or proxy keeps one unless its route says so
  // (`@Header('Cache-Control', …)`). Fastify makes no ETags.
  fastify.addHook('onRequest', (req, reply, done) => {
    if (/^\/api([/?]|$)/.test(req.url)) reply.header('Cache-Control', 'no-store');
    done();
  });
  app.setGlobalPrefix('api', {
    exclude: UNPREFIXED_ROUTES.map((path) => ({ path, method: RequestMethod.GET })),
  });
  useBodyParsers(fastify);
  fastify.addHook('preValidation', rejectUnsafeInput);
  await app.register(fastifyMultipart);
  await app.register(fastifyCookie);
  await compressAnswers(app);
  // helmet's headers, built once (@fastify/helmet rebuilds helmet on every request: 7 % of the
  // offers call), set on the raw response before any route runs.
  const securityHeaders = helmet({
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
  });
  fastify.addHook('onRequest', (req, reply, done) =>
    securityHeaders(req.raw, reply.raw, () => done()),
  );
  await mountQueueDashboard(app);
  // The built UIs: /admin/* falls back to the admin's index.html, every other non-API path to the
  // consumer app's. Unknown /api paths never reach them and answer a JSON 404.
  await serveUis(app);
  app.useGlobalPipes(createValidationPipe());
  app.useGlobalFilters(new AllExceptionsFilter());
  // No enableShutdownHooks: main.ts drains on SIGTERM first (drainOnSignals), then closes.
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
