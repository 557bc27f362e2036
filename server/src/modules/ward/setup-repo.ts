import { sql } from 'kysely';
import type { Db } from '../../db/sql';

/**
 * SQL of the clinic's room categories, rooms and beds and of the bed board (decision 98, migration 0045). Every
 * query is bounded by the clinic, so another clinic's room or bed is simply not found.
 */

export const categories = (db: Db, clinicId: number) =>
  db
    .selectFrom('ward_room_categories')
    .select(['category_id', 'name', 'name_guj', 'daily_charge', 'is_active'])
    .where('clinic_id', '=', clinicId)
    .orderBy('daily_charge')
    .orderBy('name')
    .execute();

export const findCategory = (db: Db, clinicId: number, id: number) =>
  db
    .selectFrom('ward_room_categories')
    .select(['category_id', 'name', 'name_guj', 'daily_charge', 'is_active'])
    .where('clinic_id', '=', clinicId)
    .where('category_id', '=', id)
    .executeTakeFirst();

export interface CategoryValues {
  name: string;
  name_guj: string | null;
  daily_charge: number;
  is_active: number;
}

export async function insertCategory(db: Db, clinicId: number, v: CategoryValues, now: string): Promise<number> {
  const row = await db
    .insertInto('ward_room_categories')
    .values({ clinic_id: clinicId, ...v, created_at: now, updated_at: now })
    .returning('category_id')
    .executeTakeFirstOrThrow();
  return row.category_id;
}

