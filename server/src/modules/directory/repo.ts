import { type Kysely, PostgresAdapter, sql, type Transaction } from 'kysely';
import { APPROVAL } from '@gd/contracts/codes';
import { indiaDate } from '@gd/contracts/india-time';
import type { TBusinessListQuery } from '@gd/contracts/schemas/directory';
import type { DB } from '../../db/schema';

type Db = Kysely<DB> | Transaction<DB>;

/** Approved, not deleted businesses per category. */
export async function countPublicBusinessesByCategory(db: Db): Promise<Map<number, number>> {
  const rows = await db
    .selectFrom('businesses')
    .select(['category_id', db.fn.countAll<number>().as('n')])
    .where('is_approve', '=', sql.lit(APPROVAL.APPROVED))
    .where('deleted_at', 'is', null)
    .where('category_id', 'is not', null)
    .groupBy('category_id')
    .execute();
  return new Map(rows.map((r) => [r.category_id as number, Number(r.n)]));
}

/** `%text%` (or `text%`) for LIKE with `!` as the escape character (portable across SQLite and PostgreSQL). */
export function likePattern(text: string, prefixOnly: boolean): string {
  const escaped = text.toLowerCase().replace(/[!%_]/g, (c) => `!${c}`);
  return prefixOnly ? `${escaped}%` : `%${escaped}%`;
}

const isPostgres = (db: Db) => db.getExecutor().adapter instanceof PostgresAdapter;

/** Trigram indexes (FTS5 trigram, pg_trgm) need at least 3 characters; shorter text matches name prefixes. */
export const TRIGRAM_MIN = 3;

/** What a free-text search matches beyond the name: categories and services whose names contain it. */
export interface TextSearch {
  q: string;
  categoryIds: number[];
  serviceIds: number[];
}

/**
 * Ids of businesses whose name contains the text (or starts with it, for 1–2 characters).
 * SQLite: FTS5 trigram table (substring, any script) / the NOCASE name index for prefixes.
 * PostgreSQL: pg_trgm GIN on lower(name) / text_pattern_ops for prefixes.
 */
function nameMatchIds(db: Db, q: string) {
  const text = q.toLowerCase();
  if (isPostgres(db)) {
    const pattern = likePattern(text, text.length < TRIGRAM_MIN);
    return sql<number>`select business_id from businesses where lower(business_name) like ${pattern} escape '!'`;
  }
  if (text.length >= TRIGRAM_MIN) {
    // An FTS5 string literal: the whole text as one phrase, double quotes doubled.
    return sql<number>`select rowid from businesses_fts where businesses_fts match ${`"${text.replace(/"/g, '""')}"`}`;
  }
  return sql<number>`select business_id from businesses where business_name >= ${text} collate nocase and business_name < ${text + '\u{10FFFF}'} collate nocase`;
}

function matchingIds(db: Db, search: TextSearch) {
  const parts = [nameMatchIds(db, search.q)];
  if (search.categoryIds.length) {
    // The public predicate lets this use the partial category index instead of reading every business.
    parts.push(
      sql<number>`select business_id from businesses where is_approve = 1 and deleted_at is null and category_id in (${sql.join(search.categoryIds)})`,
    );
  }
  if (search.serviceIds.length) {
    parts.push(
      sql<number>`select business_id from business_services where service_id in (${sql.join(search.serviceIds)})`,
    );
  }
  // UNION ALL: an IN list does not care about duplicates, and skipping the de-duplication skips a sort.
  return sql.join(parts, sql` union all `);
}

function publicBusinesses(db: Db, query: Pick<TBusinessListQuery, 'city_id' | 'category_id'>, search?: TextSearch) {
  let q = db
    .selectFrom('businesses as b')
    // Literal, so the partial "public" indexes match (see migration 0001).
    .where('b.is_approve', '=', sql.lit(APPROVAL.APPROVED))
    .where('b.deleted_at', 'is', null);
  if (query.city_id) q = q.where('b.location_id', '=', query.city_id);
  if (query.category_id?.length) q = q.where('b.category_id', 'in', query.category_id);
  if (search) q = q.where(sql<boolean>`b.business_id in (${matchingIds(db, search)})`);
  return q;
}

