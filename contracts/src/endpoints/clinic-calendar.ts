import { defineEndpoint } from '../endpoint';
import { ZIdParam } from '../schemas/common';
import {
  ZAppointmentCancel,
  ZAppointmentChange,
  ZAppointmentCreate,
  ZAppointmentCreated,
  ZCalendar,
  ZCalendarAppointment,
  ZCalendarQuery,
} from '../schemas/clinic-calendar';

/**
 * The clinic's appointments calendar (issue 20 point 4, decision 93; the `opd` module). Staff of the clinic
 * except the lab read it; reception and clinic administrators book, confirm and cancel. Another clinic's booking
 * or doctor is a 404.
 */
const tags = ['clinic'] as const;

export const clinicCalendar = defineEndpoint({
  method: 'GET',
  path: '/clinic/appointments',
  tags,
  access: 'staff',
  summary:
    "A day or a week of the clinic's bookings by doctor: the desk's and the marketplace's online bookings of its doctors' profiles",
  query: ZCalendarQuery,
  data: ZCalendar,
  errors: [400, 403, 404],
});

export const bookClinicAppointment = defineEndpoint({
  method: 'POST',
  path: '/clinic/appointments',
  tags,
  access: 'staff',
  summary:
    'Reception books a 30-minute slot (06:00–23:00) of a doctor; a slot already booked — at the desk or online — is a 409 (decided by the database)',
  body: ZAppointmentCreate,
  data: ZAppointmentCreated,
  status: 201,
  errors: [400, 403, 404, 409],
});

export const changeClinicAppointment = defineEndpoint({
  method: 'PATCH',
  path: '/clinic/appointments/:id',
  tags,
  access: 'staff',
  summary: 'Reception confirms a tentative desk booking (or marks it tentative)',
  params: ZIdParam,
  body: ZAppointmentChange,
  data: ZCalendarAppointment,
  errors: [400, 403, 404, 409],
});

export const cancelClinicAppointment = defineEndpoint({
  method: 'POST',
  path: '/clinic/appointments/:id/cancel',
  tags,
  access: 'staff',
  summary: 'Reception cancels a desk booking; its slot is free again',
  params: ZIdParam,
  body: ZAppointmentCancel,
  data: ZCalendarAppointment,
  errors: [400, 403, 404, 409],
});
