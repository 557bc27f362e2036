import { DEPARTMENT } from '@gd/contracts/codes';
import type { TStaffSession } from '@gd/contracts/schemas/clinic';

/** What a staff member may do on the ward's screens (decision 98; the server checks the same). */
export const isDoctor = (me: TStaffSession) => me.department_id === DEPARTMENT.DOCTOR;
export const canAdmit = (me: TStaffSession) =>
  me.is_clinic_admin || me.department_id === DEPARTMENT.RECEPTION || isDoctor(me);
export const canRunBeds = (me: TStaffSession) => me.is_clinic_admin || me.department_id === DEPARTMENT.RECEPTION;
export const canReadStays = (me: TStaffSession) => canAdmit(me) || me.department_id === DEPARTMENT.PANCHAKARMA;
export const canKeepRooms = (me: TStaffSession) => me.is_clinic_admin;