export async function listBusinessCards(db: Db, query: TBusinessListQuery, search?: TextSearch) {
  let rowsQuery = publicBusinesses(db, query, search)
    .leftJoin('cities as c', 'c.city_id', 'b.location_id')
    .leftJoin('business_categories as bc', 'bc.category_id', 'b.category_id')
    .select([
      'b.business_id',
      'b.business_name',
      'b.owner_name',
      'b.slug',
      'b.business_logo',
      'c.city_name as city',
      'c.city_name_guj as city_guj',
      'b.location',
      'b.category_id',
      'bc.category_name',
      'bc.category_name_guj',
      'b.ratings',
      'b.number_of_reviews',
      'b.created_at',
      activePlanName(),
    ]);

  const sort = query.sort === 'relevance' && !search ? 'newest' : query.sort;
  switch (sort) {
    case 'relevance': {
      // A name starting with the text first, then a name containing it, then category/service matches.
      const q = search!.q.toLowerCase();
      rowsQuery = rowsQuery
        .orderBy(
          sql`case when lower(b.business_name) like ${likePattern(q, true)} escape '!' then 0
                   when lower(b.business_name) like ${likePattern(q, false)} escape '!' then 1 else 2 end`,
        )
        .orderBy('b.business_name');
      break;
    }
    case 'name':
      rowsQuery = rowsQuery.orderBy('b.business_name');
      break;
    case 'rating':
      rowsQuery = rowsQuery.orderBy('b.ratings', 'desc').orderBy('b.number_of_reviews', 'desc');
      break;
    case 'newest':
      rowsQuery = rowsQuery.orderBy('b.created_at', 'desc');
      break;
  }
  rowsQuery = rowsQuery.orderBy('b.business_id', 'desc').limit(query.limit).offset(query.offset);

  return rowsQuery.execute();
}

