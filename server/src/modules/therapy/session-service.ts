import type { Kysely } from 'kysely';
import type { z } from 'zod';
import { indiaDate } from '@gd/contracts/india-time';
import {
  SESSION_STATUS,
  therapySlots,
  type TTherapyBoard,
  type TTherapySession,
  type ZBoardQuery,
  type ZReschedule,
} from '@gd/contracts/schemas/clinic-therapy';
import type { DB } from '../../db/schema';
import type { Db } from '../../db/sql';
import { registerChargeSource } from '../../platform/clinic-charges';
import { AppError } from '../../platform/errors';
import * as audit from '../audit/service';
import type { StaffCaller } from '../clinic/guards';
import * as links from './links';
import { namesFor, presentRoom, presentSession } from './present';
import * as repo from './repo';
import { checkPlace, hoursOf, mayMark, mayRead, maySchedule, placeContext, slotTaken } from './rules';

/**
 * Decision 97: a day's sessions — the board by room and the therapist's day — and what happens to a session:
 * marked taken or missed once (a conditional update of a scheduled session), or rescheduled to a new free place
 * in one transaction (the old row closed and its slots freed, a new row holding the new slots).
 */

const sessionNotFound = () => AppError.notFound('THERAPY.SESSION_NOT_FOUND', 'No such session in this clinic.');

/** Taken sessions are charged to an in-patient's stay at the course's price a session (yoga is free). */
registerChargeSource('therapy', async (db, query) => {
  const rows = await repo.takenBetween(db, query.clinicId, query.patientId, query.from, query.to);
  return rows
    .filter((r) => Number(r.price_paise) > 0)
    .map((r) => ({
      kind: 'therapy' as const,
      description: r.name,
      description_guj: r.name_guj,
      date: r.session_date!,
      quantity: 1,
      unit_paise: Number(r.price_paise),
      amount_paise: Number(r.price_paise),
      source_id: r.session_id,
    }));
});

async function withPlans(db: Db, clinicId: number, rows: repo.SessionRow[]) {
  const planIds = [...new Set(rows.map((r) => r.plan_id))];
  const [plans, names] = await Promise.all([
    repo.plansByIds(db, clinicId, planIds),
    namesFor(
      db,
      clinicId,
      rows.map((r) => r.patient_id),
    ),
  ]);
  const byId = new Map(plans.map((p) => [p.plan_id, p]));
  return rows.flatMap((r) => {
    const plan = byId.get(r.plan_id);
    return plan ? [presentSession(r, plan, names)] : [];
  });
}

export async function board(
  db: Db,
  caller: StaffCaller,
  query: z.output<typeof ZBoardQuery>,
  now: Date,
): Promise<TTherapyBoard> {
  mayRead(caller);
  const today = indiaDate(now);
  const date = query.date ?? today;
  const [hours, rooms, staff] = await Promise.all([
    hoursOf(db, caller.clinicId),
    repo.roomsOf(db, caller.clinicId),
    links.staffOf(db, caller.clinicId),
  ]);
  if (query.therapist_id !== undefined && !staff.has(query.therapist_id)) {
    throw AppError.notFound('THERAPY.THERAPIST_NOT_FOUND', 'No such therapist in this clinic.');
  }
  const [day, pending] = await Promise.all([
    repo.sessionsOfDay(db, caller.clinicId, date, query.therapist_id),
    query.therapist_id === undefined ? repo.toScheduleBy(db, caller.clinicId, date) : Promise.resolve([]),
  ]);
  const presented = await withPlans(db, caller.clinicId, [...day, ...pending]);
  return {
    date,
    today,
    hours: { opens: hours.opens, closes: hours.closes },
    slots: therapySlots(hours),
    rooms: rooms.map(presentRoom),
    therapists: links.therapistsIn(staff).map((t) => ({ staff_id: t.staff_id, name: t.name })),
    sessions: presented.slice(0, day.length),
    to_schedule: presented.slice(day.length),
  };
}

async function sessionOf(db: Db, caller: StaffCaller, id: number) {
  const row = await repo.findSession(db, caller.clinicId, id);
  if (!row) throw sessionNotFound();
  return row;
}

async function presentOne(db: Db, caller: StaffCaller, id: number): Promise<TTherapySession> {
  const row = await sessionOf(db, caller, id);
  return (await withPlans(db, caller.clinicId, [row]))[0]!;
}

