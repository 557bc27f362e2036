// In-process bench of the search index (decisions 82–83): the first-asked path of a page (SearchIndex.firstPage,
// else SearchIndex.ranked paged) over the texts of `npm run bench`'s search mix, timed without HTTP. Each case is
// timed ROUNDS times and its fastest time kept (the machine is shared).
//   DATA_DIR=/tmp/data N=3000 ROUNDS=5 node --expose-gc --import tsx server/bench/search-index.ts
//   OUT=file     writes each answer (positions, count, capped) a line: compare two builds with cmp
//   TIMES=file   appends the per-case times (JSON), to combine runs of builds run alternately
//   SLOW=n       prints the n slowest cases
import fs from 'node:fs';
// @ts-expect-error: a plain ES module of the repository's scripts
import { mixGenerators } from '../../scripts/bench-mix.mjs';
import { connect } from '../src/db/connection';
import { hasText, parseQuery } from '../src/modules/directory/search';
import { buildSearchIndex, currentListing } from '../src/modules/directory/search-engine';
import type { IndexQuery } from '../src/modules/directory/search-index';
import { pageOf, type PageQuery } from '../src/modules/directory/search-pages';

const dataDir = process.env.DATA_DIR;
if (!dataDir) throw new Error('DATA_DIR: a data folder seeded with npm run seed -- --businesses 100000');
const cases = Number(process.env.N ?? 3000);
const rounds = Number(process.env.ROUNDS ?? 5);
const gc = (globalThis as { gc?: () => void }).gc ?? (() => {});

gc();
const heapBefore = process.memoryUsage().heapUsed;
const database = connect({ dataDir });
const db = database.db;
const started = performance.now();
await buildSearchIndex(db);
const buildMs = performance.now() - started;
gc();
const heapAfter = process.memoryUsage().heapUsed;
const listing = currentListing(db)!;
const index = listing.index;

const generators = (await mixGenerators({ dataDir })) as { search: () => string };
const asked: { query: IndexQuery; page: PageQuery }[] = [];
for (let i = 0; i < cases; i++) {
  const url = new URL(generators.search(), 'http://bench');
  const q = url.searchParams.get('q')!;
  const city = url.searchParams.get('city_id') ? Number(url.searchParams.get('city_id')) : undefined;
  const category = url.searchParams.get('category_id') ? [Number(url.searchParams.get('category_id'))] : undefined;
  const parsed = await listing.parsed(q, city, (text, chosen) => parseQuery(db, text, chosen));
  if (!hasText(parsed)) continue;
  const text = parsed.search;
  asked.push({
    query: { ...text, sort: 'relevance' },
    page: {
      cityIds: parsed.cityIds.length ? parsed.cityIds : city !== undefined ? [city] : undefined,
      categoryIds: category,
      offset: Number(url.searchParams.get('offset') ?? 0),
      limit: Number(url.searchParams.get('limit') ?? 5),
      cap: 1000,
    },
  });
}

const run = ({ query, page }: (typeof asked)[number]) =>
  index.firstPage(query, page) ??
  pageOf(index.ranked(query, page), index.city, index.category, {
    ...page,
    cityIds: undefined,
    categoryIds: undefined,
  });

const answers = asked.map(run);
if (process.env.OUT) fs.writeFileSync(process.env.OUT, answers.map((a) => JSON.stringify(a)).join('\n') + '\n');
let best: number[] = asked.map(() => Infinity);
for (let r = 0; r < rounds; r++) {
  best = asked.map((c, i) => {
    const at = performance.now();
    run(c);
    return Math.min(best[i]!, performance.now() - at);
  });
}
if (process.env.TIMES) fs.appendFileSync(process.env.TIMES, JSON.stringify(best) + '\n');
const slowest = best
  .map((ms, i) => ({ ms, i }))
  .sort((a, b) => b.ms - a.ms)
  .slice(0, Number(process.env.SLOW ?? 0));
for (const { ms, i } of slowest) {
  const { query, page } = asked[i]!;
  const words = query.tokens.map((t) => t.word).join('+');
  console.log(`${(ms * 1000).toFixed(0)} µs ${JSON.stringify(query.q)} ${words} ${JSON.stringify(page)}`);
}
const sorted = [...best].sort((a, b) => a - b);
const at = (f: number) => (sorted[Math.floor(f * (sorted.length - 1))]! * 1000).toFixed(0);
const mean = (best.reduce((a, b) => a + b, 0) / best.length) * 1000;
const walked = asked.filter((c) => index.firstPage(c.query, c.page)).length;
console.log(
  `${asked.length} texts (${walked} walked, the rest ranked); build ${buildMs.toFixed(0)} ms, heap +${((heapAfter - heapBefore) / 1e6).toFixed(1)} MB; ` +
    `fastest of ${rounds}: mean ${mean.toFixed(0)} µs, p50 ${at(0.5)}, p90 ${at(0.9)}, p99 ${at(0.99)}, max ${at(1)} µs`,
);
await database.close();
