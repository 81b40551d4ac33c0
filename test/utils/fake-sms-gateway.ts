import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface GatewayRequest {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: any;
}

/** How the gateway answers: like MSG91 on success, an error body, or a dropped connection. */
export type GatewayMode = 'ok' | 'http-500' | 'type-error' | 'drop';

/** A stand-in for MSG91's flow API on 127.0.0.1 and a random port, recording every request. */
export class FakeSmsGateway {
  readonly requests: GatewayRequest[] = [];
  mode: GatewayMode = 'ok';
  private server?: Server;

  async start(): Promise<string> {
    this.server = createServer((req, res) => {
      let raw = '';
      req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
      req.on('end', () => {
        this.requests.push({
          method: req.method!,
          url: req.url!,
          headers: req.headers,
          body: JSON.parse(raw || 'null'),
        });
        const json = (status: number, body: object) =>
          res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
        if (this.mode === 'drop') return req.socket.destroy();
        if (this.mode === 'http-500') return json(500, { type: 'error', message: 'Server down' });
        if (this.mode === 'type-error') return json(200, { type: 'error', message: 'Bad authkey' });
        json(200, { type: 'success', message: `req-${this.requests.length}` });
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    const { port } = this.server.address() as AddressInfo;
    return `http://127.0.0.1:${port}/api/v5/flow/`;
  }

  /** The OTP of the newest request to a mobile (`91` + number), as the template variable. */
  otpFor(phoneNumber: string): string | undefined {
    const mobile = `91${phoneNumber}`;
    return this.requests.findLast((r) => r.body?.recipients?.[0]?.mobiles === mobile)?.body
      .recipients[0].otp;
  }

  async stop(): Promise<void> {
    this.server?.closeAllConnections();
    await new Promise<void>((resolve) =>
      this.server ? this.server.close(() => resolve()) : resolve(),
    );
  }
}
