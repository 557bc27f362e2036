// In-process bench of the search thread's whole answer (search-answers.ts listFromIndex): the search mix's
// questions of `npm run bench`, asked once each in the mix's order (so what the index keeps between questions
// counts as it does in the server), timed without HTTP or the thread's messages.
// Asks N questions and measures those after the first SKIP (the index's kept rankings warmed), with their CPU time;
// with --cpu-prof it is the profile of the thread's work (bench/search-ab.mjs compares two revisions).
//   DATA_DIR=/tmp/data N=40000 SKIP=20000 node --import tsx server/bench/search-answers.ts
//   SLOW=n       prints the n slowest questions
import { ZBusinessListQuery } from '@gd/contracts/schemas/directory';
// @ts-expect-error: a plain ES module of the repository's scripts
import { mixGenerators } from '../../scripts/bench-mix.mjs';
import { connect } from '../src/db/connection';
import { listFromIndex } from '../src/modules/directory/search-answers';
import { warmVocabulary } from '../src/modules/directory/search';
import { buildSearchIndex } from '../src/modules/directory/search-engine';

const dataDir = process.env.DATA_DIR;
if (!dataDir) throw new Error('DATA_DIR: a data folder seeded with npm run seed -- --businesses 100000');
const cases = Number(process.env.N ?? 20000);
const database = connect({ dataDir, databaseUrl: process.env.DATABASE_URL || undefined });
const db = database.db;
await buildSearchIndex(db);
await warmVocabulary(db);
const generators = (await mixGenerators({ dataDir, databaseUrl: process.env.DATABASE_URL || undefined })) as {
  search: () => string;
};
const asked = [];
for (let i = 0; i < cases; i++) {
  const url = new URL(generators.search(), 'http://bench');
  asked.push({ url: url.search, query: ZBusinessListQuery.parse(Object.fromEntries(url.searchParams)) });
}
const at = new Date();
const times: { ms: number; url: string; kind: string }[] = [];
const skip = Number(process.env.SKIP ?? 0);
let cpuAt = process.cpuUsage();
for (const [i, { url, query }] of asked.entries()) {
  if (i === skip) cpuAt = process.cpuUsage();
  const t = performance.now();
  const json = await listFromIndex(db, query, at);
  const ms = performance.now() - t;
  // The mix asks, in turn, a whole name, two words and one word twice (bench-mix.mjs).
  const kind = `${['name', 'two', 'one', 'one'][(i + 1) % 4]}${query.city_id ? '+city' : ''}${query.category_id ? '+cat' : ''}${json?.includes('did_you_mean') ? '+dym' : json?.includes('"count":0') ? '+none' : ''}`;
  if (i >= skip) times.push({ ms, url, kind });
}
const total = times.reduce((s, t) => s + t.ms, 0);
const cpu = process.cpuUsage(cpuAt);
console.log(`cpu ${((cpu.user + cpu.system) / 1000).toFixed(0)} ms`);
const sorted = times.map((t) => t.ms).sort((a, b) => a - b);
const pct = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!.toFixed(3);
console.log(
  `${times.length} questions in ${total.toFixed(0)} ms: mean ${((total / times.length) * 1000).toFixed(0)} µs, p50 ${pct(50)} p90 ${pct(90)} p99 ${pct(99)} p99.9 ${pct(99.9)} max ${pct(100)} ms`,
);
const byKind = new Map<string, number[]>();
for (const t of times) (byKind.get(t.kind) ?? byKind.set(t.kind, []).get(t.kind)!).push(t.ms);
for (const [kind, list] of [...byKind].sort(
  (a, b) => b[1].reduce((s, x) => s + x, 0) - a[1].reduce((s, x) => s + x, 0),
)) {
  const sum = list.reduce((s, x) => s + x, 0);
  console.log(
    `${kind.padEnd(20)} n=${String(list.length).padStart(6)} sum ${sum.toFixed(0).padStart(6)} ms (${((100 * sum) / total).toFixed(0)}%) mean ${((sum / list.length) * 1000).toFixed(0)} µs`,
  );
}
for (const th of [0.2, 0.5, 1, 2, 5]) {
  const above = times.filter((t) => t.ms > th);
  console.log(
    `above ${th} ms: ${above.length} questions, ${((100 * above.reduce((s, t) => s + t.ms, 0)) / total).toFixed(0)}% of the time`,
  );
}
const slow = Number(process.env.SLOW ?? 0);
for (const t of [...times].sort((a, b) => b.ms - a.ms).slice(0, slow))
  console.log(t.ms.toFixed(2), t.kind, decodeURIComponent(t.url));
await database.close?.();
process.exit(0);
