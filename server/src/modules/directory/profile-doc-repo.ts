import { type CompiledQuery, sql } from 'kysely';
import { APPROVAL } from '@gd/contracts/codes';
import type { Db } from '../../db/sql';

/**
 * Decision 81: the public profile's answer kept ready (business_profiles, migration 0035). Read with the
 * business's public state and view count in one primary-key lookup; written only under the version it was read
 * with, so a document built from data a change has since replaced is never stored.
 */

export interface ProfileDocPieces {
  head: string;
  middle: string;
  hours: string | null;
  plan_name: string | null;
  plan_date: string;
}

const profileDocQuery = (db: Db, businessId: number) =>
  db
    .selectFrom('businesses as b')
    .leftJoin('business_profiles as p', 'p.business_id', 'b.business_id')
    .select(['b.total_view', 'p.version', 'p.head', 'p.middle', 'p.hours', 'p.plan_name', 'p.plan_date'])
    .where('b.business_id', '=', businessId)
    .where('b.is_approve', '=', sql.lit(APPROVAL.APPROVED))
    .where('b.deleted_at', 'is', null);

type ProfileDocRow = Awaited<ReturnType<ReturnType<typeof profileDocQuery>['executeTakeFirst']>>;

/** The read compiled once per database (its one parameter is the id): building it cost more than running it. */
const compiledReads = new WeakMap<Db, CompiledQuery<NonNullable<ProfileDocRow>>>();

/**
 * A public business's stored document and live view count; undefined when the business is not public (not
 * approved, deleted, unknown). `version` is null when it has no row yet, `head` null while it is stale.
 */
export async function readProfileDoc(db: Db, businessId: number): Promise<ProfileDocRow> {
  let compiled = compiledReads.get(db);
  if (!compiled) {
    compiled = profileDocQuery(db, 0).compile();
    if (compiled.parameters.length !== 1) throw new Error('the profile document read must have one parameter');
    compiledReads.set(db, compiled);
  }
  const query: CompiledQuery<NonNullable<ProfileDocRow>> = { ...compiled, parameters: [businessId] };
  const { rows } = await db.executeQuery(query);
  return rows[0];
}

/**
 * Decision 84: the documents and view counts of several public businesses in one query (the profile requests that
 * came in together), by id; a business not public is missing.
 */
export async function readProfileDocs(db: Db, businessIds: readonly number[]) {
  const rows = await db
    .selectFrom('businesses as b')
    .leftJoin('business_profiles as p', 'p.business_id', 'b.business_id')
    .select([
      'b.business_id',
      'b.total_view',
      'p.version',
      'p.head',
      'p.middle',
      'p.hours',
      'p.plan_name',
      'p.plan_date',
    ])
    .where('b.business_id', 'in', businessIds)
    .where('b.is_approve', '=', sql.lit(APPROVAL.APPROVED))
    .where('b.deleted_at', 'is', null)
    .execute();
  return new Map(rows.map((r) => [r.business_id, r]));
}

/** Decision 84: only the view counts of several public businesses (their documents are held in memory), by id. */
export async function readViewCounts(db: Db, businessIds: readonly number[]): Promise<Map<number, number>> {
  const rows = await db
    .selectFrom('businesses')
    .select(['business_id', 'total_view'])
    .where('business_id', 'in', businessIds)
    .where('is_approve', '=', sql.lit(APPROVAL.APPROVED))
    .where('deleted_at', 'is', null)
    .execute();
  return new Map(rows.map((r) => [r.business_id, Number(r.total_view)]));
}

/**
 * Stores a document built after reading `version` (null: there was no row). Stores nothing when a change came
 * in between (the version moved on, or a row appeared), as the document may show what it replaced.
 */
export async function storeProfileDoc(
  db: Db,
  businessId: number,
  version: number | null,
  doc: ProfileDocPieces,
): Promise<void> {
  if (version === null) {
    await db
      .insertInto('business_profiles')
      .values({ business_id: businessId, version: 0, ...doc })
      .onConflict((oc) => oc.column('business_id').doNothing())
      .execute();
    return;
  }
  await db
    .updateTable('business_profiles')
    .set(doc)
    .where('business_id', '=', businessId)
    .where('version', '=', version)
    .execute();
}

/**
 * One business's document is stale (its row, its reviews, products, photos, hours or plan changed): a row with a
 * higher version and no text, which also stops a rebuild in flight from storing what it read before.
 */
export async function markProfileStale(db: Db, businessId: number): Promise<void> {
  await db
    .insertInto('business_profiles')
    .values({ business_id: businessId, version: 1 })
    .onConflict((oc) =>
      oc.column('business_id').doUpdateSet((eb) => ({
        version: eb('business_profiles.version', '+', 1),
        head: null,
        middle: null,
      })),
    )
    .execute();
}

/** Every document is stale (a category, city or service renamed): the text goes, rebuilt when next viewed. */
export async function markAllProfilesStale(db: Db): Promise<void> {
  await db
    .updateTable('business_profiles')
    .set((eb) => ({ version: eb('version', '+', 1), head: null, middle: null }))
    .execute();
}

/** Every plan badge is to be looked up again (a plan renamed, its badge switched): the documents are rebuilt. */
export async function markAllPlansStale(db: Db): Promise<void> {
  await db
    .updateTable('business_profiles')
    .set((eb) => ({ version: eb('version', '+', 1), plan_date: null }))
    .execute();
}

/** Public businesses after `afterId` without a current document, in id order: what the start-up fill builds. */
export function withoutProfileDoc(db: Db, afterId: number, limit: number) {
  return db
    .selectFrom('businesses as b')
    .leftJoin('business_profiles as p', 'p.business_id', 'b.business_id')
    .select(['b.business_id', 'p.version'])
    .where('b.business_id', '>', afterId)
    .where('b.is_approve', '=', sql.lit(APPROVAL.APPROVED))
    .where('b.deleted_at', 'is', null)
    .where('p.head', 'is', null)
    .orderBy('b.business_id')
    .limit(limit)
    .execute();
}
