import { z } from 'zod';
import { isCalendarDate } from '../practitioners';
import { ZAdminListQuery } from './admin';
import { listOf } from './common';

/**
 * Decision 65, the admin's side of the marketplace: the verification queue (pending first) and every appointment
 * with filters. Both page on the server and answer CSV of the filter with `format=csv` (at most
 * ADMIN_CSV_MAX_ROWS rows, with a byte-order mark so spreadsheets read Gujarati).
 */

const ZId = z.coerce.number().int().positive().max(2_147_483_647);
const ZDay = z.string().refine(isCalendarDate, 'DATE_INVALID');

export const ZAdminPractitionerQuery = ZAdminListQuery.extend({
  is_approve: z.enum(['0', '1', '2']).transform(Number).optional(),
  city_id: ZId.optional(),
});
export type TAdminPractitionerQuery = z.infer<typeof ZAdminPractitionerQuery>;

export const ZAdminPractitioner = z.object({
  practitioner_id: z.number().int(),
  name: z.string(),
  name_guj: z.string().nullable(),
  slug: z.string(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  city: z.string().nullable(),
  /** 0 pending, 1 verified, 2 rejected. */
  is_approve: z.number().int(),
  is_active: z.number().int(),
  verification_reason: z.string().nullable(),
  registration_council: z.string().nullable(),
  registration_number: z.string().nullable(),
  /** The latest verification proof (its download is `GET /api/practitioner-documents/:id`), when one was sent. */
  document_id: z.number().int().nullable(),
  document_type: z.string().nullable(),
  document_uploaded_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type TAdminPractitioner = z.infer<typeof ZAdminPractitioner>;
export const ZAdminPractitionerList = listOf(ZAdminPractitioner);

export const ZAdminAppointmentQuery = ZAdminListQuery.extend({
  /** India dates of the visit, inclusive. */
  from: ZDay.optional(),
  to: ZDay.optional(),
  practitioner_id: ZId.optional(),
  city_id: ZId.optional(),
  status: z.enum(['1', '2', '3', '4', '5', '6'], { error: 'STATUS_INVALID' }).transform(Number).optional(),
  booking_status: z.enum(['1', '2'], { error: 'STATUS_INVALID' }).transform(Number).optional(),
}).refine((q) => !q.from || !q.to || q.from <= q.to, { path: ['to'], message: 'DATE_RANGE_INVALID' });
export type TAdminAppointmentQuery = z.infer<typeof ZAdminAppointmentQuery>;

export const ZAdminAppointment = z.object({
  appointment_id: z.number().int(),
  date: z.string(),
  time: z.string(),
  practitioner_id: z.number().int(),
  practitioner_name: z.string(),
  city: z.string().nullable(),
  patient_name: z.string(),
  patient_phone: z.string(),
  /** 1 scheduled, 2 waiting, 3 engaged, 4 checkout, 5 cancelled, 6 no-show. */
  status: z.number().int(),
  status_name: z.string(),
  /** 1 Confirm, 2 Tentative. */
  booking_status: z.number().int(),
  booking_status_name: z.string(),
  pay_mode: z.string(),
  fee_paise: z.number().int(),
  created_at: z.string(),
  cancelled_at: z.string().nullable(),
});
export type TAdminAppointment = z.infer<typeof ZAdminAppointment>;
export const ZAdminAppointmentList = listOf(ZAdminAppointment);
