import { defineConfig } from 'vitest/config';

// NestJS and TypeORM need legacy decorators with emitted metadata (see ../shared/TOOLCHAIN.md).
export default defineConfig({
  oxc: { decorator: { legacy: true, emitDecoratorMetadata: true } },
  test: {
    include: ['src/**/*.spec.ts', 'test/**/*.spec.ts', 'test/**/*.e2e-spec.ts'],
    globalSetup: ['test/global-setup.ts'],
    setupFiles: ['test/setup-env.ts'],
    // Every file boots its own Nest app on one shared database; run files one at a time on 2 cores.
    fileParallelism: false,
    testTimeout: 30_000,
    hookTimeout: 120_000,
    pool: 'forks',
  },
});
