import { type Insertable, type Kysely, sql, type Transaction, type Updateable } from 'kysely';
import { APPROVAL } from '@gd/contracts/codes';
import type { DB } from '../../db/schema';
import type { OffersTable } from './tables';

type Db = Kysely<DB> | Transaction<DB>;

/** Offers with the name of their business (offers of a deleted or unapproved business are not public). */
function withBusiness(db: Db) {
  return db
    .selectFrom('offers as o')
    .leftJoin('businesses as b', 'b.business_id', 'o.business_id')
    .select([
      'o.offer_id',
      'o.offer_name',
      'o.offer_description_short',
      'o.offer_description',
      'o.offer_start_date',
      'o.offer_end_date',
      'o.offer_image_url',
      'o.offer_discount',
      'o.offer_code',
      'o.business_id',
      'b.business_name',
      'o.created_at',
      'o.updated_at',
    ]);
}

/** Only offers of the site (no business) or of an approved, not deleted business. */
function publicOnly(q: ReturnType<typeof withBusiness>) {
  return q.where((eb) =>
    eb.or([
      eb('o.business_id', 'is', null),
      eb.and([eb('b.is_approve', '=', sql.lit(APPROVAL.APPROVED)), eb('b.deleted_at', 'is', null)]),
    ]),
  );
}

/** Current and coming offers: the last day is today or later (India time). */
export function listPublic(db: Db, today: string) {
  return publicOnly(withBusiness(db))
    .where('o.offer_end_date', '>=', today)
    .orderBy('o.offer_start_date')
    .orderBy('o.offer_id')
    .limit(500)
    .execute();
}

export function findPublic(db: Db, offerId: number) {
  return publicOnly(withBusiness(db)).where('o.offer_id', '=', offerId).executeTakeFirst();
}

export function find(db: Db, offerId: number) {
  return withBusiness(db).where('o.offer_id', '=', offerId).executeTakeFirst();
}

export function listForBusiness(db: Db, businessId: number) {
  return withBusiness(db)
    .where('o.business_id', '=', businessId)
    .orderBy('o.offer_end_date', 'desc')
    .orderBy('o.offer_id', 'desc')
    .execute();
}

export async function listAll(db: Db, limit: number, offset: number) {
  const [rows, total] = await Promise.all([
    withBusiness(db).orderBy('o.offer_id', 'desc').limit(limit).offset(offset).execute(),
    db
      .selectFrom('offers')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, count: Number(total.n) };
}

export function insert(db: Db, values: Insertable<OffersTable>) {
  return db.insertInto('offers').values(values).returning('offer_id').executeTakeFirstOrThrow();
}

export function update(db: Db, offerId: number, values: Updateable<OffersTable>) {
  return db.updateTable('offers').set(values).where('offer_id', '=', offerId).execute();
}

export function remove(db: Db, offerId: number) {
  return db.deleteFrom('offers').where('offer_id', '=', offerId).execute();
}

export function listForSitemap(db: Db, today: string) {
  return publicOnly(withBusiness(db))
    .where('o.offer_end_date', '>=', today)
    .orderBy('o.offer_id')
    .limit(5000)
    .execute();
}
