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
        },
      },
      'web/vitest.config.ts',
      apiProject('api-sqlite', 'sqlite', 1),
      apiProject('api-postgres', 'postgres', 2),
    ],
  },
});
