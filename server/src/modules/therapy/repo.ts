import type { Db } from '../../db/sql';

/**
 * SQL of the therapy module (decision 97, migration 0044). Every query is bounded by the clinic. The occupancy rows
 * of `clinic_therapy_slots` are written in the session's own transaction; their unique indexes on (room, day,
 * slot), (therapist, day, slot) and (patient, day, slot) throw when a slot is taken twice. State moves are
 * conditional updates of the state they leave, so of two marks or two reschedules of one session only one lands.
 */

// ---- rooms and hours ------------------------------------------------------------------------------------------

const roomColumns = ['room_id', 'name', 'name_guj', 'kind', 'is_active'] as const;

export const roomsOf = (db: Db, clinicId: number) =>
  db
    .selectFrom('clinic_therapy_rooms')
    .select(roomColumns)
    .where('clinic_id', '=', clinicId)
    .orderBy('kind')
    .orderBy('name')
    .execute();

export const findRoom = (db: Db, clinicId: number, roomId: number) =>
  db
    .selectFrom('clinic_therapy_rooms')
    .select(roomColumns)
    .where('clinic_id', '=', clinicId)
    .where('room_id', '=', roomId)
    .executeTakeFirst();

export const insertRoom = (
  db: Db,
  values: {
    clinic_id: number;
    name: string;
    name_guj: string | null;
    name_key: string;
    kind: number;
    is_active: number;
    now: string;
  },
) => {
  const { now, ...row } = values;
  return db
    .insertInto('clinic_therapy_rooms')
    .values({ ...row, created_at: now, updated_at: now })
    .returning(roomColumns)
    .executeTakeFirstOrThrow();
};

export const updateRoom = (
  db: Db,
  clinicId: number,
  roomId: number,
  values: {
    name?: string;
    name_guj?: string | null;
    name_key?: string;
    kind?: number;
    is_active?: number;
    updated_at: string;
  },
) =>
  db
    .updateTable('clinic_therapy_rooms')
    .set(values)
    .where('clinic_id', '=', clinicId)
    .where('room_id', '=', roomId)
    .returning(roomColumns)
    .executeTakeFirst();

export const hoursOf = (db: Db, clinicId: number) =>
  db
    .selectFrom('clinic_therapy_hours')
    .select(['opens', 'closes'])
    .where('clinic_id', '=', clinicId)
    .executeTakeFirst();

export async function saveHours(db: Db, clinicId: number, opens: string, closes: string, by: number, now: string) {
  await db
    .insertInto('clinic_therapy_hours')
    .values({ clinic_id: clinicId, opens, closes, updated_by: by, created_at: now, updated_at: now })
    .onConflict((oc) => oc.column('clinic_id').doUpdateSet({ opens, closes, updated_by: by, updated_at: now }))
    .execute();
}

