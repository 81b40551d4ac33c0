import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One answer the fake gives, in order; after the list is spent it accepts. */
export type IntegratedLenderAnswer = 'ok' | 'http-500' | 'http-422' | 'slow';

export interface SubmissionRequest {
  headers: IncomingHttpHeaders;
  body: any;
}

/**
 * A lender on the other side of docs/lender-integrations.md, on 127.0.0.1 and a free port: it
 * takes applications at POST /applications, keeps one reference per Idempotency-Key (a repeated
 * key gets the same answer and is not a second application), and answers from `script` first
 * (a 500, a 422, or a slow answer that outlasts the caller's timeout) to play a failing lender.
 */
export class FakeIntegratedLender {
  readonly requests: SubmissionRequest[] = [];
  /** Applications taken, by Idempotency-Key: what "reached the lender" means. */
  readonly accepted = new Map<string, string>();
  script: IntegratedLenderAnswer[] = [];
  /** How long a 'slow' answer waits. */
  slowMs = 5000;
  private server?: Server;
  private next = 1;

  async start(): Promise<string> {
    this.server = createServer((req, res) => {
      let raw = '';
      req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
      req.on('end', () => {
        const body = JSON.parse(raw || 'null');
        this.requests.push({ headers: req.headers, body });
        const json = (status: number, answer: object) =>
          res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(answer));
        const answer = this.script.shift() ?? 'ok';
        if (answer === 'http-500') return json(500, { message: 'temporarily down' });
        if (answer === 'http-422') return json(422, { message: 'PAN does not match the name' });
        // The application exists once received, whether or not the caller lives for the answer.
        const key = String(req.headers['idempotency-key']);
        if (!this.accepted.has(key)) this.accepted.set(key, `LND-${this.next++}`);
        const accept = () => json(201, { reference: this.accepted.get(key), status: 'received' });
        if (answer === 'slow') setTimeout(accept, this.slowMs).unref();
        else accept();
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    const { port } = this.server.address() as AddressInfo;
    return `http://127.0.0.1:${port}/applications`;
  }

  async stop(): Promise<void> {
    this.server?.closeAllConnections();
    await new Promise<void>((resolve) =>
      this.server ? this.server.close(() => resolve()) : resolve(),
    );
  }
}
