import { defineConfig } from 'vitest/config';

/**
 * Test projects: unit tests of plain code (contracts, and server code that needs no database), web components
 * (jsdom), and the same API suites on SQLite and on PostgreSQL. `npm test` (scripts/test.mjs) and the `test:*`
 * scripts of package.json choose projects and print the summed total (scripts/lib/test-totals.mjs).
 */
const apiProject = (name: string, db: 'sqlite' | 'postgres', groupOrder: number) => ({
  test: {
    name,
    root: './server',
    include: ['test/**/*.test.ts'],
    globalSetup: ['test/global-setup.ts'],
    env: { TEST_DB: db },
    pool: 'forks' as const,
    maxWorkers: 2,
    // Files share a worker's modules (decision 107): importing the whole server again for each of ~95 files cost
    // more than the tests themselves (SQLite: 6 min 33 s isolated, 2 min 52 s shared, on a slow machine). Every
    // file makes its own database and app; module state must not leak from one file to the next (a stand-in a
    // file registers is taken away after it, a module it stands in for is loaded afresh: clinic-opd-service).
    isolate: false,
    testTimeout: 20_000,
    hookTimeout: 60_000,
    // Projects with different worker counts run as separate groups: web first, then each database.
    sequence: { groupOrder },
  },
});

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['contracts/src/**/*.test.ts', 'server/src/**/*.test.ts', 'web/build/**/*.test.ts'],
          environment: 'node',
          // Plain functions over their own data: files share modules as the API suites do (decision 107).
          isolate: false,
          maxWorkers: 2,
          // The search engine's exhaustive checks take 2–3 s on a two-core machine, over vitest's 5 s when the
          // machine is busy (as the web project's form tests, web/vitest.config.ts).
          testTimeout: 15_000,
        },
      },
      'web/vitest.config.ts',
      apiProject('api-sqlite', 'sqlite', 1),
      apiProject('api-postgres', 'postgres', 2),
    ],
  },
});
