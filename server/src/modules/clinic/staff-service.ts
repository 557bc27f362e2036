import type { Kysely } from 'kysely';
import type { z } from 'zod';
import { DEPARTMENT } from '@gd/contracts/codes';
import type { StaffDepartment } from '@gd/contracts/clinic';
import type {
  TClinicDoctor,
  TClinicStaff,
  TStaffLoginResponse,
  TStaffSession,
  ZCreateStaffRequest,
  ZStaffLoginRequest,
} from '@gd/contracts/schemas/clinic';
import type { DB } from '../../db/schema';
import type { Db } from '../../db/sql';
import { uniqueViolationColumn } from '../../platform/db-errors';
import { AppError } from '../../platform/errors';
import { hashPassword } from '../../platform/passwords';
import * as audit from '../audit/service';
import { type AuthCtx, checkCredentials, openSession, refuseWeak } from '../auth/service';
import * as practitioners from '../practitioners/service';
import * as records from '../records/service';
import * as users from '../users/service';
import { callers, clinicStaffChanged, doctorLists } from './memory';
import * as repo from './repo';
import type { ClinicStaffRow } from './tables';

/**
 * Decision 31: clinic staff. An account belongs to one clinic (the unique index on clinic_staff.user_id) and one
 * department; it logs in at `POST /auth/staff/login` with its phone or email. Every staff request reads the
 * membership from memory (memory.ts); each write to staff or clinics makes every process forget what it holds,
 * so a deactivated member or clinic is shut out at once here and within the change bus's latency elsewhere.
 */

/** The staff caller a guarded request carries (`request.staff`). */
export interface StaffCaller {
  staffId: number;
  userId: number;
  clinicId: number;
  branchId: number | null;
  department: StaffDepartment;
  isClinicAdmin: boolean;
  /** decision 95: may give a pharmacy purchase its treasurer's approval */
  isTreasurer: boolean;
  /** the staff id when the caller is a doctor, else null */
  doctorId: number | null;
  practitionerId: number | null;
}

const callerFrom = (row: ClinicStaffRow): StaffCaller => ({
  staffId: row.staff_id,
  userId: row.user_id,
  clinicId: row.clinic_id,
  branchId: row.branch_id,
  department: row.department_id as StaffDepartment,
  isClinicAdmin: row.is_clinic_admin === 1,
  isTreasurer: row.is_treasurer === 1,
  doctorId: row.department_id === DEPARTMENT.DOCTOR ? row.staff_id : null,
  practitionerId: row.practitioner_id,
});

/** The account's active membership of an active clinic, or null. */
export function staffCallerOf(db: Db, userId: number): Promise<StaffCaller | null> {
  return callers(db).get(String(userId), async () => {
    const row = await repo.activeMembership(db, userId);
    return row ? callerFrom(row) : null;
  });
}

async function sessionOf(db: Db, userId: number, name: string): Promise<TStaffSession | null> {
  const row = await repo.activeMembership(db, userId);
  if (!row) return null;
  const c = callerFrom(row);
  return {
    staff_id: c.staffId,
    user_id: c.userId,
    name,
    clinic_id: c.clinicId,
    clinic_name: row.clinic_name,
    clinic_name_guj: row.clinic_name_guj,
    branch_id: c.branchId,
    department_id: c.department,
    doctor_sub_department_id: row.doctor_sub_department_id,
    designation: row.designation,
    is_clinic_admin: c.isClinicAdmin,
    is_treasurer: c.isTreasurer,
    doctor_id: c.doctorId,
    practitioner_id: c.practitionerId,
  };
}

export async function me(db: Db, userId: number): Promise<TStaffSession> {
  const user = await users.findById(db, userId);
  const session = user ? await sessionOf(db, userId, user.name) : null;
  if (!session) throw AppError.forbidden('STAFF_ONLY', 'Only clinic staff may do this.');
  return session;
}

/**
 * Staff login: a phone or an email and the password. Only an account with an active membership of an active
 * clinic gets in; anyone else gets the answer a wrong password gets.
 */
export async function staffLogin(
  ctx: AuthCtx,
  input: z.output<typeof ZStaffLoginRequest>,
  userAgent: string | null,
): Promise<TStaffLoginResponse> {
  const field = input.phone !== undefined ? 'phone' : 'email';
  const found =
    input.phone !== undefined
      ? await users.findByPhone(ctx.db, input.phone)
      : await users.findByEmail(ctx.db, input.email!);
  const session = found ? await sessionOf(ctx.db, found.user_id, found.name) : null;
  await checkCredentials(ctx, session ? found : undefined, input.password, field);
  return { token: await openSession(ctx, found!, userAgent), staff: session! };
}

