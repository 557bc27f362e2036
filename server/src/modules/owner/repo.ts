import { type Kysely, sql, type Transaction } from 'kysely';
import type { DB } from '../../db/schema';
import type { BusinessUpdate, NewBusiness } from '../directory/tables';

type Db = Kysely<DB> | Transaction<DB>;

export function insertBusiness(db: Db, values: NewBusiness) {
  return db.insertInto('businesses').values(values).returning(['business_id']).executeTakeFirstOrThrow();
}

/** The caller's own, not deleted business (every owner route starts here). */
export function findOwned(db: Db, businessId: number, userId: number) {
  return db
    .selectFrom('businesses')
    .selectAll()
    .where('business_id', '=', businessId)
    .where('owner_user_id', '=', userId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
}

export function listOwned(db: Db, userId: number) {
  return db
    .selectFrom('businesses as b')
    .leftJoin('business_categories as bc', 'bc.category_id', 'b.category_id')
    .leftJoin('cities as c', 'c.city_id', 'b.location_id')
    .select([
      'b.business_id',
      'b.business_name',
      'b.slug',
      'b.business_logo',
      'b.category_id',
      'bc.category_name',
      'bc.category_name_guj',
      'c.city_name as city',
      'c.city_name_guj as city_guj',
      'b.is_approve',
      'b.approval_reason',
      'b.profile_step',
      'b.total_view',
      'b.total_inquiry',
      'b.created_at',
    ])
    .where('b.owner_user_id', '=', userId)
    .where('b.deleted_at', 'is', null)
    .orderBy('b.created_at', 'desc')
    .orderBy('b.business_id', 'desc')
    .execute();
}

export function updateBusiness(db: Db, businessId: number, values: BusinessUpdate) {
  return db.updateTable('businesses').set(values).where('business_id', '=', businessId).execute();
}

export function listGallery(db: Db, businessId: number) {
  return db
    .selectFrom('business_gallery')
    .select(['photo_id', 'photo_url', 'thumb_url'])
    .where('business_id', '=', businessId)
    .orderBy('sort_order')
    .orderBy('photo_id')
    .execute();
}

export function countGallery(db: Db, businessId: number) {
  return db
    .selectFrom('business_gallery')
    .select(db.fn.countAll<number>().as('n'))
    .where('business_id', '=', businessId)
    .executeTakeFirstOrThrow()
    .then((r) => Number(r.n));
}

export function insertPhoto(
  db: Db,
  row: { business_id: number; photo_url: string; thumb_url: string; sort_order: number; created_at: string },
) {
  return db
    .insertInto('business_gallery')
    .values(row)
    .returning(['photo_id', 'photo_url', 'thumb_url'])
    .executeTakeFirstOrThrow();
}

export function findPhoto(db: Db, businessId: number, photoId: number) {
  return db
    .selectFrom('business_gallery')
    .select(['photo_id', 'photo_url', 'thumb_url'])
    .where('business_id', '=', businessId)
    .where('photo_id', '=', photoId)
    .executeTakeFirst();
}

export function deletePhoto(db: Db, photoId: number) {
  return db.deleteFrom('business_gallery').where('photo_id', '=', photoId).execute();
}

export function listServices(db: Db, businessId: number) {
  return db
    .selectFrom('business_services as bs')
    .innerJoin('services as s', 's.service_id', 'bs.service_id')
    .select(['s.service_id', 's.service_name', 's.service_name_guj', 's.created_by_user_id'])
    .where('bs.business_id', '=', businessId)
    .orderBy('s.service_name')
    .execute();
}

/** Services an owner may pick: the master list and their own custom ones. */
export function findUsableServices(db: Db, ids: number[], userId: number) {
  if (!ids.length) return Promise.resolve([]);
  return db
    .selectFrom('services')
    .select('service_id')
    .where('service_id', 'in', ids)
    .where((eb) => eb.or([eb('created_by_user_id', 'is', null), eb('created_by_user_id', '=', userId)]))
    .execute();
}

export function findServiceByName(db: Db, name: string) {
  return db
    .selectFrom('services')
    .select(['service_id', 'created_by_user_id'])
    .where(sql<boolean>`lower(service_name) = ${name.toLowerCase()}`)
    .executeTakeFirst();
}

export function insertService(db: Db, name: string, userId: number, now: string) {
  return db
    .insertInto('services')
    .values({ service_name: name, created_by_user_id: userId, created_at: now })
    .returning('service_id')
    .executeTakeFirstOrThrow();
}

export async function replaceServices(db: Db, businessId: number, serviceIds: number[]) {
  await db.deleteFrom('business_services').where('business_id', '=', businessId).execute();
  if (serviceIds.length) {
    await db
      .insertInto('business_services')
      .values(serviceIds.map((service_id) => ({ business_id: businessId, service_id })))
      .execute();
  }
}

export function viewDays(db: Db, businessId: number, fromDate: string) {
  return db
    .selectFrom('business_view_days')
    .select(['view_date', 'views'])
    .where('business_id', '=', businessId)
    .where('view_date', '>=', fromDate)
    .execute();
}

const productColumns = [
  'product_id',
  'business_id',
  'product_name',
  'description',
  'product_price',
  'image_name',
  'is_active',
  'created_at',
  'updated_at',
] as const;

export function listProducts(db: Db, businessId: number) {
  return db
    .selectFrom('business_products')
    .select(productColumns)
    .where('business_id', '=', businessId)
    .where('deleted_at', 'is', null)
    .orderBy('product_id', 'desc')
    .execute();
}

export function findProduct(db: Db, businessId: number, productId: number) {
  return db
    .selectFrom('business_products')
    .select(productColumns)
    .where('business_id', '=', businessId)
    .where('product_id', '=', productId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
}

export function insertProduct(
  db: Db,
  row: {
    business_id: number;
    product_name: string;
    description: string | null;
    product_price: number | null;
    image_name: string;
    is_active: number;
    now: string;
  },
) {
  const { now, ...values } = row;
  return db
    .insertInto('business_products')
    .values({ ...values, created_at: now, updated_at: now })
    .returning('product_id')
    .executeTakeFirstOrThrow();
}

export function updateProduct(
  db: Db,
  productId: number,
  values: Partial<{
    product_name: string;
    description: string | null;
    product_price: number | null;
    image_name: string | null;
    is_active: number;
    deleted_at: string;
  }> & {
    updated_at: string;
  },
) {
  return db.updateTable('business_products').set(values).where('product_id', '=', productId).execute();
}
