// What an entry page costs before it is usable, in figures that do not depend on the machine's
// load: the requests that finished before React had taken the prerendered page over (their
// bytes as sent and their count), the app's JS run until then (V8's precise coverage: how many
// functions of /assets/ ran and how many calls they took; the same for the same code whatever
// the load) and the main thread's script time (CDP Performance.getMetrics ScriptDuration: wall
// time, inflated on a loaded machine), read while the page is paused at that moment, under
// the same throttling as bench-pages.mjs (polling every 5 ms for that moment adds a little).
// BENCH_RUNS cold loads (5) per page after one warm-up; means and medians. Needs `npm run build`.
// Always exits 0.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { freePort, waitAnswering } from './bench-lib.mjs';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const main = join(import.meta.dirname, '..', 'dist', 'src', 'main.js');
const PAGES = ['/', '/partner/login'];
const NETWORK = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};

// The page stops (a debugger statement) the moment its first field is usable as bench-pages.mjs
// counts it: outside the prerendered page's `inert` and attached to React (hydrated).
const PROBE = `(() => {
  const check = () => {
    const el = document.querySelector('input:not([type=hidden]):not([type=checkbox])');
    if (el && !el.closest('[inert]') && Object.keys(el).some((k) => k.startsWith('__reactFiber'))) {
      debugger;
      return;
    }
    setTimeout(check, 5);
  };
  check();
})();`;

async function load(browser, url) {
  const context = await browser.newContext({ viewport: { width: 360, height: 740 }, isMobile: true });
  try {
    const page = await context.newPage();
    await page.addInitScript(PROBE);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Network.emulateNetworkConditions', NETWORK);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await cdp.send('Performance.enable');
    await cdp.send('Debugger.enable');
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.startPreciseCoverage', { callCount: true, detailed: false });
    const requests = new Map();
    let hydrated = false;
    cdp.on('Network.requestWillBeSent', (e) => {
      if (!hydrated) requests.set(e.requestId, { url: e.request.url.replace(/^https?:\/\/[^/]+/, ''), start: e.timestamp });
    });
    cdp.on('Network.responseReceived', (e) => {
      const r = requests.get(e.requestId);
      if (r) r.headers = e.response.encodedDataLength;
    });
    cdp.on('Network.loadingFinished', (e) => {
      const r = requests.get(e.requestId);
      if (r && !hydrated) Object.assign(r, { end: e.timestamp, bytes: e.encodedDataLength - (r.headers ?? 0) });
    });
    // Functions that ran (by script and offset): each take of the coverage resets its counts.
    const seen = new Set();
    const paused = new Promise((resolve) =>
      cdp.on('Debugger.paused', async () => {
        hydrated = true;
        const { metrics } = await cdp.send('Performance.getMetrics');
        const m = Object.fromEntries(metrics.map((x) => [x.name, x.value]));
        const { result } = await cdp.send('Profiler.takePreciseCoverage');
        const app = result.filter((script) => script.url.includes('/assets/'));
        const ran = app.flatMap((script) =>
          script.functions.filter((f) => f.ranges[0].count > 0).map((f) => ({ ...f, key: `${script.url}:${f.ranges[0].startOffset}` })),
        );
        ran.forEach((f) => seen.add(f.key));
        m.functions = ran.length;
        m.calls = ran.reduce((sum, f) => sum + f.ranges[0].count, 0);
        await cdp.send('Debugger.resume');
        resolve(m);
      }),
    );
    void page.goto(url, { timeout: 120_000 }).catch(() => undefined);
    const m = await paused;
    // And once the page has settled (what hydration and the answers after it ran).
    await page.waitForLoadState('networkidle', { timeout: 120_000 });
    const { result } = await cdp.send('Profiler.takePreciseCoverage');
    for (const script of result.filter((x) => x.url.includes('/assets/')))
      for (const f of script.functions) if (f.ranges[0].count > 0) seen.add(`${script.url}:${f.ranges[0].startOffset}`);
    const done = [...requests.values()].filter((r) => r.end);
    const t0 = Math.min(...done.map((r) => r.start));
    return {
      functions: m.functions,
      settledFunctions: seen.size,
      calls: m.calls,
      scriptMs: m.ScriptDuration * 1000,
      taskMs: m.TaskDuration * 1000,
      requests: done.length,
      jsBytes: done.filter((r) => /\.js$/.test(r.url)).reduce((s, r) => s + r.bytes, 0),
      bytes: done.reduce((s, r) => s + r.bytes, 0),
      waterfall: done
        .sort((a, b) => a.start - b.start)
        .map((r) => `${String(Math.round((r.start - t0) * 1000)).padStart(5)}–${String(Math.round((r.end - t0) * 1000)).padStart(5)} ms ${String(r.bytes).padStart(6)} B ${r.url}`),
    };
  } finally {
    await context.close();
  }
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const mean = (xs) => xs.reduce((s, x) => s + x, 0) / xs.length;
const dir = mkdtempSync(join(tmpdir(), 'cm-bench-hydration-'));
const port = await freePort();
const server = spawn(process.execPath, [main], {
  env: { PATH: process.env.PATH, HOME: process.env.HOME, PORT: String(port), LOG_LEVEL: 'warn', EMBEDDED_DB_DIR: join(dir, 'db'), UPLOAD_DIR: join(dir, 'up') },
  stdio: 'ignore',
});
const browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'] });
try {
  await waitAnswering(`http://127.0.0.1:${port}/api/health`, { child: server, seconds: 180 });
  for (const path of PAGES) {
    await load(browser, `http://127.0.0.1:${port}${path}`);
    const runs = [];
    for (let i = 0; i < RUNS; i++) runs.push(await load(browser, `http://127.0.0.1:${port}${path}`));
    console.log(`\n${path}: before hydration, ${RUNS} cold loads, CPU 4× slower`);
    console.log(`  JS run          ${median(runs.map((r) => r.functions))} functions, ${median(runs.map((r) => r.calls))} calls (medians; runs ${runs.map((r) => r.functions).join(', ')})`);
    console.log(`  JS run by the time the network is idle: ${median(runs.map((r) => r.settledFunctions))} functions (median)`);
    console.log(`  ScriptDuration  mean ${mean(runs.map((r) => r.scriptMs)).toFixed(0)} ms (runs ${runs.map((r) => r.scriptMs.toFixed(0)).join(', ')})`);
    console.log(`  TaskDuration    mean ${mean(runs.map((r) => r.taskMs)).toFixed(0)} ms`);
    console.log(`  requests ${median(runs.map((r) => r.requests))}, all bytes ${median(runs.map((r) => r.bytes))}, JS bytes ${median(runs.map((r) => r.jsBytes))} (medians, as sent)`);
    console.log(`  waterfall of the last run:\n    ${runs.at(-1).waterfall.join('\n    ')}`);
  }
} finally {
  await browser.close();
  server.kill('SIGTERM');
  await new Promise((r) => server.once('exit', r));
  rmSync(dir, { recursive: true, force: true });
}
