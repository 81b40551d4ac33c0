import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A stand-in for the CRM form endpoint: answers 503 to the first `failures` posts, then 200. */
export class FakeCrm {
  /** Every form received (parsed), with the status it was answered. */
  readonly received: { form: Record<string, string>; status: number; contentType?: string }[] = [];
  failures = 0;
  private server?: Server;

  async start(): Promise<string> {
    this.server = createServer((req, res) => {
      let raw = '';
      req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
      req.on('end', () => {
        const status = this.failures > 0 ? 503 : 200;
        if (this.failures > 0) this.failures--;
        this.received.push({
          form: Object.fromEntries(new URLSearchParams(raw)),
          status,
          contentType: req.headers['content-type'],
        });
        res.writeHead(status, { 'content-type': 'text/plain' }).end(status === 200 ? 'ok' : 'down');
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    const { port } = this.server.address() as AddressInfo;
    return `http://127.0.0.1:${port}/crm/form`;
  }

  async stop(): Promise<void> {
    this.server?.closeAllConnections();
    await new Promise<void>((resolve) =>
      this.server ? this.server.close(() => resolve()) : resolve(),
    );
  }
}
