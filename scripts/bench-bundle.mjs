// Prints the JavaScript each UI makes the browser download before its first screen, raw and
// gzipped (level 9), against the size budgets. Run after `npm run build:ui`. Always exits 0:
// benchmarks report, they do not fail the build.
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, posix } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

const UIS = [
  // The budgets: the admin's shell ≤ 330 kB; the consumer (and partner) sign-in route ≤ 150 kB,
  // since React, its router and i18next alone weigh about 120 kB (the product owner's decision).
  // The admin's entry draws the sign-in form alone (admin-ui/src/login); every other page loads
  // react-admin's shell (src/AppRoot.tsx) at start as well.
  { name: 'admin-ui', label: 'admin (sign-in)', base: '/admin/', budgetKb: 200 },
  {
    name: 'admin-ui',
    label: 'admin (shell)',
    base: '/admin/',
    budgetKb: 330,
    routeModules: ['src/AppRoot.tsx'],
  },
  // The login page renders at '/', whose route component is lazy: its chunk loads at start too.
  {
    name: 'consumer-ui',
    label: 'consumer (login route)',
    base: '/',
    budgetKb: 150,
    routeModules: ['src/app/routes/home.tsx'],
  },
];

const attr = (tag, name) => tag.match(new RegExp(`\\s${name}\\s*=\\s*["']([^"']*)["']`, 'i'))?.[1];

// Entry <script type="module" src> and every <link rel="modulepreload" href>, as dist paths.
function htmlEntries(html, base) {
  const urls = [];
  for (const [tag] of html.matchAll(/<script\b[^>]*>/gi)) {
    if (attr(tag, 'type') === 'module' && attr(tag, 'src')) urls.push(attr(tag, 'src'));
  }
  for (const [tag] of html.matchAll(/<link\b[^>]*>/gi)) {
    if (attr(tag, 'rel') === 'modulepreload' && attr(tag, 'href')) urls.push(attr(tag, 'href'));
  }
  return urls.map((url) =>
    url.startsWith(base) ? url.slice(base.length) : url.replace(/^\//, ''),
  );
}

// Static `import … from "./x.js"`, `import "./x.js"` and `export … from "./x.js"`; never import().
const STATIC_IMPORT =
  /(?:^|[;\s}])(?:import|export)\s*(?:[\w$*{}\s,]*?\s*from\s*)?["'](\.{1,2}\/[^"']+\.js)["']/g;

function collect(distDir, startFiles) {
  const seen = new Set();
  const queue = [...startFiles];
  while (queue.length > 0) {
    const file = posix.normalize(queue.shift());
    if (seen.has(file)) continue;
    seen.add(file);
    const code = readFileSync(join(distDir, file), 'utf8');
    for (const [, specifier] of code.matchAll(STATIC_IMPORT)) {
      queue.push(posix.join(posix.dirname(file), specifier));
    }
  }
  return [...seen].filter((file) => file.endsWith('.js'));
}

function routeChunks(distDir, modules = []) {
  const manifestPath = join(distDir, '.vite', 'manifest.json');
  if (modules.length === 0) return [];
  if (!existsSync(manifestPath)) throw new Error(`${manifestPath} is missing (build.manifest)`);
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
  return modules.map((module) => {
    if (!manifest[module]) throw new Error(`${module} is not in ${manifestPath}`);
    return manifest[module].file;
  });
}

const kb = (bytes) => (bytes / 1000).toFixed(1);

function measure(ui, distDir = join(root, ui.name, 'dist')) {
  const html = readFileSync(join(distDir, 'index.html'), 'utf8');
  const files = collect(distDir, [
    ...htmlEntries(html, ui.base),
    ...routeChunks(distDir, ui.routeModules),
  ]);
  const sizes = files.map((file) => {
    const buffer = readFileSync(join(distDir, file));
    return { file, raw: buffer.length, gzip: gzipSync(buffer, { level: 9 }).length };
  });
  const raw = sizes.reduce((sum, s) => sum + s.raw, 0);
  const gzip = sizes.reduce((sum, s) => sum + s.gzip, 0);
  return { ...ui, sizes, raw, gzip, pass: gzip / 1000 <= ui.budgetKb };
}