export async function countBusinessCards(
  db: Db,
  query: Pick<TBusinessListQuery, 'city_id' | 'category_id'>,
  search?: TextSearch,
) {
  const total = await publicBusinesses(db, query, search)
    .select(db.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(total.n);
}

/** Up to `limit` public business names starting with the text, then (3+ characters) containing it. */
export async function suggestBusinesses(db: Db, q: string, limit: number) {
  const text = q.toLowerCase();
  const base = () =>
    db
      .selectFrom('businesses as b')
      .select(['b.business_id', 'b.business_name'])
      .where('b.is_approve', '=', sql.lit(APPROVAL.APPROVED))
      .where('b.deleted_at', 'is', null)
      .where('b.business_name', 'is not', null);
  const prefix = isPostgres(db)
    ? await base()
        .where(sql<boolean>`lower(b.business_name) like ${likePattern(text, true)} escape '!'`)
        .orderBy(sql`lower(b.business_name)`)
        .limit(limit)
        .execute()
    : await base()
        .where(
          sql<boolean>`b.business_name >= ${text} collate nocase and b.business_name < ${text + '\u{10FFFF}'} collate nocase`,
        )
        .orderBy(sql`b.business_name collate nocase`)
        .limit(limit)
        .execute();
  if (prefix.length >= limit || text.length < TRIGRAM_MIN) return prefix;
  const seen = new Set(prefix.map((r) => r.business_id));
  const more = await base()
    .where(sql<boolean>`b.business_id in (${nameMatchIds(db, text)})`)
    .orderBy('b.business_name')
    .limit(limit + prefix.length)
    .execute();
  return [...prefix, ...more.filter((r) => !seen.has(r.business_id))].slice(0, limit);
}

/**
 * The plan badge (decision 27): the plan of the subscription covering today (India), one indexed lookup on
 * subscriptions(business_id, end_date) per row.
 */
function activePlanName() {
  const today = indiaDate(new Date());
  return sql<
    string | null
  >`(select s.plan_name from subscriptions s where s.business_id = b.business_id and s.is_active = 1 and s.end_date >= ${today} and s.start_date <= ${today} order by s.end_date desc limit 1)`.as(
    'plan_name',
  );
}

/** An approved, not deleted business with its city and category, for the public profile. */
export function findPublicProfile(db: Db, businessId: number) {
  return db
    .selectFrom('businesses as b')
    .leftJoin('cities as c', 'c.city_id', 'b.location_id')
    .leftJoin('business_categories as bc', 'bc.category_id', 'b.category_id')
    .select([
      'b.business_id',
      'b.owner_user_id',
      'b.business_name',
      'b.owner_name',
      'b.slug',
      'b.business_logo',
      'b.description',
      'b.about_me',
      'b.location',
      'b.location_id',
      'c.city_name as city',
      'c.city_name_guj as city_guj',
      'b.zipcode',
      'b.service_areas',
      'b.operating_hours',
      'b.year',
      'b.category_id',
      'bc.category_name',
      'bc.category_name_guj',
      'bc.slug as category_slug',
      'b.ratings',
      'b.number_of_reviews',
      'b.total_view',
      'b.social_media_facebook',
      'b.social_media_instagram',
      'b.social_media_youtube',
      'b.social_media_pinterest',
      'b.social_media_website',
      'b.website_url',
      'b.created_at',
      activePlanName(),
    ])
    .where('b.business_id', '=', businessId)
    .where('b.is_approve', '=', sql.lit(APPROVAL.APPROVED))
    .where('b.deleted_at', 'is', null)
    .executeTakeFirst();
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

export function listBusinessServices(db: Db, businessId: number) {
  return db
    .selectFrom('business_services as bs')
    .innerJoin('services as s', 's.service_id', 'bs.service_id')
    .select(['s.service_id', 's.service_name', 's.service_name_guj'])
    .where('bs.business_id', '=', businessId)
    .orderBy('s.service_name')
    .execute();
}

/** Spec §2: only active products (and never deleted ones) appear on the profile. */
export function listActiveProducts(db: Db, businessId: number) {
  return db
    .selectFrom('business_products')
    .select(['product_id', 'product_name', 'description', 'product_price', 'image_name'])
    .where('business_id', '=', businessId)
    .where('is_active', '=', sql.lit(1))
    .where('deleted_at', 'is', null)
    .orderBy('product_id')
    .execute();
}

export function findPublicContact(db: Db, businessId: number) {
  return db
    .selectFrom('businesses as b')
    .leftJoin('options as o', (join) =>
      join.onRef('o.op_key', '=', 'b.contact_designation').on('o.list_name', '=', 'designation'),
    )
    .select([
      'b.contact_name',
      'b.contact_email',
      'b.contact_phone',
      'o.op_value as designation_name',
      'o.op_value_guj as designation_name_guj',
      'b.phone',
      'b.email',
      'b.website_url',
    ])
    .where('b.business_id', '=', businessId)
    .where('b.is_approve', '=', sql.lit(APPROVAL.APPROVED))
    .where('b.deleted_at', 'is', null)
    .executeTakeFirst();
}

/** Stores views not yet seen today; answers how many new ones each business got. */
export async function recordViews(
  db: Db,
  views: { business_id: number; viewer_key: string; view_date: string }[],
): Promise<Map<number, number>> {
  const added = new Map<number, number>();
  const newRows: { business_id: number; view_date: string }[] = [];
  if (!views.length) return added;
  await db.transaction().execute(async (trx) => {
    for (let i = 0; i < views.length; i += 500) {
      const rows = await trx
        .insertInto('business_views')
        .values(views.slice(i, i + 500))
        .onConflict((oc) => oc.doNothing())
        .returning(['business_id', 'view_date'])
        .execute();
      for (const r of rows) added.set(r.business_id, (added.get(r.business_id) ?? 0) + 1);
      newRows.push(...rows);
    }
    for (const [businessId, n] of added) {
      await trx
        .updateTable('businesses')
        .set((eb) => ({ total_view: eb('total_view', '+', n) }))
        .where('business_id', '=', businessId)
        .execute();
    }
    // The owner's daily chart: new views per business per India day.
    const perDay = new Map<string, { business_id: number; view_date: string; views: number }>();
    for (const v of newRows) {
      const key = `${v.business_id}|${v.view_date}`;
      const row = perDay.get(key) ?? { business_id: v.business_id, view_date: v.view_date, views: 0 };
      row.views++;
      perDay.set(key, row);
    }
    for (const row of perDay.values()) {
      await trx
        .insertInto('business_view_days')
        .values(row)
        .onConflict((oc) =>
          oc
            .columns(['business_id', 'view_date'])
            .doUpdateSet((eb) => ({ views: eb('business_view_days.views', '+', row.views) })),
        )
        .execute();
    }
  });
  return added;
}

/** Views older than the given India date are no longer needed for de-duplication. */
export function pruneViews(db: Db, beforeDate: string) {
  return db.deleteFrom('business_views').where('view_date', '<', beforeDate).execute();
}

export function countPublicBusinesses(db: Db) {
  return db
    .selectFrom('businesses')
    .select(db.fn.countAll<number>().as('n'))
    .where('is_approve', '=', sql.lit(APPROVAL.APPROVED))
    .where('deleted_at', 'is', null)
    .executeTakeFirstOrThrow()
    .then((r) => Number(r.n));
}

/** Approved businesses in id order, for the sitemap. */
export function listSitemapBusinesses(db: Db, limit: number, offset: number) {
  return db
    .selectFrom('businesses')
    .select(['business_id', 'slug', 'updated_at'])
    .where('is_approve', '=', sql.lit(APPROVAL.APPROVED))
    .where('deleted_at', 'is', null)
    .orderBy('business_id')
    .limit(limit)
    .offset(offset)
    .execute();
}

export function findCategory(db: Db, categoryId: number) {
  return db
    .selectFrom('business_categories')
    .select(['category_id', 'category_name', 'category_name_guj', 'slug', 'image'])
    .where('category_id', '=', categoryId)
    .executeTakeFirst();
}

export function setApproval(
  db: Db,
  businessId: number,
  values: { is_approve: number; approval_reason: string | null; approved_at: string | null; updated_at: string },
) {
  return db
    .updateTable('businesses')
    .set(values)
    .where('business_id', '=', businessId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
}
