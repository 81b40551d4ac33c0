// Writes `<file>.br` (brotli, best) and `<file>.gz` (gzip -9) beside each text file of a built UI,
// so the server answers them by content negotiation without compressing anything per request
// (`@fastify/static`'s preCompressed). Run after `vite build` (and after the prerender, whose
// HTML it compresses too): `node scripts/precompress.mjs <dist directory>`.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const TEXT = /\.(?:js|mjs|css|html|svg|json|txt|xml|webmanifest|map)$/;
// Below this a compressed file saves less than its own headers and a disk read cost.
const MIN_BYTES = 1024;

function* files(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    // Dot-directories (Vite's .vite/manifest.json) are never served.
    if (entry.name.startsWith('.')) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else if (!path.endsWith('.br') && !path.endsWith('.gz')) yield path;
  }
}

const dist = process.argv[2];
if (!dist) {
  console.error('usage: node scripts/precompress.mjs <dist directory>');
  process.exit(2);
}

let raw = 0;
let br = 0;
let gz = 0;
for (const path of files(dist)) {
  if (!TEXT.test(path) || statSync(path).size < MIN_BYTES) continue;
  const bytes = readFileSync(path);
  const brotli = brotliCompressSync(bytes, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
    },
  });
  const gzip = gzipSync(bytes, { level: 9 });
  raw += bytes.length;
  // A compressed copy no smaller than the file is left out: the file itself is then sent.
  if (brotli.length < bytes.length) {
    writeFileSync(`${path}.br`, brotli);
    br += brotli.length;
  }
  if (gzip.length < bytes.length) {
    writeFileSync(`${path}.gz`, gzip);
    gz += gzip.length;
  }
}
const kb = (n) => `${(n / 1000).toFixed(1)} kB`;
console.log(`precompress ${dist}: ${kb(raw)} → brotli ${kb(br)}, gzip ${kb(gz)}`);
