import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { expect } from 'vitest';
import type { StaffDepartment } from '@gd/contracts/clinic';
import type { DB } from '../src/db/schema';
import { createStaff } from '../src/modules/clinic/staff-service';
import { uniquePhone } from './auth-support';
import { json } from './helpers';

/** Clinic desk test helpers (issue 20): a clinic with a branch, staff accounts that log in. */

export const STAFF_PASSWORD = 'Tulsi-Ashwagandha#26';

let n = 0;

export async function createClinic(db: Kysely<DB>, name = `Test Clinic ${++n}`) {
  const clinic = await db
    .insertInto('clinics')
    .values({ name, name_guj: 'ટેસ્ટ ક્લિનિક' })
    .returningAll()
    .executeTakeFirstOrThrow();
  const branch = await db
    .insertInto('clinic_branches')
    .values({ clinic_id: clinic.clinic_id, name: `${name} Main` })
    .returningAll()
    .executeTakeFirstOrThrow();
  return { clinicId: clinic.clinic_id, branchId: branch.branch_id };
}

export interface TestStaff {
  token: string;
  staffId: number;
  userId: number;
  phone: string;
}

/** A staff account of a clinic, logged in through the staff login. */
export async function staffMember(
  app: FastifyInstance,
  clinicId: number,
  department: StaffDepartment,
  opts: { admin?: boolean; email?: string; practitionerId?: number } = {},
): Promise<TestStaff> {
  const phone = `9${uniquePhone().slice(1)}`;
  const created = await createStaff(app.db, {
    clinicId,
    name: `Staff ${++n}`,
    phone,
    email: opts.email ?? null,
    password: STAFF_PASSWORD,
    department_id: department,
    is_clinic_admin: opts.admin ?? false,
    ...(opts.practitionerId ? { practitioner_id: opts.practitionerId } : {}),
    actorUserId: null,
    now: new Date(),
  });
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/staff/login',
    payload: { phone, password: STAFF_PASSWORD },
  });
  expect(res.statusCode, res.body).toBe(200);
  return { token: json(res).data.token, staffId: created.staff_id, userId: created.user_id, phone };
}

export const patientBody = (overrides: Record<string, unknown> = {}) => ({
  name: 'Ramesh Patel',
  name_guj: 'રમેશ પટેલ',
  sex: 1,
  age: 45,
  phone: '9825012345',
  address: 'Near Swaminarayan Temple, Maninagar',
  abha_address: 'ramesh.patel@abdm',
  emergency_name: 'Sita Patel',
  emergency_phone: '9825098765',
  consent: true,
  consent_language: 'guj',
  ...overrides,
});
