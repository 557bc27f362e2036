import type { TTherapyPlan, TTherapyRoom, TTherapySession } from '@gd/contracts/schemas/clinic-therapy';
import { endTimeOf } from '@gd/contracts/schemas/clinic-therapy';
import type { Db } from '../../db/sql';
import * as links from './links';
import type { PlanRow, SessionRow } from './repo';
import * as repo from './repo';

/**
 * Turns the module's rows into the API's sessions and courses: the names on a page (patients, rooms, staff) are
 * asked once per page of their owners.
 */
export interface Names {
  patients: Awaited<ReturnType<typeof links.patientsById>>;
  rooms: Map<number, { name: string; name_guj: string | null }>;
  staff: Map<number, links.StaffName>;
}

export async function namesFor(db: Db, clinicId: number, patientIds: readonly number[]): Promise<Names> {
  const [patients, rooms, staff] = await Promise.all([
    links.patientsById(db, clinicId, patientIds),
    repo.roomsOf(db, clinicId),
    links.staffOf(db, clinicId),
  ]);
  return { patients, rooms: new Map(rooms.map((r) => [r.room_id, r])), staff };
}

/** A room as the API gives it (the rooms page and the board). */
export const presentRoom = (r: {
  room_id: number;
  name: string;
  name_guj: string | null;
  kind: number;
  is_active: number;
}): TTherapyRoom => ({
  room_id: r.room_id,
  name: r.name,
  name_guj: r.name_guj,
  kind: r.kind,
  is_active: r.is_active === 1,
});

export function presentSession(row: SessionRow, plan: PlanRow, names: Names): TTherapySession {
  const patient = names.patients.get(row.patient_id);
  return {
    session_id: row.session_id,
    plan_id: row.plan_id,
    patient_id: row.patient_id,
    patient_name: patient?.name ?? '',
    patient_name_guj: patient?.name_guj ?? null,
    case_no: patient?.case_no ?? '',
    kind: plan.kind,
    name: plan.name,
    name_guj: plan.name_guj,
    duration_minutes: plan.duration_minutes,
    day_no: row.day_no,
    seq_no: row.seq_no,
    days: plan.days,
    planned_date: row.planned_date,
    status: row.status,
    date: row.session_date,
    start_time: row.start_time,
    end_time: row.start_time ? endTimeOf(row.start_time, row.slot_count) : null,
    slot_count: row.slot_count,
    room_id: row.room_id,
    room_name: row.room_id === null ? null : (names.rooms.get(row.room_id)?.name ?? null),
    room_name_guj: row.room_id === null ? null : (names.rooms.get(row.room_id)?.name_guj ?? null),
    therapist_id: row.therapist_id,
    therapist_name: row.therapist_id === null ? null : (names.staff.get(row.therapist_id)?.name ?? null),
    moved_from: row.moved_from,
    moved_to: row.moved_to,
    reason: row.reason,
    marked_at: row.marked_at,
  };
}

type Counts = TTherapyPlan['counts'];
const emptyCounts = (): Counts => ({ to_schedule: 0, scheduled: 0, taken: 0, missed: 0, cancelled: 0 });
const countKey: Record<number, keyof Counts | undefined> = {
  0: 'to_schedule',
  1: 'scheduled',
  2: 'taken',
  3: 'missed',
  5: 'cancelled',
};

/** Sessions by state per course (a rescheduled row is history: its replacement counts). */
export async function countsOf(db: Db, clinicId: number, planIds: readonly number[]): Promise<Map<number, Counts>> {
  const out = new Map<number, Counts>(planIds.map((id) => [id, emptyCounts()]));
  for (const r of await repo.statusCounts(db, clinicId, planIds)) {
    const k = countKey[r.status];
    const c = out.get(r.plan_id);
    if (k && c) c[k] += Number(r.n);
  }
  return out;
}

export function presentPlan(plan: PlanRow, counts: Counts, names: Names): TTherapyPlan {
  const patient = names.patients.get(plan.patient_id);
  return {
    plan_id: plan.plan_id,
    patient_id: plan.patient_id,
    patient_name: patient?.name ?? '',
    patient_name_guj: patient?.name_guj ?? null,
    case_no: patient?.case_no ?? '',
    visit_id: plan.visit_id,
    doctor_id: plan.doctor_id,
    doctor_name: names.staff.get(plan.doctor_id)?.name ?? '',
    kind: plan.kind,
    master_id: plan.master_id,
    name: plan.name,
    name_guj: plan.name_guj,
    duration_minutes: plan.duration_minutes,
    price_paise: Number(plan.price_paise),
    days: plan.days,
    sessions_per_day: plan.sessions_per_day,
    start_date: plan.start_date,
    notes: plan.notes,
    status: plan.status,
    created_at: plan.created_at,
    counts,
  };
}
