import type { Response } from 'superagent';

/**
 * supertest's parser for a file answer (a PDF, an .xlsx): the body as one Buffer. Use with
 * `.buffer(true).parse(binaryBody)`.
 */
export function binaryBody(res: Response, done: (err: Error | null, body: Buffer) => void) {
  const chunks: Buffer[] = [];
  (res as unknown as NodeJS.ReadableStream).on('data', (chunk: Buffer) => chunks.push(chunk));
  (res as unknown as NodeJS.ReadableStream).on('end', () => done(null, Buffer.concat(chunks)));
}
