import { Injectable } from '@nestjs/common';

/**
 * Whether this process still takes new traffic. SIGTERM (see drainOnSignals) turns it off at once,
 * so /api/health/ready answers 503 and the load balancer stops sending before the server closes.
 */
@Injectable()
export class Readiness {
  private drainingSince?: Date;

  get draining(): boolean {
    return this.drainingSince !== undefined;
  }

  drain(): void {
    this.drainingSince ??= new Date();
  }
}
