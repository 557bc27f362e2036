import type { Insertable, Updateable } from 'kysely';
import type { TEventStatus } from '@gd/contracts/schemas/content';
import type { Db } from '../../db/sql';
import type { EventsTable } from './tables';

const CARD = [
  'event_id',
  'event_name',
  'event_start_date',
  'event_end_date',
  'event_location',
  'event_image_url',
  'event_status',
] as const;

/** Public events (never drafts), optionally by start-day range and status. */
export function listPublic(db: Db, q: { from?: string | null; to?: string | null; statuses: readonly TEventStatus[] }) {
  let query = db
    .selectFrom('events')
    .select(CARD)
    .where('event_status', 'in', [...q.statuses]);
  if (q.from) query = query.where('event_start_date', '>=', q.from);
  if (q.to) query = query.where('event_start_date', '<=', q.to);
  return query.orderBy('event_start_date').orderBy('event_id').limit(1000).execute();
}

export function find(db: Db, eventId: number) {
  return db.selectFrom('events').selectAll().where('event_id', '=', eventId).executeTakeFirst();
}

export async function listAll(db: Db, limit: number, offset: number) {
  const [rows, total] = await Promise.all([
    db
      .selectFrom('events')
      .selectAll()
      .orderBy('event_start_date', 'desc')
      .orderBy('event_id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute(),
    db
      .selectFrom('events')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, count: Number(total.n) };
}

export function insert(db: Db, values: Insertable<EventsTable>) {
  return db.insertInto('events').values(values).returning('event_id').executeTakeFirstOrThrow();
}

export function update(db: Db, eventId: number, values: Updateable<EventsTable>) {
  return db.updateTable('events').set(values).where('event_id', '=', eventId).execute();
}

export function remove(db: Db, eventId: number) {
  return db.deleteFrom('events').where('event_id', '=', eventId).execute();
}

/** Public event pages for the sitemap. */
export function listForSitemap(db: Db) {
  return db
    .selectFrom('events')
    .select(['event_id', 'updated_at'])
    .where('event_status', 'in', ['published', 'cancelled'])
    .orderBy('event_id')
    .limit(5000)
    .execute();
}
