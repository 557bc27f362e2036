import type { Kysely } from 'kysely';
import { indiaDate } from '@gd/contracts/india-time';
import { openStatus, type TOpeningHours } from '@gd/contracts/opening-hours';
import type { TBusinessProfile } from '@gd/contracts/schemas/directory';
import type { DB } from '../../db/schema';
import { onPublicDataChange } from '../../platform/changes';
import { ok } from '../../platform/envelope';
import * as docs from './profile-doc-repo';
import { loadProfile, planNames } from './profile-service';

/**
 * Decision 81: GET /api/businesses/:id answers from a document kept per business (business_profiles): the JSON
 * text the profile's assembly (profile-service.ts, nine queries) makes, cut around what depends on the moment or
 * changes without a change announced — the view count (read live with the document, one primary-key lookup),
 * the plan badge of today's India date (kept with the day it is for, looked up again on a new day) and open now
 * (worked out from the stored hours at the request's moment). The answer is byte for byte what the assembly
 * gives for the same data.
 *
 * A document goes stale when a change to what it shows is announced (platform/changes.ts: the business, its
 * reviews, products, photos, hours; a category, city or service renamed; a plan changed) — in every process, as
 * the change bus repeats each change to the others — and is rebuilt when next viewed, or by the start-up fill.
 */

const TOTAL_VIEW = '"total_view":0';
const TAIL = ',"plan_name":null,"open_status":null}}';

/** The stored pieces of an assembled profile: the answer's text around the view count, plan badge and open now. */
export function profilePieces(profile: TBusinessProfile, planDate: string): docs.ProfileDocPieces | null {
  const json = JSON.stringify(ok({ ...profile, total_view: 0, plan_name: null, open_status: null }));
  const at = json.indexOf(`${TOTAL_VIEW},`);
  if (at < 0 || !json.endsWith(TAIL)) return null;
  return {
    head: json.slice(0, at + TOTAL_VIEW.length - 1),
    middle: json.slice(at + TOTAL_VIEW.length, json.length - TAIL.length),
    hours: profile.opening_hours ? JSON.stringify(profile.opening_hours) : null,
    plan_name: profile.plan_name ?? null,
    plan_date: planDate,
  };
}

/**
 * Open now as JSON, by the hours' text, for the minute of `at`: it depends on nothing else (India minutes are
 * whole UTC minutes), and businesses share hours, so most requests find it here rather than work it out.
 */
const statusOfHours = new Map<string, { minute: number; json: string }>();
const STATUS_OF_HOURS_MAX = 5_000;

function openStatusJson(hours: string | null, at: Date): string {
  if (hours === null) return 'null';
  const minute = Math.floor(at.getTime() / 60_000);
  const known = statusOfHours.get(hours);
  if (known?.minute === minute) return known.json;
  const json = JSON.stringify(openStatus(JSON.parse(hours) as TOpeningHours, at));
  if (!known && statusOfHours.size >= STATUS_OF_HOURS_MAX) statusOfHours.delete(statusOfHours.keys().next().value!);
  statusOfHours.set(hours, { minute, json });
  return json;
}

/** The answer from its pieces at `at`. */
function answer(
  head: string,
  totalView: number,
  middle: string,
  hours: string | null,
  planName: string | null,
  at: Date,
): string {
  const status = openStatusJson(hours, at);
  return `${head}${JSON.stringify(totalView)}${middle},"plan_name":${JSON.stringify(planName)},"open_status":${status}}}`;
}

/** Stale-marking writes not yet done, per database: a profile read in this process waits for them. */
const marking = new WeakMap<object, Promise<void>>();

function mark(db: Kysely<DB>, write: () => Promise<void>): void {
  const done = (marking.get(db) ?? Promise.resolve())
    .then(write)
    .catch((err: unknown) => console.error('marking profile documents stale failed', err));
  marking.set(db, done);
  void done.then(() => {
    if (marking.get(db) === done) marking.delete(db);
  });
}

onPublicDataChange((db, change) => {
  const k = db as Kysely<DB>;
  switch (change.topic) {
    case 'businesses':
    case 'reviews':
    case 'products':
      if (change.id === undefined) mark(k, () => docs.markAllProfilesStale(k));
      else {
        const id = change.id;
        mark(k, () => docs.markProfileStale(k, id));
      }
      break;
    case 'categories':
    case 'reference':
      mark(k, () => docs.markAllProfilesStale(k));
      break;
    case 'plans':
      mark(k, () => docs.markAllPlansStale(k));
      break;
    default:
  }
});

/** The profile answer's JSON text for a public business at `at`; null when it is not public. */
export async function profileAnswer(db: Kysely<DB>, businessId: number, at: Date): Promise<string | null> {
  const pending = marking.get(db);
  if (pending) await pending;
  const row = await docs.readProfileDoc(db, businessId);
  if (!row) return null;
  const totalView = Number(row.total_view);
  const today = indiaDate(new Date());
  if (row.head === null || row.middle === null) {
    const built = await buildDoc(db, businessId, row.version);
    if (!built) return null;
    return answer(built.head, totalView, built.middle, built.hours, built.plan_name, at);
  }
  let planName = row.plan_name;
  if (row.plan_date !== today) {
    // A new India day (or a plan changed): the badge of today, kept for the rest of the day.
    planName = (await planNames(db, [businessId])).get(businessId) ?? null;
    await docs.storeProfilePlan(db, businessId, row.version!, { plan_name: planName, plan_date: today });
  }
  return answer(row.head, totalView, row.middle, row.hours, planName, at);
}

/** Assembles and stores one business's document (unless a change came in since `version` was read). */
async function buildDoc(db: Kysely<DB>, businessId: number, version: number | null) {
  const today = indiaDate(new Date());
  const profile = await loadProfile(db, businessId);
  if (!profile) return null;
  const pieces = profilePieces(profile, today);
  if (!pieces) throw new Error(`business ${businessId}: its profile answer cannot be cut into pieces`);
  await docs.storeProfileDoc(db, businessId, version, pieces);
  return pieces;
}

/**
 * Builds the documents public businesses lack (after the migration, or stale ones no one viewed since), a batch
 * at a time in the background from start-up; answers how many it built.
 */
export async function fillProfileDocs(db: Kysely<DB>): Promise<number> {
  let built = 0;
  let after = 0;
  for (;;) {
    const rows = await docs.withoutProfileDoc(db, after, 200);
    if (!rows.length) return built;
    for (const row of rows) {
      // The version read with the id guards the store like a view's rebuild (null: no row yet).
      if (await buildDoc(db, row.business_id, row.version)) built++;
      await new Promise<void>((resolve) => setImmediate(resolve));
    }
    after = rows[rows.length - 1]!.business_id;
  }
}
