import { defineConfig } from 'vitest/config';

// Projects with different worker limits must run as separate groups (sequence.groupOrder): vitest refuses
// to mix them. Group order = the order the test command reports them in.
export default defineConfig({
  test: {
    projects: [
      // shared and web: plain functions in Node; a worker imports a module once for all its files (isolate: false),
      // where a fresh module graph per file cost most of their time
      { test: { name: 'shared', include: ['packages/shared/src/**/*.test.ts'], isolate: false, sequence: { groupOrder: 0 } } },
      {
        test: {
          name: 'server',
          include: ['apps/server/src/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // PGlite instances are memory-heavy; two workers match the machine's two cores
          maxWorkers: 2,
          // files share a worker's modules: the app's imports and PGlite's WebAssembly load once per worker, not
          // once per file (they cost seconds each); every test still builds its own app on its own database
          isolate: false,
          sequence: { groupOrder: 1 },
        },
      },
      { test: { name: 'web', include: ['apps/web/src/**/*.test.ts', 'apps/web/build/**/*.test.ts'], isolate: false, sequence: { groupOrder: 2 } } },
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.e2e.ts'],
          testTimeout: 120_000,
          hookTimeout: 180_000,
          // two files at a time, each with its own Chromium: one file keeps about 1.2 cores busy (the server, the
          // browser and the test wait on each other), so two fill a two-core machine
          maxWorkers: 2,
          // a worker's files share its modules and its plain server (support/server.ts, sharedServer)
          isolate: false,
          // a page is awaited by its content, never by a guessed delay; vitest's 1 s default for expect.poll
          // is shorter than a first page load on a loaded CI machine (the chat page failed there so)
          expect: { poll: { timeout: 15_000 } },
          sequence: { groupOrder: 3 },
        },
      },
    ],
  },
});
