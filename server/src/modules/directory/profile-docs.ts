import type { Kysely } from 'kysely';
import { indiaDate } from '@gd/contracts/india-time';
import { openStatus, type TOpeningHours } from '@gd/contracts/opening-hours';
import type { TBusinessProfile } from '@gd/contracts/schemas/directory';
import type { DB } from '../../db/schema';
import { onPublicDataChange } from '../../platform/changes';
import { ok } from '../../platform/envelope';
import * as docs from './profile-doc-repo';
import { heldOf } from './profile-held';
import { loadProfile } from './profile-service';

/**
 * Decision 81: GET /api/businesses/:id answers from a document kept per business (business_profiles): the JSON
 * text the profile's assembly (profile-service.ts, nine queries) makes, cut around what depends on the moment or
 * changes without a change announced — the view count (read live with the document, one primary-key lookup),
 * the plan badge of today's India date (a document is of one India day: rebuilt when first viewed on another) and
 * open now (worked out from the stored hours at the request's moment). The answer is byte for byte what the assembly
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

/** Forget held documents (decision 84, profile-held.ts): these businesses' (a change was announced), or all. */
export function forgetHeldProfiles(db: object, ids?: Iterable<number>): void {
  heldOf(db as Kysely<DB>).forget(ids);
}

/** The view totals the view batch just wrote (the database's): held documents show them at once. */
export function heldViewCounts(db: object, totals: ReadonlyMap<number, number>): void {
  heldOf(db as Kysely<DB>).setCounts(totals, Date.now());
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
      if (change.id === undefined) {
        forgetHeldProfiles(db);
        mark(k, () => docs.markAllProfilesStale(k));
      } else {
        const id = change.id;
        forgetHeldProfiles(db, [id]);
        mark(k, () => docs.markProfileStale(k, id));
      }
      break;
    case 'categories':
    case 'reference':
      forgetHeldProfiles(db);
      mark(k, () => docs.markAllProfilesStale(k));
      break;
    case 'plans':
      forgetHeldProfiles(db);
      mark(k, () => docs.markAllPlansStale(k));
      break;
    default:
  }
});

/**
 * The profile answer's JSON text for a public business at `at`; null when it is not public. The document comes
 * from memory when held (decision 84), with its view count when read less than `COUNT_MS` ago, else with the
 * count read again; otherwise from the database with the requests that came in together.
 */
export async function profileAnswer(db: Kysely<DB>, businessId: number, at: Date): Promise<string | null> {
  const pending = marking.get(db);
  if (pending) await pending;
  const h = heldOf(db);
  // The plan badge is of the request's India day (the clock a test moves, too), not of the machine's.
  const today = indiaDate(at);
  const generation = h.generation;
  const kept = h.doc(businessId, today);
  if (kept) {
    if (kept.until > Date.now()) return answer(kept.head, kept.total, kept.middle, kept.hours, kept.plan_name, at);
    const since = h.seq;
    const total = await h.readCount(businessId);
    if (total === undefined) return null;
    // A change heard meanwhile may have replaced the document: it is read again below.
    if (h.generation === generation) {
      h.setCount(businessId, total, since, Date.now());
      return answer(kept.head, total, kept.middle, kept.hours, kept.plan_name, at);
    }
  }
  const read = h.generation;
  const row = await h.readDoc(businessId);
  if (!row) return null;
  const totalView = Number(row.total_view);
  // Missing, stale, or built on another India day: its plan badge is of that day (and a document a lost mark
  // left behind lasts a day at most).
  if (row.head === null || row.middle === null || row.plan_date !== today) {
    const built = await buildDoc(db, businessId, row.version, today);
    if (!built) return null;
    if (h.worthHolding(businessId)) h.hold(businessId, { ...built, total: totalView }, read, Date.now());
    return answer(built.head, totalView, built.middle, built.hours, built.plan_name, at);
  }
  const doc = { head: row.head, middle: row.middle, hours: row.hours, plan_name: row.plan_name, plan_date: today };
  if (h.worthHolding(businessId)) h.hold(businessId, { ...doc, total: totalView }, read, Date.now());
  return answer(row.head, totalView, row.middle, row.hours, row.plan_name, at);
}

/** Assembles and stores one business's document (unless a change came in since `version` was read). */
async function buildDoc(db: Kysely<DB>, businessId: number, version: number | null, today: string) {
  const profile = await loadProfile(db, businessId);
  if (!profile) return null;
  const pieces = profilePieces(profile, today);
  if (!pieces) throw new Error(`business ${businessId}: its profile answer cannot be cut into pieces`);
  await docs.storeProfileDoc(db, businessId, version, pieces);
  return pieces;
}

const FILL_AT_ONCE = 8;

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
    // A few at a time (PostgreSQL answers them in parallel), letting requests in between.
    for (let i = 0; i < rows.length; i += FILL_AT_ONCE) {
      const group = rows.slice(i, i + FILL_AT_ONCE);
      // The version read with the id guards the store like a view's rebuild (null: no row yet).
      const today = indiaDate(new Date());
      const done = await Promise.all(group.map((row) => buildDoc(db, row.business_id, row.version, today)));
      built += done.filter(Boolean).length;
      await new Promise<void>((resolve) => setImmediate(resolve));
    }
    after = rows[rows.length - 1]!.business_id;
  }
}
