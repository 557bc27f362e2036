import type { FastifyInstance, FastifyRequest, preHandlerHookHandler } from 'fastify';
import { DEPARTMENT } from '@gd/contracts/codes';
import type { StaffDepartment } from '@gd/contracts/clinic';
import { AppError } from '../../platform/errors';
import { type StaffCaller, staffCallerOf } from './staff-service';

export type { StaffCaller } from './staff-service';
export { DEPARTMENT };

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the `staff` access guard: the caller's clinic, branch and department (decision 31). */
    staff: StaffCaller | null;
  }
}

/**
 * Decision 31: the `staff` access level. Endpoints with `access: 'staff'` run this guard when the request
 * arrives: a valid session (401 otherwise) of an account with an active membership of an active clinic (403
 * otherwise); it puts `request.staff` on the request. Every query of a staff route then filters by
 * `request.staff.clinicId`, so another clinic's record answers 404.
 */
export function registerClinicGuards(app: FastifyInstance): void {
  app.decorateRequest('staff', null);
  app.accessGuards.staff = async (request: FastifyRequest) => {
    await app.requireUser(request);
    const staff = await staffCallerOf(app.db, request.user!.user_id);
    if (!staff) throw AppError.forbidden('STAFF_ONLY', 'Only clinic staff may do this.');
    request.staff = staff;
  };
}

const departmentForbidden = () => AppError.forbidden('DEPARTMENT_FORBIDDEN', 'Your department cannot do this.');

/** The staff caller of a guarded request (the `staff` access guard has run). */
export function staffOf(request: FastifyRequest): StaffCaller {
  if (!request.staff) throw AppError.forbidden('STAFF_ONLY', 'Only clinic staff may do this.');
  return request.staff;
}

/**
 * preHandler for `access: 'staff'` routes: only these departments (403 `DEPARTMENT_FORBIDDEN` for the others).
 * Clinic administrators get no exception here: use `requireStaffOrAdmin` where they should.
 */
export function requireStaff(...departments: StaffDepartment[]): preHandlerHookHandler {
  return async (request) => {
    if (!departments.includes(staffOf(request).department)) throw departmentForbidden();
  };
}

/** preHandler: these departments, or a clinic administrator of any department. */
export function requireStaffOrAdmin(...departments: StaffDepartment[]): preHandlerHookHandler {
  return async (request) => {
    const staff = staffOf(request);
    if (!staff.isClinicAdmin && !departments.includes(staff.department)) throw departmentForbidden();
  };
}

/** preHandler: a clinic administrator only (403 `CLINIC_ADMIN_ONLY`). */
export const requireClinicAdmin: preHandlerHookHandler = async (request) => {
  if (!staffOf(request).isClinicAdmin) {
    throw AppError.forbidden('CLINIC_ADMIN_ONLY', 'Only the clinic administrator may do this.');
  }
};
