import type { Kysely } from 'kysely';
import type { z } from 'zod';
import { addDays, indiaDate } from '@gd/contracts/india-time';
import {
  PLAN_STATUS,
  SESSION_STATUS,
  THERAPY_HORIZON_DAYS,
  THERAPY_KIND,
  slotNoOf,
  slotsFor,
  timeOfSlot,
  type TProposal,
  type TTherapyMasters,
  type TTherapyPlan,
  type TTherapyPlanDetail,
  type ZPlanSchedule,
  type ZProposalQuery,
  type ZTherapyPlanCreate,
} from '@gd/contracts/schemas/clinic-therapy';
import type { DB } from '../../db/schema';
import type { Db } from '../../db/sql';
import { AppError } from '../../platform/errors';
import * as audit from '../audit/service';
import type { StaffCaller } from '../clinic/guards';
import * as requests from '../requests/service';
import * as links from './links';
import { countsOf, namesFor, presentPlan, presentSession } from './present';
import { propose } from './proposal';
import * as repo from './repo';
import {
  checkPlace,
  firstSlotToday,
  mayPrescribe,
  mayRead,
  maySchedule,
  mayStop,
  placeContext,
  slotTaken,
} from './rules';

/**
 * Decision 97: a course. A doctor prescribes it for a patient of the clinic (from a visit of that patient or not):
 * a therapy or yoga master, days, sessions a day, a start date; its name, duration and price are copied from the
 * master, and one session per day and sequence is made "to schedule". Reception schedules them — one, several or
 * all in one transaction, each slot claimed in `clinic_therapy_slots` whose unique indexes decide every race.
 */

const planNotFound = () => AppError.notFound('THERAPY.PLAN_NOT_FOUND', 'No such course in this clinic.');
const patientNotFound = () =>
  new AppError(404, 'THERAPY.PATIENT_NOT_FOUND', 'No such patient in this clinic.', {
    patient_id: 'THERAPY.PATIENT_NOT_FOUND',
  });

export async function masters(db: Db, caller: StaffCaller): Promise<TTherapyMasters> {
  mayRead(caller);
  const all = await links.courseMasters(db);
  const pick = (kind: number, rows: typeof all.therapies) =>
    rows
      .filter((r) => r.active)
      .map((r) => ({
        kind,
        id: r.id,
        name: r.name,
        name_guj: r.name_guj,
        duration_minutes: r.duration_minutes,
        price_paise: r.price,
      }));
  return { therapies: pick(THERAPY_KIND.THERAPY, all.therapies), yoga: pick(THERAPY_KIND.YOGA, all.yoga) };
}

async function planOf(db: Db, caller: StaffCaller, planId: number) {
  const plan = await repo.findPlan(db, caller.clinicId, planId);
  if (!plan) throw planNotFound();
  return plan;
}

export async function detail(db: Db, caller: StaffCaller, planId: number): Promise<TTherapyPlanDetail> {
  mayRead(caller);
  const plan = await planOf(db, caller, planId);
  const [sessions, counts, names] = await Promise.all([
    repo.sessionsOfPlan(db, caller.clinicId, planId),
    countsOf(db, caller.clinicId, [planId]),
    namesFor(db, caller.clinicId, [plan.patient_id]),
  ]);
  return {
    ...presentPlan(plan, counts.get(planId)!, names),
    sessions: sessions.map((s) => presentSession(s, plan, names)),
  };
}

export async function plansOfPatient(
  db: Db,
  caller: StaffCaller,
  patientId: number,
): Promise<{ rows: TTherapyPlan[] }> {
  mayRead(caller);
  const names = await namesFor(db, caller.clinicId, [patientId]);
  if (!names.patients.has(patientId)) throw patientNotFound();
  const plans = await repo.plansOfPatient(db, caller.clinicId, patientId);
  const counts = await countsOf(
    db,
    caller.clinicId,
    plans.map((p) => p.plan_id),
  );
  return { rows: plans.map((p) => presentPlan(p, counts.get(p.plan_id)!, names)) };
}

