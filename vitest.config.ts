import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      { test: { name: 'shared', include: ['packages/shared/src/**/*.test.ts'] } },
      {
        test: {
          name: 'server',
          include: ['apps/server/src/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // PGlite instances are memory-heavy; two workers match the machine's two cores
          maxWorkers: 2,
        },
      },
      { test: { name: 'web', include: ['apps/web/src/**/*.test.ts'] } },
      { test: { name: 'e2e', include: ['e2e/**/*.e2e.ts'], testTimeout: 120_000, hookTimeout: 180_000, fileParallelism: false } },
    ],
  },
});
