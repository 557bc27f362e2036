import type { preHandlerHookHandler } from 'fastify';
import { DEPARTMENT } from '@gd/contracts/codes';
import { AppError } from '../../platform/errors';
import { type StaffCaller, staffOf } from '../clinic/guards';

/**
 * Who may do what at the pharmacy (decision 95): the clinic administrator keeps items, suppliers and purchases and
 * approves; a treasurer (any department, `clinic_staff.is_treasurer`) reads purchases and gives the second
 * approval; reception runs the counter and reads the reports; doctors read the stock; panchakarma and lab get 403.
 */
export const isManager = (c: StaffCaller) => c.isClinicAdmin;
export const isCounter = (c: StaffCaller) => c.isClinicAdmin || c.department === DEPARTMENT.RECEPTION;
export const isStockReader = (c: StaffCaller) => isCounter(c) || c.department === DEPARTMENT.DOCTOR;
export const isPurchaseReader = (c: StaffCaller) => c.isClinicAdmin || c.isTreasurer;

const forbidden = () => AppError.forbidden('DEPARTMENT_FORBIDDEN', 'Your department cannot do this.');

/** A preHandler that lets the callers `may` accepts through (403 `DEPARTMENT_FORBIDDEN` for the others). */
export const only =
  (may: (c: StaffCaller) => boolean): preHandlerHookHandler =>
  async (request) => {
    if (!may(staffOf(request))) throw forbidden();
  };
