import type { z } from 'zod';
import { indiaDate } from '@gd/contracts/india-time';
import type {
  TBedBoard,
  TBoardRoom,
  TWardSetup,
  ZWardBedInput,
  ZWardCategoryInput,
  ZWardRoomInput,
} from '@gd/contracts/schemas/clinic-ward';
import type { DB } from '../../db/schema';
import type { Kysely } from 'kysely';
import { uniqueViolationColumn } from '../../platform/db-errors';
import { AppError } from '../../platform/errors';
import type { StaffCaller } from '../clinic/guards';
import * as link from './link';
import { dayOfStay } from './room-days';
import * as repo from './setup-repo';

/**
 * Decision 98: a clinic's own room categories (with their daily charge), rooms and beds, kept by its administrator
 * (the routes check the role), and the bed board every department reads. Every query is bounded by the caller's
 * clinic: another clinic's category, room or bed is a 404.
 */

const categoryNotFound = (field = 'category_id') =>
  new AppError(404, 'WARD.CATEGORY_NOT_FOUND', 'No such room category in this clinic.', {
    [field]: 'WARD.CATEGORY_NOT_FOUND',
  });
const roomNotFound = () => AppError.notFound('WARD.ROOM_NOT_FOUND', 'No such room in this clinic.');
const bedNotFound = () => AppError.notFound('WARD.BED_NOT_FOUND', 'No such bed in this clinic.');

/** A unique index refused the write: the name (number, label) is taken in this clinic (room). */
async function unique<T>(field: string, key: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    if (uniqueViolationColumn(err) !== null) throw AppError.conflict(field, key, 'This name is already in use.');
    throw err;
  }
}

export async function setup(db: Kysely<DB>, caller: StaffCaller): Promise<TWardSetup> {
  const [categories, rooms, beds, occupied] = await Promise.all([
    repo.categories(db, caller.clinicId),
    repo.rooms(db, caller.clinicId),
    repo.beds(db, caller.clinicId),
    repo.occupiedBedIds(db, caller.clinicId),
  ]);
  return {
    categories: categories.map((c) => ({ ...c, is_active: c.is_active === 1 })),
    rooms: rooms.map((r) => ({
      room_id: r.room_id,
      room_number: r.room_number,
      floor: r.floor,
      category_id: r.category_id,
      is_ac: r.is_ac === 1,
      is_active: r.is_active === 1,
      beds: beds
        .filter((b) => b.room_id === r.room_id)
        .map((b) => ({
          bed_id: b.bed_id,
          label: b.label,
          is_active: b.is_active === 1,
          occupied: occupied.has(b.bed_id),
        })),
    })),
  };
}

const categoryValues = (body: z.output<typeof ZWardCategoryInput>) => ({
  name: body.name,
  name_guj: body.name_guj,
  daily_charge: body.daily_charge,
  is_active: body.is_active ? 1 : 0,
});

export async function createCategory(
  db: Kysely<DB>,
  caller: StaffCaller,
  body: z.output<typeof ZWardCategoryInput>,
  now: Date,
): Promise<{ id: number }> {
  const id = await unique('name', 'WARD.CATEGORY_NAME_TAKEN', () =>
    repo.insertCategory(db, caller.clinicId, categoryValues(body), now.toISOString()),
  );
  return { id };
}

/** A new charge applies to admissions and transfers from now on; a stay keeps the charge it captured. */
export async function updateCategory(
  db: Kysely<DB>,
  caller: StaffCaller,
  id: number,
  body: z.output<typeof ZWardCategoryInput>,
  now: Date,
): Promise<{ id: number }> {
  const found = await unique('name', 'WARD.CATEGORY_NAME_TAKEN', () =>
    repo.updateCategory(db, caller.clinicId, id, categoryValues(body), now.toISOString()),
  );
  if (!found) throw AppError.notFound('WARD.CATEGORY_NOT_FOUND', 'No such room category in this clinic.');
  return { id };
}

async function usableCategory(db: Kysely<DB>, clinicId: number, categoryId: number, current?: number) {
  const category = await repo.findCategory(db, clinicId, categoryId);
  if (!category) throw categoryNotFound();
  // An inactive category is not offered for rooms any more (a room keeping it may stay).
  if (category.is_active !== 1 && categoryId !== current) {
    throw AppError.validation('category_id', 'WARD.CATEGORY_INACTIVE', 'This room category is not in use.');
  }
}

const roomValues = (body: z.output<typeof ZWardRoomInput>) => ({
  room_number: body.room_number,
  floor: body.floor ?? null,
  category_id: body.category_id,
  is_ac: body.is_ac ? 1 : 0,
  is_active: body.is_active ? 1 : 0,
});

export async function createRoom(
  db: Kysely<DB>,
  caller: StaffCaller,
  body: z.output<typeof ZWardRoomInput>,
  now: Date,
): Promise<{ id: number }> {
  await usableCategory(db, caller.clinicId, body.category_id);
  const at = now.toISOString();
  const id = await unique('room_number', 'WARD.ROOM_NUMBER_TAKEN', () =>
    db.transaction().execute(async (trx) => {
      const roomId = await repo.insertRoom(trx, caller.clinicId, roomValues(body), at);
      for (const label of body.beds ?? []) await repo.insertBed(trx, caller.clinicId, roomId, label, 1, at);
      return roomId;
    }),
  );
  return { id };
}