/** Whether a live session of the clinic from this day on lies outside these hours (they would strand it). */
export async function liveOutside(db: Db, clinicId: number, from: string, openSlot: number, closeSlot: number) {
  const row = await db
    .selectFrom('clinic_therapy_slots')
    .select('session_id')
    .where('clinic_id', '=', clinicId)
    .where('slot_date', '>=', from)
    .where((eb) => eb.or([eb('slot_no', '<', openSlot), eb('slot_no', '>=', closeSlot)]))
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

// ---- courses ----------------------------------------------------------------------------------------------------

export interface NewPlan {
  clinic_id: number;
  patient_id: number;
  visit_id: number | null;
  doctor_id: number;
  kind: number;
  master_id: number;
  name: string;
  name_guj: string | null;
  duration_minutes: number;
  price_paise: number;
  days: number;
  sessions_per_day: number;
  start_date: string;
  notes: string | null;
}

export async function insertPlan(db: Db, plan: NewPlan, now: string): Promise<number> {
  const row = await db
    .insertInto('clinic_therapy_plans')
    .values({ ...plan, status: 1, created_at: now, updated_at: now })
    .returning('plan_id')
    .executeTakeFirstOrThrow();
  return row.plan_id;
}

export async function insertPendingSessions(
  db: Db,
  rows: {
    clinic_id: number;
    plan_id: number;
    patient_id: number;
    day_no: number;
    seq_no: number;
    planned_date: string;
    slot_count: number;
  }[],
  now: string,
) {
  if (rows.length === 0) return;
  await db
    .insertInto('clinic_therapy_sessions')
    .values(rows.map((r) => ({ ...r, status: 0, created_at: now, updated_at: now })))
    .execute();
}

const planColumns = [
  'plan_id',
  'patient_id',
  'visit_id',
  'doctor_id',
  'kind',
  'master_id',
  'name',
  'name_guj',
  'duration_minutes',
  'price_paise',
  'days',
  'sessions_per_day',
  'start_date',
  'notes',
  'status',
  'created_at',
] as const;

export const findPlan = (db: Db, clinicId: number, planId: number) =>
  db
    .selectFrom('clinic_therapy_plans')
    .select(planColumns)
    .where('clinic_id', '=', clinicId)
    .where('plan_id', '=', planId)
    .executeTakeFirst();
export type PlanRow = NonNullable<Awaited<ReturnType<typeof findPlan>>>;

export const plansOfPatient = (db: Db, clinicId: number, patientId: number) =>
  db
    .selectFrom('clinic_therapy_plans')
    .select(planColumns)
    .where('clinic_id', '=', clinicId)
    .where('patient_id', '=', patientId)
    .orderBy('start_date', 'desc')
    .orderBy('plan_id', 'desc')
    .limit(100)
    .execute();

export const plansByIds = (db: Db, clinicId: number, ids: readonly number[]) =>
  ids.length === 0
    ? Promise.resolve([] as PlanRow[])
    : db
        .selectFrom('clinic_therapy_plans')
        .select(planColumns)
        .where('clinic_id', '=', clinicId)
        .where('plan_id', 'in', [...ids])
        .execute();

/** Sessions of these courses counted by status. */
export const statusCounts = (db: Db, clinicId: number, planIds: readonly number[]) =>
  planIds.length === 0
    ? Promise.resolve([])
    : db
        .selectFrom('clinic_therapy_sessions')
        .select(['plan_id', 'status', (eb) => eb.fn.countAll<number>().as('n')])
        .where('clinic_id', '=', clinicId)
        .where('plan_id', 'in', [...planIds])
        .groupBy(['plan_id', 'status'])
        .execute();

/** Stops a running course; false when it was stopped already. */
export async function stopPlan(db: Db, clinicId: number, planId: number, by: number, now: string) {
  const result = await db
    .updateTable('clinic_therapy_plans')
    .set({ status: 2, stopped_by: by, stopped_at: now, updated_at: now })
    .where('clinic_id', '=', clinicId)
    .where('plan_id', '=', planId)
    .where('status', '=', 1)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

// ---- sessions ---------------------------------------------------------------------------------------------------

const sessionColumns = [
  'session_id',
  'plan_id',
  'patient_id',
  'day_no',
  'seq_no',
  'planned_date',
  'status',
  'session_date',
  'start_time',
  'slot_count',
  'room_id',
  'therapist_id',
  'moved_from',
  'moved_to',
  'reason',
  'marked_at',
] as const;

export const findSession = (db: Db, clinicId: number, sessionId: number) =>
  db
    .selectFrom('clinic_therapy_sessions')
    .select(sessionColumns)
    .where('clinic_id', '=', clinicId)
    .where('session_id', '=', sessionId)
    .executeTakeFirst();
export type SessionRow = NonNullable<Awaited<ReturnType<typeof findSession>>>;

export const sessionsOfPlan = (db: Db, clinicId: number, planId: number) =>
  db
    .selectFrom('clinic_therapy_sessions')
    .select(sessionColumns)
    .where('clinic_id', '=', clinicId)
    .where('plan_id', '=', planId)
    .orderBy('day_no')
    .orderBy('seq_no')
    .orderBy('session_id')
    .execute();

/** A day's scheduled, taken and missed sessions (of one therapist, or all). */
export function sessionsOfDay(db: Db, clinicId: number, date: string, therapistId?: number) {
  let q = db
    .selectFrom('clinic_therapy_sessions')
    .select(sessionColumns)
    .where('clinic_id', '=', clinicId)
    .where('session_date', '=', date)
    .where('status', 'in', [1, 2, 3]);
  if (therapistId !== undefined) q = q.where('therapist_id', '=', therapistId);
  return q.orderBy('start_time').orderBy('room_id').execute();
}

/** Sessions still to schedule, of running courses, planned for this day or before (the oldest first). */
export const toScheduleBy = (db: Db, clinicId: number, date: string) =>
  db
    .selectFrom('clinic_therapy_sessions as s')
    .innerJoin('clinic_therapy_plans as p', 'p.plan_id', 's.plan_id')
    .select(sessionColumns.map((c) => `s.${c}` as const))
    .where('s.clinic_id', '=', clinicId)
    .where('s.status', '=', 0)
    .where('s.planned_date', '<=', date)
    .where('p.status', '=', 1)
    .orderBy('s.planned_date')
    .orderBy('s.plan_id')
    .orderBy('s.day_no')
    .orderBy('s.seq_no')
    .limit(200)
    .execute();

/** Occupied slots of the clinic on these days (the proposal's view of the board). */
export const occupiedOn = (db: Db, clinicId: number, from: string, to: string) =>
  db
    .selectFrom('clinic_therapy_slots')
    .select(['room_id', 'therapist_id', 'patient_id', 'slot_date', 'slot_no'])
    .where('clinic_id', '=', clinicId)
    .where('slot_date', '>=', from)
    .where('slot_date', '<=', to)
    .execute();

export interface PlaceValues {
  session_date: string;
  start_time: string;
  room_id: number;
  therapist_id: number;
  scheduled_by: number;
  updated_at: string;
}

/** Schedules a session still to schedule of this course; false when it is not (any more). */
export async function schedulePending(db: Db, clinicId: number, planId: number, sessionId: number, p: PlaceValues) {
  const result = await db
    .updateTable('clinic_therapy_sessions')
    .set({ ...p, status: 1 })
    .where('clinic_id', '=', clinicId)
    .where('plan_id', '=', planId)
    .where('session_id', '=', sessionId)
    .where('status', '=', 0)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Writes the slots a session holds; throws on a slot of its room, therapist or patient already held. */
export async function occupy(
  db: Db,
  s: { session_id: number; clinic_id: number; room_id: number; therapist_id: number; patient_id: number },
  date: string,
  firstSlot: number,
  slotCount: number,
) {
  const rows = Array.from({ length: slotCount }, (_, i) => ({ ...s, slot_date: date, slot_no: firstSlot + i }));
  await db.insertInto('clinic_therapy_slots').values(rows).execute();
}

export async function release(db: Db, sessionIds: readonly number[]) {
  if (sessionIds.length === 0) return;
  await db
    .deleteFrom('clinic_therapy_slots')
    .where('session_id', 'in', [...sessionIds])
    .execute();
}

/** Moves a session out of one of these states into another; false when another request moved it first. */
export async function moveStatus(
  db: Db,
  clinicId: number,
  sessionId: number,
  from: readonly number[],
  set: { status: number; marked_by?: number; marked_at?: string; moved_to?: number; reason?: string | null },
  now: string,
) {
  const result = await db
    .updateTable('clinic_therapy_sessions')
    .set({ ...set, updated_at: now })
    .where('clinic_id', '=', clinicId)
    .where('session_id', '=', sessionId)
    .where('status', 'in', [...from])
    .where('moved_to', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function insertMoved(
  db: Db,
  from: SessionRow,
  clinicId: number,
  p: PlaceValues,
  now: string,
): Promise<number> {
  const row = await db
    .insertInto('clinic_therapy_sessions')
    .values({
      clinic_id: clinicId,
      plan_id: from.plan_id,
      patient_id: from.patient_id,
      day_no: from.day_no,
      seq_no: from.seq_no,
      planned_date: from.planned_date,
      slot_count: from.slot_count,
      status: 1,
      moved_from: from.session_id,
      ...p,
      created_at: now,
    })
    .returning('session_id')
    .executeTakeFirstOrThrow();
  return row.session_id;
}

/** The course's sessions not yet taken or missed, cancelled (the course is stopped); their ids. */
export async function cancelOpen(db: Db, clinicId: number, planId: number, now: string): Promise<number[]> {
  const open = await db
    .selectFrom('clinic_therapy_sessions')
    .select('session_id')
    .where('clinic_id', '=', clinicId)
    .where('plan_id', '=', planId)
    .where('status', 'in', [0, 1])
    .execute();
  const ids = open.map((r) => r.session_id);
  if (ids.length > 0) {
    await db
      .updateTable('clinic_therapy_sessions')
      .set({ status: 5, updated_at: now })
      .where('session_id', 'in', ids)
      .where('status', 'in', [0, 1])
      .execute();
  }
  return ids;
}

/** Taken sessions of a patient between two India days, with their course's price (the stay's bill). */
export const takenBetween = (db: Db, clinicId: number, patientId: number, from: string, to: string) =>
  db
    .selectFrom('clinic_therapy_sessions as s')
    .innerJoin('clinic_therapy_plans as p', 'p.plan_id', 's.plan_id')
    .select(['s.session_id', 's.session_date', 'p.name', 'p.name_guj', 'p.price_paise', 'p.kind'])
    .where('s.clinic_id', '=', clinicId)
    .where('s.patient_id', '=', patientId)
    .where('s.status', '=', 2)
    .where('s.session_date', '>=', from)
    .where('s.session_date', '<=', to)
    .orderBy('s.session_date')
    .orderBy('s.start_time')
    .execute();
