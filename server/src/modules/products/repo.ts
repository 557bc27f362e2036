import { sql } from 'kysely';
import type { Db } from '../../db/sql';

/** A business's products (business_products). */

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

/** Every not deleted product of the business (active and inactive), newest first: the owner's list. */
export function listForBusiness(db: Db, businessId: number) {
  return db
    .selectFrom('business_products')
    .select(productColumns)
    .where('business_id', '=', businessId)
    .where('deleted_at', 'is', null)
    .orderBy('product_id', 'desc')
    .execute();
}

/** How many not deleted products the business has (decision 67: its plan's product limit counts these). */
export async function countForBusiness(db: Db, businessId: number): Promise<number> {
  const row = await db
    .selectFrom('business_products')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('business_id', '=', businessId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** Spec §2: only active products (and never deleted ones) appear on the profile. */
export function listActive(db: Db, businessId: number) {
  return db
    .selectFrom('business_products')
    .select(['product_id', 'product_name', 'description', 'product_price', 'image_name'])
    .where('business_id', '=', businessId)
    .where('is_active', '=', sql.lit(1))
    .where('deleted_at', 'is', null)
    .orderBy('product_id')
    .execute();
}

/** Names of the active products of several businesses (search: why a card matched). */
export function activeNamesOf(db: Db, businessIds: readonly number[]) {
  return (
    db
      .selectFrom('business_products')
      .select(['business_id', 'product_name'])
      .where('business_id', 'in', [...businessIds])
      .where('is_active', '=', 1)
      .where('deleted_at', 'is', null)
      // In one order wherever read (a page's cards, or the search index's build): the first product matching a word
      // is the reason a card shows (decision 101).
      .orderBy('business_id')
      .orderBy('product_id')
      .execute()
  );
}

export function find(db: Db, businessId: number, productId: number) {
  return db
    .selectFrom('business_products')
    .select(productColumns)
    .where('business_id', '=', businessId)
    .where('product_id', '=', productId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
}

export function insert(
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

export function update(
  db: Db,
  productId: number,
  values: Partial<{
    product_name: string;
    description: string | null;
    product_price: number | null;
    image_name: string | null;
    is_active: number;
    deleted_at: string;
  }> & { updated_at: string },
) {
  return db.updateTable('business_products').set(values).where('product_id', '=', productId).execute();
}
