/* global window */
// How the entry pages feel on a low-end phone on mobile data: Chromium at 360×740 with the
// network and CPU throttled as Lighthouse's mobile preset describes them (RTT 150 ms, 1.6 Mbps
// down, 750 kbps up, CPU 4× slower), each page loaded cold (a new browser context) BENCH_RUNS
// times (3). Prints the median largest contentful paint, the time until the first field can be
// typed into (it is on the page and React drives it), and the JavaScript bytes as sent (after
// compression, without headers). Needs `npm run build` (npm run bench:pages does it).
// Always exits 0: benchmarks report, they do not fail the build.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { freePort, waitAnswering } from './bench-lib.mjs';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const main = join(import.meta.dirname, '..', 'dist', 'src', 'main.js');

// Targets from the product owner: largest contentful paint, first field usable (ms).
const PAGES = [
  { path: '/', label: 'consumer sign-in', lcp: 1500, field: 2500, jsKb: 150 },
  { path: '/partner/login', label: 'partner sign-in', lcp: 1500, field: 2500 },
  { path: '/admin/login', label: 'admin sign-in', lcp: 3000, field: 4000 },
];

const NETWORK = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};
const CPU_SLOWDOWN = 4;

// In the page from its first byte: the last LCP candidate, and the first moment a visible,
// enabled text field exists that React has attached to, outside an inert (prerendered, not yet
// hydrated) page: before that, typing is lost or ignored.
const PROBE = `(() => {
  window.__bench = { lcp: 0, field: 0 };
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) window.__bench.lcp = e.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  const check = () => {
    const el = document.querySelector(
      'input:not([type=hidden]):not([type=checkbox]):not([type=radio]):not([disabled]), textarea:not([disabled])',
    );
    if (el && el.getClientRects().length > 0 && !el.closest('[inert]') && Object.keys(el).some((k) => k.startsWith('__reactFiber'))) {
      window.__bench.field = performance.now();
      return;
    }
    setTimeout(check, 16);
  };
  check();
})();`;

async function load(browser, url) {
  const context = await browser.newContext({
    viewport: { width: 360, height: 740 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    locale: 'en-IN',
  });
  try {
    const page = await context.newPage();
    await page.addInitScript(PROBE);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Network.emulateNetworkConditions', NETWORK);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    // A script's bytes as sent: its compressed body, without the response headers.
    const scripts = new Map();
    let jsBytes = 0;
    const encodings = new Set();
    cdp.on('Network.responseReceived', (e) => {
      if (e.type === 'Script') {
        scripts.set(e.requestId, { url: e.response.url, headers: e.response.encodedDataLength });
        const h = Object.fromEntries(Object.entries(e.response.headers).map(([k, v]) => [k.toLowerCase(), v]));
        encodings.add(h['content-encoding'] ?? 'identity');
      }
    });
    cdp.on('Network.loadingFinished', (e) => {
      const script = scripts.get(e.requestId);
      if (!script) return;
      jsBytes += e.encodedDataLength - script.headers;
      if (process.env.BENCH_VERBOSE) console.log(`    ${e.encodedDataLength - script.headers} ${script.url}`);
    });
    await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
    await page.waitForFunction(() => window.__bench.field > 0, null, { timeout: 120_000, polling: 100 });
    // Lazy chunks the first screen asks for after load count as sent for it too.
    await page.waitForLoadState('networkidle', { timeout: 120_000 });
    // The LCP entry is final once the page has been interacted with or hidden; reading it after
    // the network is idle is what Lighthouse does too.
    const { lcp, field } = await page.evaluate(() => window.__bench);
    return { lcp, field, jsBytes, encodings: [...encodings] };
  } finally {
    await context.close();
  }
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

const dir = mkdtempSync(join(tmpdir(), 'cm-bench-pages-'));
const port = await freePort();
const server = spawn(process.execPath, [main], {
  env: {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    PORT: String(port),
    LOG_LEVEL: 'warn',
    EMBEDDED_DB_DIR: join(dir, 'db'),
    UPLOAD_DIR: join(dir, 'up'),
  },
  stdio: 'ignore',
});
const browser = await chromium.launch({
  executablePath: CHROMIUM,
  headless: true,
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
const rows = [];
try {
  await waitAnswering(`http://127.0.0.1:${port}/api/health`, { child: server, seconds: 180 });
  for (const p of PAGES) {
    // One warm-up load, not counted: the server's own first answers (brand, texts) are slower.
    await load(browser, `http://127.0.0.1:${port}${p.path}`);
    const runs = [];
    for (let i = 0; i < RUNS; i++) runs.push(await load(browser, `http://127.0.0.1:${port}${p.path}`));
    rows.push({
      ...p,
      lcpMs: median(runs.map((r) => r.lcp)),
      fieldMs: median(runs.map((r) => r.field)),
      jsKb: median(runs.map((r) => r.jsBytes)) / 1000,
      jsTargetKb: p.jsKb,
      encodings: [...new Set(runs.flatMap((r) => r.encodings))].join(', '),
    });
  }
} finally {
  await browser.close();
  server.kill('SIGTERM');
  await new Promise((r) => server.once('exit', r));
  rmSync(dir, { recursive: true, force: true });
}

const s = (ms) => `${(ms / 1000).toFixed(2)} s`;
const verdict = (value, target) => (target === undefined ? '' : value <= target ? ' (met)' : ' (MISSED)');
console.log(
  `\nEntry pages at 360×740, RTT ${NETWORK.latency} ms, 1.6 Mbps down, 750 kbps up, CPU ${CPU_SLOWDOWN}× slower; median of ${RUNS} cold loads`,
);
for (const r of rows) {
  console.log(`  ${r.path.padEnd(15)} ${r.label}`);
  console.log(`    largest contentful paint ${s(r.lcpMs)}${verdict(r.lcpMs, r.lcp)} (target ≤ ${s(r.lcp)})`);
  console.log(`    first field usable       ${s(r.fieldMs)}${verdict(r.fieldMs, r.field)} (target ≤ ${s(r.field)})`);
  console.log(
    `    JS sent                  ${r.jsKb.toFixed(1)} KB as ${r.encodings}${r.jsTargetKb ? `${verdict(r.jsKb, r.jsTargetKb)} (target ≤ ${r.jsTargetKb} KB)` : ''}`,
  );
}
