// Builds the web app and the server when their sources are newer than their build (npm start, install, tests).
import { spawnSync } from 'node:child_process';
import { isStale, root, targets } from './lib/stale.mjs';

export function buildIfStale({ quiet = false } = {}) {
  for (const t of targets) {
    if (!isStale(t.output, t.sources)) continue;
    if (!quiet) console.log(`Building ${t.name}…`);
    const r = spawnSync('npm', ['run', 'build', '-w', t.name], { cwd: root, stdio: 'inherit' });
    if (r.status !== 0) {
      console.error(`Build of ${t.name} failed.`);
      process.exit(r.status ?? 1);
    }
  }
}

if (import.meta.url === `file://${process.argv[1]}`) buildIfStale();