const notOpen = () =>
  AppError.conflict('session', 'THERAPY.NOT_OPEN', 'This session has been marked, moved or cancelled already.');

/**
 * Marks a scheduled session taken or missed, once: of two marks at once only one lands (the other is a 409). A
 * taken session keeps its slots; a missed one frees them (it may be rescheduled as a make-up session). Not before
 * its day.
 */
export async function mark(
  db: Kysely<DB>,
  caller: StaffCaller,
  id: number,
  status: 2 | 3,
  now: Date,
): Promise<TTherapySession> {
  const row = await sessionOf(db, caller, id);
  mayMark(caller, row.therapist_id);
  if (row.status !== SESSION_STATUS.SCHEDULED) throw notOpen();
  if (row.session_date! > indiaDate(now)) {
    throw AppError.conflict('status', 'THERAPY.NOT_YET', 'This session’s day has not come yet.');
  }
  const at = now.toISOString();
  await db.transaction().execute(async (trx) => {
    const moved = await repo.moveStatus(
      trx,
      caller.clinicId,
      id,
      [SESSION_STATUS.SCHEDULED],
      { status, marked_by: caller.staffId, marked_at: at },
      at,
    );
    if (!moved) throw notOpen();
    if (status === SESSION_STATUS.MISSED) await repo.release(trx, [id]);
  });
  return presentOne(db, caller, id);
}

/**
 * Moves a scheduled session — or makes up a missed one — to a new day, time, room and therapist, in one
 * transaction: the old row is closed (rescheduled, or kept missed) and points to the new one, its slots are freed,
 * and the new row claims its slots (the unique indexes decide against every other booking). Of two reschedules of
 * one session only one lands.
 */
export async function reschedule(
  db: Kysely<DB>,
  caller: StaffCaller,
  id: number,
  body: z.output<typeof ZReschedule>,
  now: Date,
): Promise<TTherapySession> {
  maySchedule(caller);
  const row = await sessionOf(db, caller, id);
  if ((row.status !== SESSION_STATUS.SCHEDULED && row.status !== SESSION_STATUS.MISSED) || row.moved_to !== null) {
    throw notOpen();
  }
  const plan = (await repo.plansByIds(db, caller.clinicId, [row.plan_id]))[0]!;
  if (plan.status !== 1) throw AppError.conflict('plan', 'THERAPY.PLAN_STOPPED', 'This course has been stopped.');
  const ctx = await placeContext(db, caller.clinicId, now);
  const first = checkPlace(ctx, body, row.slot_count, plan.kind);
  const at = now.toISOString();
  const newId = await db.transaction().execute(async (trx) => {
    const created = await repo.insertMoved(
      trx,
      row,
      caller.clinicId,
      {
        session_date: body.date,
        start_time: body.time,
        room_id: body.room_id,
        therapist_id: body.therapist_id,
        scheduled_by: caller.staffId,
        updated_at: at,
      },
      at,
    );
    // The old row is closed only if nobody closed it first (the other request's new row then rolls back).
    const closed = await repo.moveStatus(
      trx,
      caller.clinicId,
      id,
      [row.status],
      {
        status: row.status === SESSION_STATUS.SCHEDULED ? SESSION_STATUS.RESCHEDULED : SESSION_STATUS.MISSED,
        moved_to: created,
        reason: body.reason ? body.reason : null,
      },
      at,
    );
    if (!closed) throw notOpen();
    await repo.release(trx, [id]);
    const holder = {
      session_id: created,
      clinic_id: caller.clinicId,
      room_id: body.room_id,
      therapist_id: body.therapist_id,
      patient_id: row.patient_id,
    };
    try {
      await repo.occupy(trx, holder, body.date, first, row.slot_count);
    } catch (err) {
      throw slotTaken(err) ?? err;
    }
    await audit.audit(trx, {
      actorUserId: caller.userId,
      action: 'clinic_therapy_session.rescheduled',
      entity: 'clinic_therapy_sessions',
      entityId: id,
      before: { date: row.session_date, time: row.start_time, room_id: row.room_id, therapist_id: row.therapist_id },
      after: {
        session_id: created,
        date: body.date,
        time: body.time,
        room_id: body.room_id,
        therapist: body.therapist_id,
      },
      at,
    });
    return created;
  });
  return presentOne(db, caller, newId);
}
