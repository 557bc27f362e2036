import type { Kysely } from 'kysely';
import type { z } from 'zod';
import { splitEvents } from '@gd/contracts/event-split';
import { indiaDate } from '@gd/contracts/india-time';
import {
  PUBLIC_EVENT_STATUSES,
  ZCreateEventRequest,
  type TEvent,
  type TEventList,
  type ZEventsQuery,
} from '@gd/contracts/schemas/content';
import type { DB } from '../../db/schema';
import { audit } from '../audit/service';
import { publicDataChanged } from '../../platform/changes';
import { storeContentImage } from '../../platform/content-images';
import { AppError, zodFieldErrors } from '../../platform/errors';
import type { FileStorage } from '../../platform/storage';
import type { MultipartForm } from '../../platform/uploads';
import * as repo from './repo';

export interface ContentCtx {
  db: Kysely<DB>;
  storage: FileStorage;
  clock: { now(): Date };
}

/** After a write committed: the public lists, pages and sitemaps built from events are forgotten. */
const eventsChanged = (ctx: ContentCtx, eventId: number) => publicDataChanged(ctx.db, { topic: 'events', id: eventId });

type EventRow = Awaited<ReturnType<typeof repo.find>> & object;

const notFound = () => AppError.notFound('EVENT_NOT_FOUND', 'Error loading event');

const toEvent = (r: EventRow): TEvent => ({
  event_id: r.event_id,
  event_name: r.event_name,
  event_description: r.event_description,
  event_start_date: r.event_start_date,
  event_end_date: r.event_end_date,
  event_location: r.event_location,
  event_organizer: r.event_organizer,
  event_image_url: r.event_image_url,
  event_status: r.event_status,
  created_at: r.created_at,
  updated_at: r.updated_at,
});

/** Spec §4 split at the start of today in India; drafts never public; the filter narrows by start day and status. */
export async function listPublic(ctx: ContentCtx, q: z.output<typeof ZEventsQuery>): Promise<TEventList> {
  const today = indiaDate(ctx.clock.now());
  const rows = await repo.listPublic(ctx.db, {
    from: q.from ?? null,
    to: q.to ?? null,
    statuses: q.status ? [q.status] : PUBLIC_EVENT_STATUSES,
  });
  return { today, ...splitEvents(rows, today) };
}

/** A public event (a draft answers 404 like a missing one). */
export async function getPublic(db: Kysely<DB>, eventId: number): Promise<TEvent | null> {
  const r = await repo.find(db, eventId);
  return r && r.event_status !== 'draft' ? toEvent(r) : null;
}

export const listForSitemap = (db: Kysely<DB>) => repo.listForSitemap(db);

// ---------------------------------------------------------------------------------------------------------------
// Admin

function fields(form: MultipartForm) {
  const parsed = ZCreateEventRequest.safeParse(form.fields);
  if (!parsed.success)
    throw new AppError(400, 'VALIDATION', 'Please fill all required fields.', zodFieldErrors(parsed.error.issues));
  return parsed.data;
}

export async function adminList(ctx: ContentCtx, limit: number, offset: number) {
  const { rows, count } = await repo.listAll(ctx.db, limit, offset);
  return { rows: rows.map(toEvent), count };
}

export async function adminGet(ctx: ContentCtx, eventId: number): Promise<TEvent> {
  const r = await repo.find(ctx.db, eventId);
  if (!r) throw notFound();
  return toEvent(r);
}

export async function create(ctx: ContentCtx, adminId: number, form: MultipartForm): Promise<TEvent> {
  const f = fields(form);
  const image = form.file ? await storeContentImage(ctx.storage, 'events', form.file.bytes) : null;
  const now = ctx.clock.now().toISOString();
  const values = {
    event_name: f.event_name,
    event_description: f.event_description ?? null,
    event_start_date: f.event_start_date,
    event_end_date: f.event_end_date ?? null,
    event_location: f.event_location,
    event_organizer: f.event_organizer ?? null,
    event_image_url: image,
    event_status: f.event_status,
  };
  try {
    const id = await ctx.db.transaction().execute(async (trx) => {
      const { event_id } = await repo.insert(trx, { ...values, created_by: adminId, created_at: now, updated_at: now });
      await audit(trx, {
        actorUserId: adminId,
        action: 'event.create',
        entity: 'events',
        entityId: event_id,
        after: values,
        at: now,
      });
      return event_id;
    });
    eventsChanged(ctx, id);
    return adminGet(ctx, id);
  } catch (err) {
    await ctx.storage.remove(image);
    throw err;
  }
}

export async function update(ctx: ContentCtx, adminId: number, eventId: number, form: MultipartForm): Promise<TEvent> {
  const before = await adminGet(ctx, eventId);
  const f = fields(form);
  const image = form.file ? await storeContentImage(ctx.storage, 'events', form.file.bytes) : before.event_image_url;
  const now = ctx.clock.now().toISOString();
  const values = {
    event_name: f.event_name,
    event_description: f.event_description ?? null,
    event_start_date: f.event_start_date,
    event_end_date: f.event_end_date ?? null,
    event_location: f.event_location,
    event_organizer: f.event_organizer ?? null,
    event_image_url: image,
    event_status: f.event_status,
  };
  await ctx.db.transaction().execute(async (trx) => {
    await repo.update(trx, eventId, { ...values, updated_at: now });
    await audit(trx, {
      actorUserId: adminId,
      action: 'event.update',
      entity: 'events',
      entityId: eventId,
      before,
      after: values,
      at: now,
    });
  });
  if (form.file) await ctx.storage.remove(before.event_image_url);
  eventsChanged(ctx, eventId);
  return adminGet(ctx, eventId);
}

export async function remove(ctx: ContentCtx, adminId: number, eventId: number): Promise<void> {
  const before = await adminGet(ctx, eventId);
  const now = ctx.clock.now().toISOString();
  await ctx.db.transaction().execute(async (trx) => {
    await repo.remove(trx, eventId);
    await audit(trx, {
      actorUserId: adminId,
      action: 'event.delete',
      entity: 'events',
      entityId: eventId,
      before,
      at: now,
    });
  });
  await ctx.storage.remove(before.event_image_url);
  eventsChanged(ctx, eventId);
}
