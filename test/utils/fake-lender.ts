import { randomInt } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { recordSecret } from './secrets';

export interface LenderRequest {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: any;
}

/** How the lender answers: by the contract, a 500, garbage, or a dropped connection. */
export type LenderMode = 'ok' | 'http-500' | 'garbage' | 'drop';

interface Pending {
  mobile: string;
  code: string;
  wrong: number;
  expired: boolean;
  reference?: string;
}

/** Wrong OTPs a fake application survives before the lender rejects it. */
export const FAKE_LENDER_TRIES = 3;

/**
 * A stand-in for IndiaLends' OTP API (README, "Lender OTP confirmation") on 127.0.0.1 and a
 * random port: it "texts" a 6-digit code per hand-off (kept here for the tests to read),
 * confirms the right one, counts wrong ones (rejecting the application after 3) and records
 * every request.
 */
export class FakeLender {
  readonly requests: LenderRequest[] = [];
  mode: LenderMode = 'ok';
  private readonly pending = new Map<string, Pending>();
  private server?: Server;

  async start(): Promise<string> {
    this.server = createServer((req, res) => {
      let raw = '';
      req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
      req.on('end', () => {
        const body = JSON.parse(raw || 'null');
        this.requests.push({ method: req.method!, url: req.url!, headers: req.headers, body });
        const json = (status: number, answer: object) =>
          res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(answer));
        if (this.mode === 'drop') return req.socket.destroy();
        if (this.mode === 'http-500') return json(500, { error: 'down' });
        if (this.mode === 'garbage') return json(200, { status: 'maybe' });
        const send = /^\/applications\/([^/]+)\/otp$/.exec(req.url!);
        const verify = /^\/applications\/([^/]+)\/otp\/verify$/.exec(req.url!);
        if (send) {
          const code = String(randomInt(100000, 1000000));
          const earlier = this.pending.get(send[1]);
          this.pending.set(send[1], {
            mobile: body.mobile,
            code,
            wrong: earlier?.wrong ?? 0,
            expired: false,
          });
          return json(200, { status: 'sent', resend_after_seconds: 30 });
        }
        if (verify) return json(200, this.verdict(verify[1], body.otp));
        json(404, { error: 'not found' });
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    const { port } = this.server.address() as AddressInfo;
    return `http://127.0.0.1:${port}`;
  }

  private verdict(id: string, otp: string) {
    const p = this.pending.get(id);
    if (!p || p.expired) return { status: 'expired' };
    if (p.reference) return { status: 'confirmed', reference: p.reference };
    if (p.wrong >= FAKE_LENDER_TRIES)
      return { status: 'rejected', message: 'Too many wrong OTPs. Apply again after 24 hours.' };
    if (otp === p.code) {
      p.reference = `IL-${id.slice(0, 8).toUpperCase()}`;
      return { status: 'confirmed', reference: p.reference };
    }
    p.wrong += 1;
    if (p.wrong >= FAKE_LENDER_TRIES)
      return { status: 'rejected', message: 'Too many wrong OTPs. Apply again after 24 hours.' };
    return { status: 'incorrect', attempts_left: FAKE_LENDER_TRIES - p.wrong };
  }

  /** The code last "texted" for a hand-off, and the mobile it went to. */
  sent(transactionId: string): { code: string; mobile: string } | undefined {
    const p = this.pending.get(transactionId);
    // The run's log scan fails if a lender's OTP ever reaches the log.
    if (p) recordSecret('lender OTP', p.code);
    return p && { code: p.code, mobile: p.mobile };
  }

  /** Lets a hand-off's code run out. */
  expire(transactionId: string): void {
    const p = this.pending.get(transactionId);
    if (p) p.expired = true;
  }

  async stop(): Promise<void> {
    this.server?.closeAllConnections();
    await new Promise<void>((resolve) =>
      this.server ? this.server.close(() => resolve()) : resolve(),
    );
  }
}
