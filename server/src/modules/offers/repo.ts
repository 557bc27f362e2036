import type { Insertable, Updateable } from 'kysely';
import type { Db } from '../../db/sql';
import * as directory from '../directory/service';
import type { OffersTable } from './tables';

/** Offers of the site (no business) and of businesses; the business names are the directory's. */
function offers(db: Db) {
  return db
    .selectFrom('offers as o')
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
      'o.created_at',
      'o.updated_at',
    ]);
}

/** Only offers of the site (no business) or of an approved, not deleted business. */
function publicOnly(q: ReturnType<typeof offers>) {
  return q.where((eb) => eb.or([eb('o.business_id', 'is', null), directory.isPublicBusiness('o.business_id')]));
}

/** Current and coming offers: the last day is today or later (India time). */
export function listPublic(db: Db, today: string) {
  return publicOnly(offers(db))
    .where('o.offer_end_date', '>=', today)
    .orderBy('o.offer_start_date')
    .orderBy('o.offer_id')
    .limit(500)
    .execute();
}

export function findPublic(db: Db, offerId: number) {
  return publicOnly(offers(db)).where('o.offer_id', '=', offerId).executeTakeFirst();
}

export function find(db: Db, offerId: number) {
  return offers(db).where('o.offer_id', '=', offerId).executeTakeFirst();
}

export function listForBusiness(db: Db, businessId: number) {
  return offers(db)
    .where('o.business_id', '=', businessId)
    .orderBy('o.offer_end_date', 'desc')
    .orderBy('o.offer_id', 'desc')
    .execute();
}

export async function listAll(db: Db, limit: number, offset: number) {
  const [rows, total] = await Promise.all([
    offers(db).orderBy('o.offer_id', 'desc').limit(limit).offset(offset).execute(),
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
  return publicOnly(offers(db))
    .clearSelect()
    .select(['o.offer_id', 'o.updated_at'])
    .where('o.offer_end_date', '>=', today)
    .orderBy('o.offer_id')
    .limit(5000)
    .execute();
}