export async function updateRoom(
  db: Kysely<DB>,
  caller: StaffCaller,
  id: number,
  body: z.output<typeof ZWardRoomInput>,
  now: Date,
): Promise<{ id: number }> {
  const room = await repo.findRoom(db, caller.clinicId, id);
  if (!room) throw roomNotFound();
  await usableCategory(db, caller.clinicId, body.category_id, room.category_id);
  if (!body.is_active && room.is_active === 1) {
    const [beds, occupied] = await Promise.all([
      repo.beds(db, caller.clinicId),
      repo.occupiedBedIds(db, caller.clinicId),
    ]);
    if (beds.some((b) => b.room_id === id && occupied.has(b.bed_id))) {
      throw AppError.conflict('is_active', 'WARD.ROOM_OCCUPIED', 'A patient is in this room.');
    }
  }
  await unique('room_number', 'WARD.ROOM_NUMBER_TAKEN', () =>
    repo.updateRoom(db, caller.clinicId, id, roomValues(body), now.toISOString()),
  );
  return { id };
}

export async function createBed(
  db: Kysely<DB>,
  caller: StaffCaller,
  roomId: number,
  body: z.output<typeof ZWardBedInput>,
  now: Date,
): Promise<{ id: number }> {
  if (!(await repo.findRoom(db, caller.clinicId, roomId))) throw roomNotFound();
  const id = await unique('label', 'WARD.BED_LABEL_TAKEN', () =>
    repo.insertBed(db, caller.clinicId, roomId, body.label, body.is_active ? 1 : 0, now.toISOString()),
  );
  return { id };
}

export async function updateBed(
  db: Kysely<DB>,
  caller: StaffCaller,
  bedId: number,
  body: z.output<typeof ZWardBedInput>,
  now: Date,
): Promise<{ id: number }> {
  const bed = await repo.findBed(db, caller.clinicId, bedId);
  if (!bed) throw bedNotFound();
  if (!body.is_active && (await repo.occupiedBedIds(db, caller.clinicId)).has(bedId)) {
    throw AppError.conflict('is_active', 'WARD.BED_OCCUPIED', 'A patient is in this bed.');
  }
  await unique('label', 'WARD.BED_LABEL_TAKEN', () =>
    repo.updateBed(db, caller.clinicId, bedId, body.label, body.is_active ? 1 : 0, now.toISOString()),
  );
  return { id: bedId };
}

/** The bed board: every bed in use of the rooms in use, free, occupied (by whom, which day) or being cleaned. */
export async function board(db: Kysely<DB>, caller: StaffCaller, now: Date): Promise<TBedBoard> {
  const today = indiaDate(now);
  const rows = await repo.boardRows(db, caller.clinicId);
  const patientIds = rows.flatMap((r) => (r.patient_id === null ? [] : [r.patient_id]));
  const [patients, doctors] = await Promise.all([
    link.patientsById(db, caller.clinicId, patientIds),
    link.doctorsOf(db, caller.clinicId),
  ]);
  const rooms = new Map<number, TBoardRoom>();
  const counts = { free: 0, occupied: 0, cleaning: 0 };
  for (const r of rows) {
    let room = rooms.get(r.room_id);
    if (!room) {
      room = {
        room_id: r.room_id,
        room_number: r.room_number,
        floor: r.floor,
        is_ac: r.is_ac === 1,
        category_id: r.category_id,
        category_name: r.category_name,
        category_name_guj: r.category_name_guj,
        daily_charge: r.daily_charge,
        beds: [],
      };
      rooms.set(r.room_id, room);
    }
    const patient = r.patient_id === null ? undefined : patients.get(r.patient_id);
    const state = r.stay_id !== null ? 'occupied' : r.cleaning === 1 ? 'cleaning' : 'free';
    counts[state] += 1;
    room.beds.push({
      bed_id: r.bed_id,
      label: r.label,
      state,
      stay:
        r.stay_id === null || r.admission_date === null
          ? null
          : {
              stay_id: r.stay_id,
              patient_id: r.patient_id ?? 0,
              patient_name: patient?.name ?? '',
              patient_name_guj: patient?.name_guj ?? null,
              case_no: patient?.case_no ?? '',
              admission_date: r.admission_date,
              day_of_stay: dayOfStay(r.admission_date, today),
              is_jain: r.is_jain === 1,
              doctor_name: r.doctor_id === null ? '' : (doctors.get(r.doctor_id)?.name ?? ''),
            },
    });
  }
  return { today, counts, rooms: [...rooms.values()] };
}

/** Housekeeping is done: a bed being cleaned is free again (reception; the route checks the role). */
export async function markBedFree(
  db: Kysely<DB>,
  caller: StaffCaller,
  bedId: number,
  now: Date,
): Promise<{ id: number }> {
  if (!(await repo.findBed(db, caller.clinicId, bedId))) throw bedNotFound();
  if (!(await repo.markFree(db, caller.clinicId, bedId, now.toISOString()))) {
    throw AppError.conflict('bed_id', 'WARD.BED_NOT_CLEANING', 'This bed is not waiting for cleaning.');
  }
  return { id: bedId };
}
