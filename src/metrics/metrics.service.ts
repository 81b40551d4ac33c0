import { timingSafeEqual } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import {
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
} from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { AppError } from '../common/errors';
import { metricsConfig, type MetricsConfig } from '../config/metrics.config';
import { QueueService } from '../queue/queue.service';
import { measure, registry, scrape } from './metrics';

interface PgPool {
  totalCount: number;
  idleCount: number;
  waitingCount: number;
}

/**
 * Puts this app's database pool and queues into the process's series while it runs, and serves
 * them on METRICS_PORT when set: the one way to scrape a worker, which has no HTTP port.
 */
@Injectable()
export class MetricsService implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('Metrics');
  private stopMeasuring?: () => void;
  private server?: Server;

  constructor(
    @Inject(metricsConfig.KEY) private readonly config: MetricsConfig,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly queues: QueueService,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    registry.setDefaultLabels({ role: this.config.role });
    this.stopMeasuring = measure({
      // The embedded database (PGlite) has no pool.
      pool: () => {
        const pool = (this.dataSource.driver as { master?: PgPool }).master;
        return pool && typeof pool.totalCount === 'number'
          ? { total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }
          : null;
      },
      queueDepths: () => this.queues.depths(),
    });
    if (this.config.port !== undefined) await this.listen(this.config.port);
  }

  async onApplicationShutdown(): Promise<void> {
    this.stopMeasuring?.();
    await new Promise((resolve) => (this.server ? this.server.close(resolve) : resolve(null)));
  }

  /** Throws unless the caller may scrape /api/metrics: off (404) without METRICS_TOKEN. */
  allow(authorization: string | undefined): void {
    const token = this.config.token;
    if (!token) throw new AppError('NOT_FOUND');
    const given = Buffer.from(authorization?.replace(/^Bearer\s+/i, '') ?? '');
    const wanted = Buffer.from(token);
    if (given.length !== wanted.length || !timingSafeEqual(given, wanted))
      throw new AppError('UNAUTHORIZED');
  }

  scrape() {
    return scrape();
  }

  /** GET /metrics on a port of its own (HOST when set, else loopback), no token asked. */
  private async listen(port: number): Promise<void> {
    const host = this.config.host ?? '127.0.0.1';
    const server = createServer((req, res) => {
      if (req.method !== 'GET' || req.url?.split('?')[0] !== '/metrics') {
        res.writeHead(404).end();
        return;
      }
      scrape().then(
        ({ contentType, text }) => res.writeHead(200, { 'Content-Type': contentType }).end(text),
        (err: Error) => {
          this.logger.error(`Metrics could not be collected: ${err.message}`);
          res.writeHead(500).end();
        },
      );
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, host, () => resolve());
    });
    this.server = server;
    this.logger.log(`Metrics on http://${host}:${port}/metrics`);
  }
}
