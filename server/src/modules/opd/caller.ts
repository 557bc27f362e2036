import { DEPARTMENT } from '@gd/contracts/codes';
import type { StaffCaller as ClinicStaff } from '../clinic/guards';

/**
 * Who calls an OPD route: a staff member of one clinic (the `clinic` module's staff guard sets it). Every
 * query of this module is bounded by `clinicId`, so another clinic's visit or receipt is simply not found (404).
 */
export interface StaffCaller {
  clinicId: number;
  branchId: number | null;
  /** spec §6: reception 1, doctor 2, panchakarma 4, lab 19 */
  department: number;
  staffId: number;
  /** the staff member's user account, for the audit trail (null when the staff has none) */
  userId: number | null;
  /** a clinic administrator (may reset a status backwards, with a reason) */
  isAdmin: boolean;
}

export const isReception = (c: StaffCaller) => c.department === DEPARTMENT.RECEPTION || c.isAdmin;
export const isClinician = (c: StaffCaller) =>
  c.department === DEPARTMENT.DOCTOR || c.department === DEPARTMENT.PANCHAKARMA;

/** The `clinic` module's staff caller (`request.staff`), as this module reads it. */
export const callerFrom = (s: ClinicStaff): StaffCaller => ({
  clinicId: s.clinicId,
  branchId: s.branchId,
  department: s.department,
  staffId: s.staffId,
  userId: s.userId,
  isAdmin: s.isClinicAdmin,
});
