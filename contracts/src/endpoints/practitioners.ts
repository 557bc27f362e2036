import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { ZIdParam } from '../schemas/common';
import {
  ZAppointment,
  ZAppointmentList,
  ZBookRequest,
  ZBookResponse,
  ZDayQuery,
  ZMyAppointmentsQuery,
  ZPractitionerList,
  ZPractitionerListQuery,
  ZPractitionerProfile,
  ZRescheduleRequest,
  ZSlots,
  ZSlotsQuery,
  ZSpecialtyOption,
  ZStatusChange,
  ZTimings,
  ZTimingsView,
  ZVerificationRequest,
} from '../schemas/practitioners';

/**
 * Decision 65: practitioners' slots and appointments — the patient books, cancels and moves a visit; the
 * practitioner keeps timings and leave and moves each visit on; the admin verifies practitioners.
 */
const tags = ['practitioners'] as const;
const errors = [400, 401, 403, 404, 409] as const;

export const listPractitioners = defineEndpoint({
  method: 'GET',
  path: '/practitioners',
  tags,
  access: 'public',
  summary: 'Verified practitioners by city, specialty, name, language, fee and "available today"',
  query: ZPractitionerListQuery,
  data: ZPractitionerList,
  errors,
});

export const listSpecialties = defineEndpoint({
  method: 'GET',
  path: '/practitioners/specialties',
  tags,
  access: 'public',
  summary: 'Specialties that have verified practitioners, with how many',
  data: z.array(ZSpecialtyOption),
  errors,
});

export const getPractitioner = defineEndpoint({
  method: 'GET',
  path: '/practitioners/:id',
  tags,
  access: 'public',
  summary: "A verified practitioner's profile: degrees, registration, fee, timings, next free slots, answers",
  params: ZIdParam,
  data: ZPractitionerProfile,
  errors,
});

export const listSlots = defineEndpoint({
  method: 'GET',
  path: '/practitioners/:id/slots',
  tags,
  access: 'public',
  summary: "A day's 30-minute slots: the timings minus leave, booked slots and the past (India time)",
  params: ZIdParam,
  query: ZSlotsQuery,
  data: ZSlots,
  errors,
});

export const bookAppointment = defineEndpoint({
  method: 'POST',
  path: '/appointments',
  tags,
  access: 'user',
  summary: 'Book a free slot (409 when someone else has just taken it)',
  body: ZBookRequest,
  data: ZBookResponse,
  status: 201,
  errors,
});

export const myAppointments = defineEndpoint({
  method: 'GET',
  path: '/appointments',
  tags,
  access: 'user',
  summary: "The caller's appointments, upcoming (soonest first) or past (latest first)",
  query: ZMyAppointmentsQuery,
  data: ZAppointmentList,
  errors,
});

export const cancelAppointment = defineEndpoint({
  method: 'POST',
  path: '/appointments/:id/cancel',
  tags,
  access: 'user',
  summary: 'The patient cancels, up to the cut-off before the visit; the slot is free again',
  params: ZIdParam,
  data: ZAppointment,
  errors,
});

export const rescheduleAppointment = defineEndpoint({
  method: 'PUT',
  path: '/appointments/:id/slot',
  tags,
  access: 'user',
  summary: 'The patient moves the visit to another free slot; the old slot is freed in the same transaction',
  params: ZIdParam,
  body: ZRescheduleRequest,
  data: ZAppointment,
  errors,
});

export const getTimings = defineEndpoint({
  method: 'GET',
  path: '/practitioner/timings',
  tags,
  access: 'practitioner',
  summary: "The practitioner's weekly timings and leave days",
  data: ZTimingsView,
  errors,
});

export const saveTimings = defineEndpoint({
  method: 'PUT',
  path: '/practitioner/timings',
  tags,
  access: 'practitioner',
  summary: 'Replaces the weekly timings and leave days (booked visits stay booked)',
  body: ZTimings,
  data: ZTimingsView,
  errors,
});

export const dayAppointments = defineEndpoint({
  method: 'GET',
  path: '/practitioner/appointments',
  tags,
  access: 'practitioner',
  summary: "The practitioner's appointments of a day, by slot",
  query: ZDayQuery,
  data: ZAppointmentList,
  errors,
});

export const changeStatus = defineEndpoint({
  method: 'PATCH',
  path: '/practitioner/appointments/:id/status',
  tags,
  access: 'practitioner',
  summary: 'Moves a visit on: waiting, engaged, checkout (forward only), or cancelled / no-show before it starts',
  params: ZIdParam,
  body: ZStatusChange,
  data: ZAppointment,
  errors,
});

export const verifyPractitioner = defineEndpoint({
  method: 'PATCH',
  path: '/admin/practitioners/:id/verification',
  tags,
  access: 'admin',
  summary: 'Verifies (1) or rejects (2, with a reason) a practitioner; audited',
  params: ZIdParam,
  body: ZVerificationRequest,
  data: z.object({ practitioner_id: z.number().int(), is_approve: z.number().int() }),
  errors,
});