export async function prescribe(
  db: Kysely<DB>,
  caller: StaffCaller,
  body: z.output<typeof ZTherapyPlanCreate>,
  idemKey: string | null,
  now: Date,
): Promise<TTherapyPlanDetail> {
  mayPrescribe(caller);
  const today = indiaDate(now);
  if ((await links.patientsById(db, caller.clinicId, [body.patient_id])).size === 0) throw patientNotFound();
  if (body.visit_id !== undefined) {
    const visit = await links.visitOf(db, caller.clinicId, body.visit_id);
    if (!visit) {
      throw new AppError(404, 'THERAPY.VISIT_NOT_FOUND', 'No such visit in this clinic.', {
        visit_id: 'THERAPY.VISIT_NOT_FOUND',
      });
    }
    if (visit.patient_id !== body.patient_id) {
      throw AppError.validation('visit_id', 'THERAPY.VISIT_OF_ANOTHER', 'This visit is another patient’s.');
    }
  }
  if (body.start_date < today) {
    throw AppError.validation('start_date', 'THERAPY.DATE_IN_PAST', 'The course cannot start on a past day.');
  }
  if (body.start_date > addDays(today, THERAPY_HORIZON_DAYS)) {
    throw AppError.validation('start_date', 'THERAPY.DATE_TOO_FAR', 'A course starts within 180 days.');
  }
  const all = await links.courseMasters(db);
  const master = (body.kind === THERAPY_KIND.THERAPY ? all.therapies : all.yoga).find(
    (m) => m.id === body.master_id && m.active,
  );
  if (!master) throw AppError.validation('master_id', 'THERAPY.MASTER_INVALID', 'Choose an active therapy or yoga.');
  const at = now.toISOString();
  // Decision 79: a double click or a retry with the same Idempotency-Key prescribes one course.
  const idem = idemKey
    ? { scope: 'clinic-therapy-plan', caller: `staff:${caller.staffId}`, key: idemKey, request: body, now }
    : null;
  const { result: planId } = await requests.once(db, idem, async (trx) => {
    const id = await repo.insertPlan(
      trx,
      {
        clinic_id: caller.clinicId,
        patient_id: body.patient_id,
        visit_id: body.visit_id ?? null,
        doctor_id: caller.staffId,
        kind: body.kind,
        master_id: master.id,
        name: master.name,
        name_guj: master.name_guj,
        duration_minutes: master.duration_minutes,
        price_paise: master.price,
        days: body.days,
        sessions_per_day: body.sessions_per_day,
        start_date: body.start_date,
        notes: body.notes ? body.notes : null,
      },
      at,
    );
    const sessions = [];
    for (let day = 1; day <= body.days; day++) {
      for (let seq = 1; seq <= body.sessions_per_day; seq++) {
        sessions.push({
          clinic_id: caller.clinicId,
          plan_id: id,
          patient_id: body.patient_id,
          day_no: day,
          seq_no: seq,
          planned_date: addDays(body.start_date, day - 1),
          slot_count: slotsFor(master.duration_minutes),
        });
      }
    }
    await repo.insertPendingSessions(trx, sessions, at);
    return id;
  });
  return detail(db, caller, planId);
}

export async function stop(db: Kysely<DB>, caller: StaffCaller, planId: number, now: Date) {
  mayStop(caller);
  const plan = await planOf(db, caller, planId);
  const at = now.toISOString();
  await db.transaction().execute(async (trx) => {
    if (!(await repo.stopPlan(trx, caller.clinicId, planId, caller.staffId, at))) {
      throw AppError.conflict('plan', 'THERAPY.PLAN_STOPPED', 'This course has been stopped.');
    }
    const cancelled = await repo.cancelOpen(trx, caller.clinicId, planId, at);
    await repo.release(trx, cancelled);
    await audit.audit(trx, {
      actorUserId: caller.userId,
      action: 'clinic_therapy_plan.stopped',
      entity: 'clinic_therapy_plans',
      entityId: planId,
      before: { status: plan.status },
      after: { status: PLAN_STATUS.STOPPED, cancelled_sessions: cancelled.length, clinic_id: caller.clinicId },
      at,
    });
  });
  return detail(db, caller, planId);
}