// ---- doctors and staff management ------------------------------------------------------------------------------

/** The clinic's active doctors with their names, from memory (memory.ts). */
export function listDoctors(db: Kysely<DB>, clinicId: number): Promise<TClinicDoctor[]> {
  return doctorLists(db).get(String(clinicId), () => readDoctors(db, clinicId));
}

async function readDoctors(db: Kysely<DB>, clinicId: number): Promise<TClinicDoctor[]> {
  const rows = await repo.activeDoctors(db, clinicId);
  const [names, subs] = await Promise.all([
    users.namesById(
      db,
      rows.map((r) => r.user_id),
    ),
    records.subDepartmentsById(
      db,
      rows.flatMap((r) => (r.doctor_sub_department_id ? [r.doctor_sub_department_id] : [])),
    ),
  ]);
  return rows.map((r) => {
    const sub = r.doctor_sub_department_id ? subs.get(r.doctor_sub_department_id) : undefined;
    return {
      doctor_id: r.staff_id,
      name: names.get(r.user_id) ?? '',
      department_id: r.department_id,
      doctor_sub_department_id: r.doctor_sub_department_id,
      sub_department_name: sub?.name ?? null,
      sub_department_name_guj: sub?.name_guj ?? null,
      designation: r.designation,
      practitioner_id: r.practitioner_id,
    };
  });
}

async function staffViews(db: Db, rows: ClinicStaffRow[]): Promise<TClinicStaff[]> {
  const contacts = await users.contactsById(
    db,
    rows.map((r) => r.user_id),
  );
  return rows.map((r) => {
    const c = contacts.get(r.user_id);
    return {
      staff_id: r.staff_id,
      user_id: r.user_id,
      name: c?.name ?? '',
      phone: c?.phone ?? null,
      email: c?.email ?? null,
      branch_id: r.branch_id,
      department_id: r.department_id,
      doctor_sub_department_id: r.doctor_sub_department_id,
      designation: r.designation,
      is_clinic_admin: r.is_clinic_admin === 1,
      is_treasurer: r.is_treasurer === 1,
      practitioner_id: r.practitioner_id,
      is_active: r.is_active === 1,
      created_at: r.created_at,
    };
  });
}

export async function listStaff(db: Db, clinicId: number): Promise<{ rows: TClinicStaff[]; count: number }> {
  const rows = await staffViews(db, await repo.listStaff(db, clinicId));
  return { rows, count: rows.length };
}

export interface NewStaff extends z.output<typeof ZCreateStaffRequest> {
  clinicId: number;
  /** who adds the account (null: the command line) */
  actorUserId: number | null;
  now: Date;
}

const mobileExists = () => AppError.conflict('phone', 'MOBILE_EXISTS', 'Mobile number is already registered!');
const emailExists = () => AppError.conflict('email', 'EMAIL_EXISTS', 'Email is already registered!');

