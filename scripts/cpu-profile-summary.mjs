// Where a Node process's CPU went, from a V8 .cpuprofile (node --cpu-prof): the share of the
// busy time (idle left out) spent in each package's own code and in the top functions.
// `node scripts/cpu-profile-summary.mjs <file or directory>`; bench:api prints it with BENCH_PROFILE=1.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** `node_modules/<package>`, `app` for the built server, `node:<module>` or V8's own entries. */
function owner(url, name) {
  if (!url) return name; // (garbage collector), (program), writev and other natives
  const pkg = /node_modules\/((@[^/]+\/)?[^/]+)/.exec(url);
  if (pkg) return pkg[1];
  if (url.includes('/dist/')) return 'app';
  if (url.startsWith('node:')) return `node:${url.slice(5).split('/')[0]}`;
  return url;
}

/** The newest .cpuprofile of a directory, or the file itself. */
function profileFile(path) {
  if (!statSync(path).isDirectory()) return path;
  const files = readdirSync(path).filter((f) => f.endsWith('.cpuprofile'));
  if (!files.length) throw new Error(`no .cpuprofile in ${path}`);
  return join(path, files.sort().at(-1));
}

export function summarize(path, top = 15) {
  const profile = JSON.parse(readFileSync(profileFile(path), 'utf8'));
  const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
  const byOwner = new Map();
  const byFunction = new Map();
  let busy = 0;
  profile.samples.forEach((id, i) => {
    const { callFrame: f } = nodes.get(id);
    if (f.functionName === '(idle)') return;
    const us = profile.timeDeltas[i];
    busy += us;
    const o = owner(f.url, f.functionName);
    byOwner.set(o, (byOwner.get(o) ?? 0) + us);
    const fn = f.url ? `${f.functionName || '(anonymous)'} (${o}:${f.lineNumber + 1})` : o;
    byFunction.set(fn, (byFunction.get(fn) ?? 0) + us);
  });
  const lines = [
    `busy ${(busy / 1e6).toFixed(1)} s of CPU; own time by package, then by function:`,
  ];
  const list = (m) =>
    [...m]
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .map(([k, us]) => `${((100 * us) / busy).toFixed(1).padStart(6)} %  ${k}`);
  return [...lines, ...list(byOwner), '', ...list(byFunction)].join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  if (!process.argv[2]) throw new Error('usage: cpu-profile-summary.mjs <file or directory>');
  console.log(summarize(process.argv[2]));
}
