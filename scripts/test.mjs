// npm test: lint, types, unit, component and API tests (SQLite and PostgreSQL), then e2e in Chromium.
// `node scripts/test.mjs <suite>` runs one suite alone (the test:* scripts of package.json):
//   unit     plain unit tests and the web's component tests (vitest projects unit, web)
//   api      the API suites on SQLite (api-sqlite)
//   api-pg   the API suites on PostgreSQL (api-postgres; TEST_PG_URL or postgres://postgres@127.0.0.1:5432/test)
//   e2e      Playwright in Chromium, on the built app (built first when stale)
//   scale    two app processes behind HAProxy on one PostgreSQL, Redis and a local S3 bucket (scripts/test-scale.mjs)
// Every run prints one closing line summed over its runners: `tests: N passed, N failed, N skipped`.
import fs from 'node:fs';
import { printBanner } from './lib/chromium.mjs';
import {
  fail,
  finish,
  inCI,
  PG_HINT,
  pgUrl,
  postgresReachable,
  resultsDir,
  runChecksTogether,
  runE2e,
  runScale,
  runVitest,
} from './lib/test-totals.mjs';

const suites = {
  unit: () => runVitest('unit and component tests (vitest)', ['unit', 'web']),
  api: () => runVitest('API tests on SQLite (vitest)', ['api-sqlite']),
  'api-pg': async () => {
    if (await postgresReachable()) runVitest('API tests on PostgreSQL (vitest)', ['api-postgres']);
    else fail(`PostgreSQL is not reachable at ${pgUrl}: start it with ${PG_HINT}`);
  },
  e2e: runE2e,
  scale: runScale,
};

const suite = process.argv[2];
if (suite) {
  if (!(suite in suites)) {
    console.error(`Unknown suite "${suite}": one of ${Object.keys(suites).join(', ')}`);
    process.exit(2);
  }
  await suites[suite]();
  finish();
}

fs.rmSync(resultsDir, { recursive: true, force: true });
await runChecksTogether([
  ['lint (eslint + prettier)', 'lint'],
  ['typecheck', 'typecheck'],
]);

const projects = ['unit', 'web', 'api-sqlite'];
if (await postgresReachable()) projects.push('api-postgres');
else if (inCI) fail(`PostgreSQL is not reachable at ${pgUrl} and CI=true: the PostgreSQL suite must run.`);
else printBanner(`POSTGRESQL SUITE SKIPPED: nothing answers at ${pgUrl}. Start it with: ${PG_HINT}`);
runVitest('unit, component and API tests (vitest)', projects);

await runScale();
runE2e();
finish();
