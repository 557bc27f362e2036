import type { TOpeningHours } from '@gd/contracts/opening-hours';
import type { Db } from '../../db/sql';
import { onPublicDataChange } from '../../platform/changes';
import { cachePerDatabase } from '../../platform/ttl-cache';
import * as hoursRepo from './hours-repo';
import * as profileRepo from './profile-repo';
import { planNames } from './profile-service';

/**
 * What a card shows beyond its row — opening hours (decision 62), the first photo and photo count (decision 64),
 * the plan badge — kept a minute per business: a page of a search asks for few of them, and the same businesses
 * come up again and again. A change to a business or a plan forgets them all; a plan that starts or ends with the
 * day shows at most a minute late.
 */
export interface CardExtras {
  hours: TOpeningHours | null;
  cover: { photo_url: string; thumb_url: string | null; count: number } | null;
  plan: string | null;
}

const extras = cachePerDatabase<CardExtras>(60_000, 50_000);

onPublicDataChange((db, change) => {
  if (change.topic === 'businesses' || change.topic === 'plans') extras(db).clear();
});

async function load(db: Db, ids: number[]): Promise<Map<number, CardExtras>> {
  const [hours, covers, plans] = await Promise.all([
    hoursRepo.hoursOf(db, ids),
    profileRepo.galleryCovers(db, ids),
    planNames(db, ids),
  ]);
  return new Map(
    ids.map((id) => [id, { hours: hours.get(id) ?? null, cover: covers.get(id) ?? null, plan: plans.get(id) ?? null }]),
  );
}

/** The extras of these businesses: the ones not held are read together, in three queries. */
export async function cardExtras(db: Db, ids: readonly number[]): Promise<Map<number, CardExtras>> {
  const cache = extras(db);
  const missing = ids.filter((id) => !cache.has(String(id)));
  if (missing.length) {
    const batch = load(db, missing);
    for (const id of missing) void cache.get(String(id), () => batch.then((m) => m.get(id)!));
  }
  const values = await Promise.all(
    ids.map((id) => cache.get(String(id), () => load(db, [id]).then((m) => m.get(id)!))),
  );
  return new Map(ids.map((id, i) => [id, values[i]!]));
}