export async function updateCategory(db: Db, clinicId: number, id: number, v: CategoryValues, now: string) {
  const result = await db
    .updateTable('ward_room_categories')
    .set({ ...v, updated_at: now })
    .where('clinic_id', '=', clinicId)
    .where('category_id', '=', id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export const rooms = (db: Db, clinicId: number) =>
  db
    .selectFrom('ward_rooms')
    .select(['room_id', 'room_number', 'floor', 'category_id', 'is_ac', 'is_active'])
    .where('clinic_id', '=', clinicId)
    .orderBy('floor')
    .orderBy('room_number')
    .execute();

export const findRoom = (db: Db, clinicId: number, id: number) =>
  db
    .selectFrom('ward_rooms')
    .select(['room_id', 'room_number', 'floor', 'category_id', 'is_ac', 'is_active'])
    .where('clinic_id', '=', clinicId)
    .where('room_id', '=', id)
    .executeTakeFirst();

export interface RoomValues {
  room_number: string;
  floor: number | null;
  category_id: number;
  is_ac: number;
  is_active: number;
}

export async function insertRoom(db: Db, clinicId: number, v: RoomValues, now: string): Promise<number> {
  const row = await db
    .insertInto('ward_rooms')
    .values({ clinic_id: clinicId, ...v, created_at: now, updated_at: now })
    .returning('room_id')
    .executeTakeFirstOrThrow();
  return row.room_id;
}

export async function updateRoom(db: Db, clinicId: number, id: number, v: RoomValues, now: string) {
  await db
    .updateTable('ward_rooms')
    .set({ ...v, updated_at: now })
    .where('clinic_id', '=', clinicId)
    .where('room_id', '=', id)
    .execute();
}

export const beds = (db: Db, clinicId: number) =>
  db
    .selectFrom('ward_beds')
    .select(['bed_id', 'room_id', 'label', 'cleaning', 'is_active'])
    .where('clinic_id', '=', clinicId)
    .orderBy('room_id')
    .orderBy('label')
    .execute();

/** A bed of the clinic with its room and category (what an admission captures). */
export const findBed = (db: Db, clinicId: number, bedId: number) =>
  db
    .selectFrom('ward_beds as b')
    .innerJoin('ward_rooms as r', 'r.room_id', 'b.room_id')
    .innerJoin('ward_room_categories as c', 'c.category_id', 'r.category_id')
    .select([
      'b.bed_id',
      'b.room_id',
      'b.label',
      'b.cleaning',
      'b.is_active',
      'r.room_number',
      'r.is_active as room_active',
      'c.name as category_name',
      'c.name_guj as category_name_guj',
      'c.daily_charge',
    ])
    .where('b.clinic_id', '=', clinicId)
    .where('b.bed_id', '=', bedId)
    .executeTakeFirst();
export type BedRow = NonNullable<Awaited<ReturnType<typeof findBed>>>;

export async function insertBed(db: Db, clinicId: number, roomId: number, label: string, active: number, now: string) {
  const row = await db
    .insertInto('ward_beds')
    .values({ clinic_id: clinicId, room_id: roomId, label, is_active: active, created_at: now, updated_at: now })
    .returning('bed_id')
    .executeTakeFirstOrThrow();
  return row.bed_id;
}

export async function updateBed(db: Db, clinicId: number, bedId: number, label: string, active: number, now: string) {
  await db
    .updateTable('ward_beds')
    .set({ label, is_active: active, updated_at: now })
    .where('clinic_id', '=', clinicId)
    .where('bed_id', '=', bedId)
    .execute();
}

/** The beds of the clinic a patient is in now. */
export async function occupiedBedIds(db: Db, clinicId: number): Promise<Set<number>> {
  const rows = await db
    .selectFrom('ward_bed_periods')
    .select('bed_id')
    .where('clinic_id', '=', clinicId)
    .where('live', '=', 1)
    .execute();
  return new Set(rows.map((r) => r.bed_id));
}

/**
 * Takes a bed for a patient: a row update that holds the bed's row until the transaction ends (PostgreSQL), and
 * succeeds only for a bed of the clinic in use, not being cleaned, in a room in use, with nobody in it. The
 * partial unique index on live bed periods still decides a race this does not see.
 */
export async function claimBed(db: Db, clinicId: number, bedId: number, now: string): Promise<boolean> {
  const result = await db
    .updateTable('ward_beds')
    .set({ updated_at: now })
    .where('clinic_id', '=', clinicId)
    .where('bed_id', '=', bedId)
    .where('is_active', '=', 1)
    .where('cleaning', '=', 0)
    .where(({ exists, not, selectFrom }) =>
      not(
        exists(
          selectFrom('ward_bed_periods as p')
            .select('p.period_id')
            .whereRef('p.bed_id', '=', 'ward_beds.bed_id')
            .where('p.live', '=', 1),
        ),
      ),
    )
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom('ward_rooms as r')
          .select('r.room_id')
          .whereRef('r.room_id', '=', 'ward_beds.room_id')
          .where('r.is_active', '=', 1),
      ),
    )
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** A bed a patient has just left waits for housekeeping. */
export async function setCleaning(db: Db, bedId: number, now: string): Promise<void> {
  await db.updateTable('ward_beds').set({ cleaning: 1, updated_at: now }).where('bed_id', '=', bedId).execute();
}

/** A cleaned bed is free again; false when it was not being cleaned (or is not the clinic's). */
export async function markFree(db: Db, clinicId: number, bedId: number, now: string): Promise<boolean> {
  const result = await db
    .updateTable('ward_beds')
    .set({ cleaning: 0, updated_at: now })
    .where('clinic_id', '=', clinicId)
    .where('bed_id', '=', bedId)
    .where('cleaning', '=', 1)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Every bed in use of the clinic's rooms in use, with its room, category and the stay in it now (if any). */
export function boardRows(db: Db, clinicId: number) {
  return db
    .selectFrom('ward_beds as b')
    .innerJoin('ward_rooms as r', 'r.room_id', 'b.room_id')
    .innerJoin('ward_room_categories as c', 'c.category_id', 'r.category_id')
    .leftJoin('ward_bed_periods as p', (j) => j.onRef('p.bed_id', '=', 'b.bed_id').on('p.live', '=', 1))
    .leftJoin('ward_stays as s', 's.stay_id', 'p.stay_id')
    .select([
      'r.room_id',
      'r.room_number',
      'r.floor',
      'r.is_ac',
      'r.category_id',
      'c.name as category_name',
      'c.name_guj as category_name_guj',
      'c.daily_charge',
      'b.bed_id',
      'b.label',
      'b.cleaning',
      's.stay_id',
      's.patient_id',
      's.doctor_id',
      's.admission_date',
      's.is_jain',
    ])
    .where('b.clinic_id', '=', clinicId)
    .where('b.is_active', '=', 1)
    .where('r.is_active', '=', 1)
    .orderBy(sql`coalesce(r.floor, 0)`)
    .orderBy('r.room_number')
    .orderBy('b.label')
    .execute();
}
