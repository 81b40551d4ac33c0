import fastifyCompress from '@fastify/compress';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';

/**
 * JSON answers only: CSV and .xlsx exports and event streams are sent as they are (they stream,
 * and a compressor holds back bytes until it has enough), and the UIs' files carry the build's
 * own brotli and gzip copies (serve-uis.ts).
 */
const JSON_TYPE = /^application\/(?:[\w.-]+\+)?json(?:;|$)/;

/**
 * An answer that fits in one TCP segment (about 1,460 bytes) arrives no sooner compressed, and the
 * busiest small answers (the profile read, sign-in, health) stay off the compressor.
 */
export const COMPRESS_MIN_BYTES = 1400;

/**
 * The API's larger JSON answers (lists, reports, the offers) in brotli or gzip as the caller's
 * Accept-Encoding asks, with `Vary: Accept-Encoding`. Brotli at quality 4, the plugin's default:
 * near gzip's speed with smaller output. Request bodies are inflated by body-parsers.ts, so the
 * plugin's own request decompression stays off.
 */
export async function compressAnswers(app: NestFastifyApplication): Promise<void> {
  await app.register(fastifyCompress, {
    encodings: ['br', 'gzip'],
    threshold: COMPRESS_MIN_BYTES,
    customTypes: JSON_TYPE,
    globalDecompression: false,
  });
}
