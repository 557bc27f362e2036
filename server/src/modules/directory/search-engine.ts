import type { Db } from '../../db/sql';
import { onPublicDataChange } from '../../platform/changes';
import * as billing from '../billing/service';
import { type IndexQuery, type IndexRow, SearchIndex } from './search-index';
import * as searchRepo from './search-repo';
import { indiaDate } from './views';

/**
 * Decision 61: one search index per database, built in the background and used only while it is current. A change
 * to public businesses (an approval, an edit, a review, a product, a plan) marks it stale: until the rebuild that
 * starts at once has finished, searches are answered by the database (repo.ts), so nobody ever sees an old
 * answer and nobody waits for the rebuild. A new India day rebuilds it too (plans start and end by the day).
 */

const BATCH = 5_000;

interface State {
  index: SearchIndex | null;
  /** the India date the index's plan boosts are for */
  day: string;
  /** bumped by every change; an index built from an older version is not used */
  version: number;
  builtVersion: number;
  building: Promise<void> | null;
  /** false: the database answers every search (the comparison tests; decision 61) */
  enabled: boolean;
}

const states = new WeakMap<object, State>();

function stateOf(db: object): State {
  let state = states.get(db);
  if (!state) {
    state = { index: null, day: '', version: 0, builtVersion: -1, building: null, enabled: true };
    states.set(db, state);
  }
  return state;
}

onPublicDataChange((db, change) => {
  if (['businesses', 'reviews', 'products', 'categories', 'plans'].includes(change.topic)) {
    const state = states.get(db);
    if (state) state.version++;
  }
});

const pause = () => new Promise((resolve) => setImmediate(resolve));

/** Reads every public business a batch at a time (other requests get their turn between batches) and builds. */
async function build(db: Db): Promise<{ index: SearchIndex; day: string }> {
  const day = indiaDate(new Date());
  const rows: IndexRow[] = [];
  for (let after = 0; ;) {
    const batch = await searchRepo.listIndexRows(db, after, BATCH);
    for (const r of batch)
      rows.push({ ...r, ratings: Number(r.ratings), number_of_reviews: Number(r.number_of_reviews) });
    if (batch.length < BATCH) break;
    after = batch[batch.length - 1]!.business_id;
    await pause();
  }
  const services: { business_id: number; service_id: number }[] = [];
  for (let after = { business_id: 0, service_id: 0 }; ;) {
    const batch = await searchRepo.listServicePairs(db, after, BATCH);
    services.push(...batch);
    if (batch.length < BATCH) break;
    after = batch[batch.length - 1]!;
    await pause();
  }
  const boosted = await billing.boostedBusinessIds(db, day);
  await pause();
  return { index: new SearchIndex(rows, services, boosted), day };
}

function startBuild(db: Db, state: State): Promise<void> {
  if (state.building) return state.building;
  const version = state.version;
  state.building = build(db)
    .then(({ index, day }) => {
      state.index = index;
      state.day = day;
      state.builtVersion = version;
    })
    .finally(() => {
      state.building = null;
      // Changed again while building: build again.
      if (state.version !== version) void startBuild(db, state);
    });
  return state.building;
}

/** The current index, or null (then the database answers) while it is being built or rebuilt. */
export function currentIndex(db: Db): SearchIndex | null {
  const state = stateOf(db);
  if (!state.enabled) return null;
  const current = state.index && state.builtVersion === state.version && state.day === indiaDate(new Date());
  if (!current) {
    startBuild(db, state).catch(() => {
      // A failed build (the database closing under a test, say) leaves the database answering.
    });
    return null;
  }
  return state.index;
}

/** Builds the index now and waits for it (start-up, tests). */
export async function buildSearchIndex(db: Db): Promise<void> {
  const state = stateOf(db);
  while (!currentIndex(db)) await startBuild(db, state);
}

/** Turns the index off (the database answers) or on again for one database: tests compare the two. */
export function setSearchIndexEnabled(db: Db, enabled: boolean): void {
  stateOf(db).enabled = enabled;
}

export type { IndexQuery };