export async function proposal(
  db: Db,
  caller: StaffCaller,
  planId: number,
  query: z.output<typeof ZProposalQuery>,
  now: Date,
): Promise<TProposal> {
  maySchedule(caller);
  const plan = await planOf(db, caller, planId);
  const today = indiaDate(now);
  const [ctx, sessions] = await Promise.all([
    placeContext(db, caller.clinicId, now),
    repo.sessionsOfPlan(db, caller.clinicId, planId),
  ]);
  const hours = ctx.hours;
  const pending =
    plan.status === PLAN_STATUS.RUNNING ? sessions.filter((s) => s.status === SESSION_STATUS.TO_SCHEDULE) : [];
  if (pending.length === 0) return { items: [] };
  const rooms = [...ctx.rooms.entries()]
    .filter(([id, r]) => r.is_active === 1 && r.kind === plan.kind && (!query.room_id || id === query.room_id))
    .map(([id]) => id);
  const therapists = links
    .therapistsIn(ctx.staff)
    .map((t) => t.staff_id)
    .filter((id) => !query.therapist_id || id === query.therapist_id);
  const dates = pending.map((s) => (s.planned_date < today ? today : s.planned_date)).sort();
  const occupied = await repo.occupiedOn(db, caller.clinicId, dates[0]!, dates.at(-1)!);
  const items = propose({
    sessions: pending,
    patientId: plan.patient_id,
    slotCount: slotsFor(plan.duration_minutes),
    openSlot: hours.openSlot,
    closeSlot: hours.closeSlot,
    today,
    firstSlotToday: firstSlotToday(now),
    preferredSlot: query.time ? slotNoOf(query.time) : hours.openSlot,
    rooms,
    therapists,
    occupied,
  });
  return {
    items: items.map((i) => ({
      session_id: i.session_id,
      day_no: i.day_no,
      seq_no: i.seq_no,
      place: i.place
        ? {
            date: i.place.date,
            time: timeOfSlot(i.place.slot_no),
            room_id: i.place.room_id,
            therapist_id: i.place.therapist_id,
          }
        : null,
    })),
  };
}

/**
 * Schedules sessions of a course, all or none, in one transaction: each must still be "to schedule" (a session
 * scheduled meanwhile by someone else is a 409), each place valid, each slot free — the unique indexes decide.
 */
export async function schedule(
  db: Kysely<DB>,
  caller: StaffCaller,
  planId: number,
  body: z.output<typeof ZPlanSchedule>,
  now: Date,
): Promise<TTherapyPlanDetail> {
  maySchedule(caller);
  const plan = await planOf(db, caller, planId);
  if (plan.status !== PLAN_STATUS.RUNNING) {
    throw AppError.conflict('plan', 'THERAPY.PLAN_STOPPED', 'This course has been stopped.');
  }
  const ctx = await placeContext(db, caller.clinicId, now);
  const slotCount = slotsFor(plan.duration_minutes);
  const seen = new Set<number>();
  const firsts = body.items.map((item, i) => {
    if (seen.has(item.session_id)) {
      throw AppError.validation(`items.${i}.session_id`, 'THERAPY.SESSION_TWICE', 'A session is named twice.');
    }
    seen.add(item.session_id);
    return checkPlace(ctx, item, slotCount, plan.kind, `items.${i}.`);
  });
  const at = now.toISOString();
  await db.transaction().execute(async (trx) => {
    for (const [i, item] of body.items.entries()) {
      const placed = await repo.schedulePending(trx, caller.clinicId, planId, item.session_id, {
        session_date: item.date,
        start_time: item.time,
        room_id: item.room_id,
        therapist_id: item.therapist_id,
        scheduled_by: caller.staffId,
        updated_at: at,
      });
      if (!placed) {
        throw AppError.conflict(
          `items.${i}.session_id`,
          'THERAPY.NOT_TO_SCHEDULE',
          'This session is not waiting to be scheduled (scheduled meanwhile, or not of this course).',
        );
      }
      try {
        await repo.occupy(
          trx,
          {
            session_id: item.session_id,
            clinic_id: caller.clinicId,
            room_id: item.room_id,
            therapist_id: item.therapist_id,
            patient_id: plan.patient_id,
          },
          item.date,
          firsts[i]!,
          slotCount,
        );
      } catch (err) {
        throw slotTaken(err, `items.${i}.`) ?? err;
      }
    }
  });
  return detail(db, caller, planId);
}