/** A new account and its membership, in one transaction (clinic administrators, `npm run create-staff`). */
export async function createStaff(db: Kysely<DB>, input: NewStaff): Promise<TClinicStaff> {
  refuseWeak(input.password, 'password', { phone: input.phone, name: input.name });
  const clinic = await repo.findClinic(db, input.clinicId);
  if (!clinic) throw AppError.validation('clinic_id', 'CLINIC_INVALID', 'No such clinic.');
  if (input.branch_id && !(await repo.branchOf(db, input.clinicId, input.branch_id))) {
    throw AppError.validation('branch_id', 'BRANCH_INVALID', 'Not a branch of this clinic.');
  }
  const subId = input.doctor_sub_department_id ?? null;
  if (
    subId !== null &&
    (await records.subDepartmentsById(db, [subId])).get(subId)?.department_id !== input.department_id
  ) {
    throw AppError.validation(
      'doctor_sub_department_id',
      'SUB_DEPARTMENT_INVALID',
      'Not a sub-department of this department.',
    );
  }
  if (input.practitioner_id && !(await practitioners.practitionerExists(db, input.practitioner_id))) {
    throw AppError.validation('practitioner_id', 'PRACTITIONER_INVALID', 'No such practitioner.');
  }
  if (await users.findByPhone(db, input.phone)) throw mobileExists();
  if (input.email && (await users.findByEmail(db, input.email))) throw emailExists();
  const passwordHash = await hashPassword(input.password);
  const at = input.now.toISOString();
  try {
    const row = await db.transaction().execute(async (trx) => {
      const user = await users.insertUser(trx, {
        name: input.name,
        phone: input.phone,
        email: input.email ?? null,
        password_hash: passwordHash,
        user_type: 'staff',
        is_profile_approve: 1,
        created_at: at,
        updated_at: at,
      });
      const staff = await repo.insertStaff(trx, {
        user_id: user.user_id,
        clinic_id: input.clinicId,
        branch_id: input.branch_id ?? (await repo.firstBranch(trx, input.clinicId))?.branch_id ?? null,
        department_id: input.department_id,
        doctor_sub_department_id: subId,
        designation: input.designation ?? null,
        is_clinic_admin: input.is_clinic_admin ? 1 : 0,
        practitioner_id: input.practitioner_id ?? null,
        created_at: at,
        updated_at: at,
      });
      await audit.audit(trx, {
        actorUserId: input.actorUserId,
        action: 'clinic.staff.create',
        entity: 'clinic_staff',
        entityId: staff.staff_id,
        after: {
          clinic_id: staff.clinic_id,
          department_id: staff.department_id,
          is_clinic_admin: staff.is_clinic_admin,
        },
        at,
      });
      return staff;
    });
    clinicStaffChanged(db, input.clinicId);
    return (await staffViews(db, [row]))[0]!;
  } catch (err) {
    const column = uniqueViolationColumn(err);
    if (column === 'phone') throw mobileExists();
    if (column === 'email') throw emailExists();
    throw err;
  }
}

/** A clinic administrator shuts a member of their clinic out: the membership goes inactive, its sessions end. */
export async function deactivateStaff(
  db: Kysely<DB>,
  caller: StaffCaller,
  staffId: number,
  now: Date,
): Promise<TClinicStaff> {
  const row = await repo.findStaff(db, caller.clinicId, staffId);
  if (!row) throw AppError.notFound('STAFF_NOT_FOUND', 'Staff member not found.');
  if (row.staff_id === caller.staffId) {
    throw AppError.conflict('id', 'STAFF_SELF_DEACTIVATE', 'You cannot deactivate your own account.');
  }
  const at = now.toISOString();
  const updated = await db.transaction().execute(async (trx) => {
    const changed = await repo.updateStaff(trx, staffId, { is_active: 0, updated_at: at });
    await users.revokeUserSessions(trx, row.user_id, at);
    await audit.audit(trx, {
      actorUserId: caller.userId,
      action: 'clinic.staff.deactivate',
      entity: 'clinic_staff',
      entityId: staffId,
      before: { is_active: row.is_active },
      after: { is_active: 0 },
      at,
    });
    return changed;
  });
  clinicStaffChanged(db, caller.clinicId);
  users.accountsChanged(db, row.user_id); // after the commit (decision 94)
  return (await staffViews(db, [updated]))[0]!;
}

/**
 * Decision 95: a clinic administrator makes a member of their clinic a treasurer (or no longer one), who then
 * gives the second approval of a pharmacy purchase at the Admin+Treasurer level. Audited; the member's held
 * session forgets its old flag at once (clinicStaffChanged).
 */
export async function setTreasurer(
  db: Kysely<DB>,
  caller: StaffCaller,
  staffId: number,
  isTreasurer: boolean,
  now: Date,
): Promise<TClinicStaff> {
  const row = await repo.findStaff(db, caller.clinicId, staffId);
  if (!row) throw AppError.notFound('STAFF_NOT_FOUND', 'Staff member not found.');
  const at = now.toISOString();
  const flag = isTreasurer ? 1 : 0;
  const updated = await db.transaction().execute(async (trx) => {
    const changed = await repo.updateStaff(trx, staffId, { is_treasurer: flag, updated_at: at });
    await audit.audit(trx, {
      actorUserId: caller.userId,
      action: 'clinic.staff.treasurer',
      entity: 'clinic_staff',
      entityId: staffId,
      before: { is_treasurer: row.is_treasurer },
      after: { is_treasurer: flag },
      at,
    });
    return changed;
  });
  clinicStaffChanged(db, caller.clinicId);
  return (await staffViews(db, [updated]))[0]!;
}
