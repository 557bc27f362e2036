import { expect } from 'vitest';
import { DEPARTMENT } from '@gd/contracts/codes';
import { createStaff } from '../src/modules/clinic/staff-service';
import { bearer, uniquePhone } from './auth-support';
import { createClinic, patientBody, STAFF_PASSWORD, staffMember, type TestStaff } from './clinic-support';
import { json, type TestContext } from './helpers';

/**
 * Therapy course test helpers (issue 21 point 3, decision 97): a clinic with reception, a doctor, the
 * administrator, the lab and a logged-in therapist, a second clinic, and the masters a course names.
 */

export interface TherapyClinic {
  clinicId: number;
  reception: TestStaff;
  doctor: TestStaff;
  admin: TestStaff;
  lab: TestStaff;
  therapist: TestStaff;
}

export async function therapyClinic(ctx: TestContext, name: string): Promise<TherapyClinic> {
  const { clinicId } = await createClinic(ctx.db, name);
  const [reception, doctor, admin, lab, therapist] = [
    await staffMember(ctx.app, clinicId, DEPARTMENT.RECEPTION),
    await staffMember(ctx.app, clinicId, DEPARTMENT.DOCTOR),
    await staffMember(ctx.app, clinicId, DEPARTMENT.RECEPTION, { admin: true }),
    await staffMember(ctx.app, clinicId, DEPARTMENT.LAB),
    await staffMember(ctx.app, clinicId, DEPARTMENT.PANCHAKARMA),
  ];
  return { clinicId, reception, doctor, admin, lab, therapist };
}

/** A therapist without a login session (a target of bookings only). */
export async function therapistOf(ctx: TestContext, clinicId: number, name: string): Promise<number> {
  const staff = await createStaff(ctx.app.db, {
    clinicId,
    name,
    phone: `9${uniquePhone().slice(1)}`,
    email: null,
    password: STAFF_PASSWORD,
    department_id: DEPARTMENT.PANCHAKARMA,
    is_clinic_admin: false,
    actorUserId: null,
    now: new Date(),
  });
  return staff.staff_id;
}

/** The records masters a course names: therapies of 30, 45 and 60 minutes, one retired, and a yoga practice. */
export async function courseMasters(ctx: TestContext) {
  const therapy = async (name: string, name_guj: string, duration_minutes: number, price: number, active = 1) =>
    (
      await ctx.db
        .insertInto('therapies')
        .values({ name, name_guj, department_id: 4, duration_minutes, price, is_active: active })
        .returning('therapy_id')
        .executeTakeFirstOrThrow()
    ).therapy_id;
  const nasya = await therapy('Nasya', 'નસ્ય', 30, 70_000);
  const abhyanga = await therapy('Abhyanga', 'અભ્યંગ', 45, 120_000);
  const shirodhara = await therapy('Shirodhara', 'શિરોધારા', 60, 180_000);
  const retired = await therapy('Old Therapy', null as unknown as string, 30, 10_000, 0);
  const yoga = (
    await ctx.db
      .insertInto('yoga')
      .values({ name: 'Surya Namaskar', name_guj: 'સૂર્ય નમસ્કાર', duration_minutes: 15 })
      .returning('yoga_id')
      .executeTakeFirstOrThrow()
  ).yoga_id;
  return { nasya, abhyanga, shirodhara, retired, yoga };
}

export async function newPatient(ctx: TestContext, token: string, name: string, phone = '9825012345') {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/clinic/patients',
    payload: patientBody({ name, phone }),
    headers: bearer(token),
  });
  expect(res.statusCode, res.body).toBe(201);
  return json(res).data.patient_id as number;
}

export async function newRoom(ctx: TestContext, adminToken: string, name: string, kind = 1) {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/clinic/therapy-rooms',
    payload: { name, kind },
    headers: bearer(adminToken),
  });
  expect(res.statusCode, res.body).toBe(201);
  return json(res).data.room_id as number;
}

export interface Course {
  plan_id: number;
  sessions: { session_id: number; day_no: number; seq_no: number; status: number }[];
}

export async function prescribe(ctx: TestContext, doctorToken: string, body: Record<string, unknown>): Promise<Course> {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/clinic/therapy-plans',
    payload: { kind: 1, days: 1, sessions_per_day: 1, ...body },
    headers: bearer(doctorToken),
  });
  expect(res.statusCode, res.body).toBe(201);
  return json(res).data as Course;
}

export const scheduleItems = (ctx: TestContext, token: string, planId: number, items: Record<string, unknown>[]) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/clinic/therapy-plans/${planId}/schedule`,
    payload: { items },
    headers: bearer(token),
  });
