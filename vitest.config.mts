import { defineConfig } from 'vitest/config';

// Five tiers (`npm run test:<tier>` for one; `npm test` runs them all):
// - unit: no database, no Redis, no build; server specs beside the code and the apps' own specs.
// - medium: a repository, a query helper or a queue on real PostgreSQL or Redis, no Nest app and
//   no HTTP (`*.medium-spec.ts` beside the code; test/utils/medium.ts gives the file's database).
// - api: the app over HTTP on real PostgreSQL and Redis (`test/*.e2e-spec.ts`).
// - browser: Debian's Chromium against the built UIs served by the app.
// - fleet: the built server as separate api and worker processes on one database and Redis,
//   through restarts and faults (`test/fleet/`).
// The global setup migrates one database; every api and browser file clones its own from it and
// boots its own Nest app, so files run side by side (`TEST_WORKERS`, default 3: much of a file's
// time is waiting on PostgreSQL, Redis, a page or a timer; on 2 cores two at a time took the
// browser tier from 7.5 to 5.4 minutes, and three at a time took the api tier from 280 to 245 s
// and the browser tier from 378 to 354 s against two). A worker's files share its loaded
// modules (`isolate: false`):
// each file still has its own database, queue prefix, Nest app and browser context, but loading
// the server's modules is paid once per worker, not once per file (`TEST_ISOLATE=true` to undo).
// The unit tier shares modules the same way: isolated, one file at a time, it spent 50 s loading
// modules for 10 s of tests; two workers sharing them take 10 s in all.
//
// Unit, medium, api and browser run as one stream (one `sequence.groupOrder`): Vitest queues them
// a tier after another (api, browser, medium, unit: by name), and a worker that runs out of one
// tier's files starts on the next while the others finish theirs. Run as four groups, each tier
// waited for the last file of the one before and then for its workers to load the server's
// modules, with a core idle much of that time. The fleet runs after them, on its own.
const sideBySide = {
  maxWorkers: Number(process.env.TEST_WORKERS ?? 3),
  isolate: process.env.TEST_ISOLATE === 'true',
};
const onServices = {
  globalSetup: ['test/global-setup.ts'],
  setupFiles: ['test/setup-env.ts'],
  ...sideBySide,
};

export default defineConfig({
  // NestJS and TypeORM need legacy decorators with emitted metadata (see ../shared/TOOLCHAIN.md).
  oxc: { decorator: { legacy: true, emitDecoratorMetadata: true } },
  test: {
    // Transformed modules are kept on disk (node_modules/.experimental-vitest-cache) and shared
    // by the tiers, which import the same server modules: each tier transformed them again.
    experimental: { fsModuleCache: true },
    testTimeout: 30_000,
    hookTimeout: 120_000,
    pool: 'forks',
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          ...sideBySide,
          include: [
            'src/**/*.spec.ts',
            'test/**/*.spec.ts',
            'packages/*/src/**/*.spec.ts',
            'admin-ui/src/**/*.spec.ts',
            'consumer-ui/src/**/*.spec.ts',
          ],
          sequence: { groupOrder: 0 },
        },
      },
      {
        extends: true,
        test: {
          name: 'medium',
          include: ['src/**/*.medium-spec.ts'],
          ...onServices,
          sequence: { groupOrder: 0 },
        },
      },
      {
        extends: true,
        test: {
          name: 'api',
          include: ['test/**/*.e2e-spec.ts'],
          exclude: ['test/browser/**', 'test/fleet/**'],
          ...onServices,
          sequence: { groupOrder: 0 },
        },
      },
      {
        extends: true,
        test: {
          name: 'fleet',
          include: ['test/fleet/**/*.e2e-spec.ts'],
          ...onServices,
          // Each file runs several server processes, and they wait on each other's restarts more
          // than on a core: two files at a time took the tier from 48 to 37–41 s on 2 cores.
          maxWorkers: 2,
          // Restarts and drains wait on other processes' timing: retried once in CI, as the
          // browser tier is (below).
          retry: process.env.CI ? 1 : 0,
          sequence: { groupOrder: 1 },
        },
      },
      {
        extends: true,
        test: {
          name: 'browser',
          include: ['test/browser/**/*.e2e-spec.ts'],
          ...onServices,
          // A page may take more than poll's default second to show an answer on a loaded
          // machine (a brand's colours, a saved row): waiting is not timing.
          expect: { poll: { timeout: 10_000 } },
          // In CI a failed browser test runs once more before it fails the run: on a loaded
          // 2-core runner a page can miss a 15 s wait that it makes in 2 s on its own. The report
          // marks the test "(retry x1)"; one that fails twice fails. Never retried locally.
          retry: process.env.CI ? 1 : 0,
          sequence: { groupOrder: 0 },
        },
      },
    ],
  },
});