const rows = [];
for (const ui of UIS) {
  try {
    rows.push(measure(ui));
  } catch (error) {
    console.log(`${ui.name}: cannot measure (${error.message}). Run npm run build:ui first.`);
  }
}

const table = [
  ['UI', 'files', 'raw kB', 'gzip kB', 'target', 'result'],
  ...rows.map((r) => [
    r.label,
    String(r.sizes.length),
    kb(r.raw),
    kb(r.gzip),
    `<= ${r.budgetKb} kB`,
    r.pass ? 'PASS' : 'OVER',
  ]),
];
const widths = table[0].map((_, i) => Math.max(...table.map((row) => row[i].length)));
const line = (row) =>
  row.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join('  ');

console.log('\nInitial JavaScript per UI (gzip level 9, 1 kB = 1000 bytes)\n');
console.log(line(table[0]));
console.log(widths.map((w) => '-'.repeat(w)).join('  '));
for (const row of table.slice(1)) console.log(line(row));
for (const r of rows) {
  console.log(`\n${r.label}:`);
  for (const s of r.sizes)
    console.log(
      `  ${s.file.padEnd(44)} ${kb(s.raw).padStart(8)} raw ${kb(s.gzip).padStart(7)} gzip`,
    );
}
console.log('');

// The libraries under the consumer login route's budget: the app is built once more into a
// temporary folder with each library in a chunk of its own, and the route's chunks are measured
// by library. What they weigh together is the floor no app code can go below.
const LIBRARIES = [
  ['react-dom (with scheduler)', /node_modules\/(react-dom|scheduler)\//],
  ['react-router', /node_modules\/react-router/],
  ['i18next + react-i18next', /node_modules\/(i18next|react-i18next)\//],
  ['react', /node_modules\/react\//],
];
const consumer = UIS.find((ui) => ui.name === 'consumer-ui');
const outDir = mkdtempSync(join(tmpdir(), 'bench-bundle-'));
try {
  const { build } = await import('vite');
  await build({
    root: join(root, 'consumer-ui'),
    configFile: join(root, 'consumer-ui', 'vite.config.ts'),
    logLevel: 'silent',
    build: {
      outDir,
      emptyOutDir: true,
      rollupOptions: {
        output: {
          manualChunks: (id) => {
            const index = LIBRARIES.findIndex(([, test]) => test.test(id));
            return index < 0 ? undefined : `lib${index}`;
          },
        },
      },
    },
  });
  const split = measure(consumer, outDir);
  const libraries = LIBRARIES.map(([name], index) => ({
    name,
    gzip: split.sizes
      .filter((s) => posix.basename(s.file).startsWith(`lib${index}-`))
      .reduce((sum, s) => sum + s.gzip, 0),
  }));
  const floor = libraries.reduce((sum, l) => sum + l.gzip, 0);
  console.log(`${consumer.label}, by library (a separate build with one chunk per library):`);
  for (const l of libraries) console.log(`  ${l.name.padEnd(44)} ${kb(l.gzip).padStart(7)} gzip`);
  console.log(`  ${'libraries together'.padEnd(44)} ${kb(floor).padStart(7)} gzip`);
  console.log(
    `  ${"the app's own code".padEnd(44)} ${kb(split.gzip - floor).padStart(7)} gzip` +
      `  (the budget leaves it ${kb(consumer.budgetKb * 1000 - floor)} kB)\n`,
  );
} catch (error) {
  console.log(`The by-library build failed: ${error.message}\n`);
} finally {
  rmSync(outDir, { recursive: true, force: true });
}
