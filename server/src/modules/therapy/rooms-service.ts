import type { z } from 'zod';
import { indiaDate } from '@gd/contracts/india-time';
import {
  slotNoOf,
  type TTherapyRoom,
  type TTherapyRooms,
  type ZTherapyHoursUpdate,
  type ZTherapyRoomCreate,
  type ZTherapyRoomUpdate,
} from '@gd/contracts/schemas/clinic-therapy';
import type { Db } from '../../db/sql';
import { uniqueViolationColumn } from '../../platform/db-errors';
import { AppError } from '../../platform/errors';
import type { StaffCaller } from '../clinic/guards';
import { presentRoom } from './present';
import * as repo from './repo';
import { hoursOf, mayRead } from './rules';

/**
 * Decision 97: the clinic's own therapy rooms and yoga halls (one name per clinic, whatever its case and spaces; a
 * room is retired, never deleted — sessions name it) and its hours for therapies. The administrator keeps them.
 */

const nameKey = (name: string) => name.trim().replace(/\s+/g, ' ').toLowerCase();
const nameTaken = () => AppError.conflict('name', 'THERAPY.ROOM_NAME_TAKEN', 'This clinic has a room of that name.');

export async function rooms(db: Db, caller: StaffCaller): Promise<TTherapyRooms> {
  mayRead(caller);
  const [rows, hours] = await Promise.all([repo.roomsOf(db, caller.clinicId), hoursOf(db, caller.clinicId)]);
  return { rooms: rows.map(presentRoom), hours: { opens: hours.opens, closes: hours.closes } };
}

export async function createRoom(
  db: Db,
  caller: StaffCaller,
  body: z.output<typeof ZTherapyRoomCreate>,
  now: Date,
): Promise<TTherapyRoom> {
  try {
    const row = await repo.insertRoom(db, {
      clinic_id: caller.clinicId,
      name: body.name.replace(/\s+/g, ' '),
      name_guj: body.name_guj?.replace(/\s+/g, ' ') ?? null,
      name_key: nameKey(body.name),
      kind: body.kind,
      is_active: body.is_active === false ? 0 : 1,
      now: now.toISOString(),
    });
    return presentRoom(row);
  } catch (err) {
    if (uniqueViolationColumn(err) !== null) throw nameTaken();
    throw err;
  }
}

export async function updateRoom(
  db: Db,
  caller: StaffCaller,
  roomId: number,
  body: z.output<typeof ZTherapyRoomUpdate>,
  now: Date,
): Promise<TTherapyRoom> {
  try {
    const row = await repo.updateRoom(db, caller.clinicId, roomId, {
      ...(body.name !== undefined ? { name: body.name.replace(/\s+/g, ' '), name_key: nameKey(body.name) } : {}),
      ...(body.name_guj !== undefined ? { name_guj: body.name_guj?.replace(/\s+/g, ' ') ?? null } : {}),
      ...(body.kind !== undefined ? { kind: body.kind } : {}),
      ...(body.is_active !== undefined ? { is_active: body.is_active ? 1 : 0 } : {}),
      updated_at: now.toISOString(),
    });
    if (!row) throw AppError.notFound('THERAPY.ROOM_NOT_FOUND', 'No such room in this clinic.');
    return presentRoom(row);
  } catch (err) {
    if (uniqueViolationColumn(err) !== null) throw nameTaken();
    throw err;
  }
}

/** New hours apply from today; they may not leave a scheduled session outside them (409). */
export async function setHours(
  db: Db,
  caller: StaffCaller,
  body: z.output<typeof ZTherapyHoursUpdate>,
  now: Date,
): Promise<{ opens: string; closes: string }> {
  if (await repo.liveOutside(db, caller.clinicId, indiaDate(now), slotNoOf(body.opens), slotNoOf(body.closes))) {
    throw AppError.conflict(
      'opens',
      'THERAPY.HOURS_STRAND_SESSIONS',
      'Sessions are scheduled outside these hours: move them first.',
    );
  }
  await repo.saveHours(db, caller.clinicId, body.opens, body.closes, caller.staffId, now.toISOString());
  return { opens: body.opens, closes: body.closes };
}
