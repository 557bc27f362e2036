import type { Db } from '../../db/sql';
import { onPublicDataChange } from '../../platform/changes';
import * as billing from '../billing/service';
import * as categories from '../categories/service';
import * as products from '../products/service';
import * as reference from '../reference/service';
import type { CardExtras } from './card-extras';
import * as hoursRepo from './hours-repo';
import * as profileRepo from './profile-repo';
import type { IndexQuery, SearchIndex } from './search-index';
import { Listing, type ListingRow } from './search-listing';
import * as searchRepo from './search-repo';
import { indiaDate } from './views';

/**
 * Decision 61: one search index per database, built in the background and used only while it is current. A change
 * to public businesses (an approval, an edit, a review, a product, a plan) marks it stale: until the rebuild that
 * starts at once has finished, searches are answered by the database (repo.ts), so nobody ever sees an old
 * answer and nobody waits for the rebuild. A new India day rebuilds it too (plans start and end by the day).
 * Decision 82: a build also holds every public business's card (with its hours, cover photo and plan badge) and
 * the browse lists (search-listing.ts), so a change to any of them (hours and photos are announced as
 * `businesses`; city names as `reference`) rebuilds it too.
 */

const BATCH = 5_000;

interface State {
  index: Listing | null;
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
  if (['businesses', 'reviews', 'products', 'categories', 'plans', 'reference'].includes(change.topic)) {
    const state = states.get(db);
    if (state) state.version++;
  }
});

/** Whether the moment is on that India date (compared by numbers: this is asked by every search). */
const DAY_MS = 86_400_000;
const dayBounds = new Map<string, [number, number]>();
function onDay(day: string, now: number): boolean {
  let bounds = dayBounds.get(day);
  if (!bounds) {
    const start = Date.parse(`${day}T00:00:00+05:30`);
    bounds = [start, start + DAY_MS];
    if (dayBounds.size > 4) dayBounds.clear();
    dayBounds.set(day, bounds);
  }
  return now >= bounds[0] && now < bounds[1];
}

const pause = () => new Promise((resolve) => setImmediate(resolve));

/**
 * The cards' hours, cover photos and plan badges of these businesses (card-extras.ts reads the same), and their
 * product names (why a card matched, decision 101: no search reads them then).
 */
async function extrasOf(
  db: Db,
  ids: number[],
  day: string,
  into: Map<number, CardExtras>,
  productsInto: Map<number, string[]>,
): Promise<void> {
  const [hours, covers, plans, names] = await Promise.all([
    hoursRepo.hoursOf(db, ids),
    profileRepo.galleryCovers(db, ids),
    billing.activePlanNames(db, ids, day),
    products.activeProductNames(db, ids),
  ]);
  for (const id of ids)
    into.set(id, { hours: hours.get(id) ?? null, cover: covers.get(id) ?? null, plan: plans.get(id) ?? null });
  for (const [id, list] of names) productsInto.set(id, list);
}

/** Reads every public business a batch at a time (other requests get their turn between batches) and builds. */
async function build(db: Db): Promise<{ index: Listing; day: string }> {
  const day = indiaDate(new Date());
  const rows: ListingRow[] = [];
  const extras = new Map<number, CardExtras>();
  const productNames = new Map<number, string[]>();
  for (let after = 0; ;) {
    const batch = await searchRepo.listIndexRows(db, after, BATCH);
    for (const r of batch)
      rows.push({ ...r, ratings: Number(r.ratings), number_of_reviews: Number(r.number_of_reviews) });
    await extrasOf(
      db,
      batch.map((r) => r.business_id),
      day,
      extras,
      productNames,
    );
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
  const [boosted, cities, cats] = await Promise.all([
    billing.boostedBusinessIds(db, day),
    reference.citiesById(db),
    categories.categoriesById(db),
  ]);
  await pause();
  const index = new Listing(rows, services, boosted, extras, { cities, categories: cats }, productNames);
  await index.browse.prepare(pause);
  return { index, day };
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
      if (state.version !== version)
        startBuild(db, state).catch(() => {
          // The database closed under it (a test ending): the next search starts another.
        });
    });
  return state.building;
}

/** The current index, or null (then the database answers) while it is being built or rebuilt. */
export function currentIndex(db: Db): SearchIndex | null {
  return currentListing(db)?.index ?? null;
}

/** The current index with its cards and browse lists (decision 82), or null while it is being built or rebuilt. */
export function currentListing(db: Db): Listing | null {
  const state = stateOf(db);
  if (!state.enabled) return null;
  const current = state.index && state.builtVersion === state.version && onDay(state.day, Date.now());
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
