import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';

/** The public practitioners' addresses for the sitemap (verified, active rows only), a page at a time by id. */
export function sitemapRows(db: Kysely<DB>, limit: number, offset: number) {
  return db
    .selectFrom('practitioners')
    .select(['practitioner_id', 'name', 'slug', 'updated_at'])
    .where('is_approve', '=', 1)
    .where('is_active', '=', 1)
    .orderBy('practitioner_id')
    .limit(limit)
    .offset(offset)
    .execute();
}

export async function countPublic(db: Kysely<DB>): Promise<number> {
  const row = await db
    .selectFrom('practitioners')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('is_approve', '=', 1)
    .where('is_active', '=', 1)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
