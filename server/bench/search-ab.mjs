// A/B bench of the search thread's whole answer (search-answers.ts listFromIndex) between two revisions, in one
// process: each revision's server code is bundled on its own (its own module state, index and caches) and every
// question of `npm run bench`'s search mix is asked of both, in alternating order, so the machine's slow and fast
// spells fall on both alike (here, runs of one build after the other differed by a third). Prints each side's mean
// and percentiles, the ratio of their times, and how many answers differed (their bytes should not).
//   DATA_DIR=/tmp/data node server/bench/search-ab.mjs [base revision, default HEAD]   (N=30000 SKIP=10000)
//   MIX=autocomplete   the autocomplete mix's keystrokes instead (list-service.ts suggestJsonNow, the thread's answer)
// The other side is the working tree. DATA_DIR: a folder seeded with 100,000 businesses (`npm run bench` with
// BENCH_KEEP=1, or `npm run seed -- --businesses 100000`).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { mixGenerators } from '../../scripts/bench-mix.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const dataDir = process.env.DATA_DIR;
if (!dataDir) throw new Error('DATA_DIR: a data folder seeded with 100,000 businesses');
const base = process.argv[2] ?? 'HEAD';
const N = Number(process.env.N ?? 30_000);
const SKIP = Number(process.env.SKIP ?? 10_000);
const MIX = process.env.MIX ?? 'search';
if (MIX !== 'search' && MIX !== 'autocomplete') throw new Error('MIX: search or autocomplete');

const ENTRY = `import { ZBusinessListQuery } from '@gd/contracts/schemas/directory';
import { connect } from './src/db/connection';
import { listFromIndex } from './src/modules/directory/search-answers';
import { suggestJsonNow } from './src/modules/directory/list-service';
import { warmVocabulary } from './src/modules/directory/search';
import { buildSearchIndex } from './src/modules/directory/search-engine';
export async function setup(dataDir: string) {
  const { db } = connect({ dataDir });
  await buildSearchIndex(db);
  await warmVocabulary(db);
  return {
    parse: (search: string) => ZBusinessListQuery.parse(Object.fromEntries(new URLSearchParams(search))),
    ask: (query: never, at: Date) => listFromIndex(db, query, at),
    suggest: (q: string) => suggestJsonNow(db, q),
  };
}
`;

/** Bundles one tree's answer path next to this checkout's node_modules (npm packages stay external). */
async function bundle(tree, name) {
  const entry = path.join(tree, 'server', `.search-ab-entry.ts`);
  fs.writeFileSync(entry, ENTRY);
  const file = path.join(root, 'server', `.search-ab-${name}-${process.pid}.mjs`);
  try {
    await build({
      entryPoints: [entry],
      outfile: file,
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      logLevel: 'warning',
      plugins: [
        {
          name: 'external-packages',
          setup(b) {
            b.onResolve({ filter: /^[^./]/ }, (args) =>
              args.path.startsWith('@gd/') ? undefined : { path: args.path, external: true },
            );
          },
        },
      ],
    });
  } finally {
    fs.rmSync(entry);
  }
  return file;
}

const worktree = path.join(root, 'server', `.search-ab-base-${process.pid}`);
execFileSync('git', ['worktree', 'add', '--detach', worktree, base], { cwd: root, stdio: 'ignore' });
const files = [];
try {
  fs.symlinkSync(path.join(root, 'node_modules'), path.join(worktree, 'node_modules'));
  files.push(await bundle(worktree, 'a'), await bundle(root, 'b'));
} finally {
  execFileSync('git', ['worktree', 'remove', '--force', worktree], { cwd: root, stdio: 'ignore' });
}
try {
  const sides = [];
  for (const file of files) sides.push(await (await import(pathToFileURL(file).href)).setup(dataDir));
  const mix = await mixGenerators({ dataDir });
  const searches = Array.from({ length: N }, () => new URL(mix[MIX](), 'http://bench').search);
  const at = new Date();
  const times = [[], []];
  let differing = 0;
  for (let i = 0; i < N; i++) {
    const order = i % 2 === 0 ? [0, 1] : [1, 0];
    const answers = [];
    for (const s of order) {
      const side = sides[s];
      const query = MIX === 'search' ? side.parse(searches[i]) : new URLSearchParams(searches[i]).get('q');
      const started = performance.now();
      answers[s] = MIX === 'search' ? await side.ask(query, at) : side.suggest(query);
      if (i >= SKIP) times[s].push(performance.now() - started);
    }
    if (answers[0] !== answers[1]) differing++;
  }
  const sum = (list) => list.reduce((a, b) => a + b, 0);
  const describe = (list) => {
    const sorted = [...list].sort((a, b) => a - b);
    const at = (f) => sorted[Math.floor(f * (sorted.length - 1))].toFixed(3);
    return `mean ${((sum(list) / list.length) * 1000).toFixed(0)} µs, p50 ${at(0.5)}, p99 ${at(0.99)}, max ${at(1)} ms`;
  };
  console.log(`A (${base}): ${describe(times[0])}`);
  console.log(`B (working tree): ${describe(times[1])}`);
  console.log(`B/A ${(sum(times[1]) / sum(times[0])).toFixed(3)}; answers differing: ${differing} of ${N}`);
} finally {
  for (const file of files) fs.rmSync(file, { force: true });
}
process.exit(0);
