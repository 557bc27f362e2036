import { defineConfig } from 'vitest/config';

/**
 * Test projects: web components (jsdom), and the same API suites on SQLite and on PostgreSQL.
 * `npm test` (scripts/test.mjs) chooses projects and prints the summed total.
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
      'web/vitest.config.ts',
      apiProject('api-sqlite', 'sqlite', 1),
      apiProject('api-postgres', 'postgres', 2),
    ],
  },
});
