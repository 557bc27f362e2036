import { defineEndpoint } from '../endpoint';
import { ZIdParam } from '../schemas/common';
import {
  ZAdminAppointmentPaymentList,
  ZAdminAppointmentPaymentsQuery,
  ZAppointmentPaymentOutcome,
  ZAppointmentPaymentVerify,
} from '../schemas/appointment-payments';
import { ZAppointmentOrder } from '../schemas/practitioners';

/**
 * Decision 65, paying for an appointment online (Razorpay through billing's provider): the order of an unpaid
 * booking still in its 15-minute hold, the checkout's signed answer, the receipt (a bill of supply, PDF), and the
 * admin's list of appointment payments. The webhook is billing's (`POST /api/payments/webhook`).
 */
const tags = ['practitioners'] as const;
const errors = [400, 401, 403, 404, 409, 502, 503] as const;

export const payAppointment = defineEndpoint({
  method: 'POST',
  path: '/appointments/:id/payment',
  tags,
  access: 'user',
  summary: "The Razorpay order of my unpaid online booking (the practitioner's fee; reused while it is unpaid)",
  params: ZIdParam,
  data: ZAppointmentOrder,
  errors,
});

export const verifyAppointmentPayment = defineEndpoint({
  method: 'POST',
  path: '/appointments/:id/payment/verify',
  tags,
  access: 'user',
  summary: "The checkout's signed answer: confirms the booking once (a late payment whose slot was lost is refunded)",
  params: ZIdParam,
  body: ZAppointmentPaymentVerify,
  data: ZAppointmentPaymentOutcome,
  errors,
});

export const appointmentReceipt = defineEndpoint({
  method: 'GET',
  path: '/appointments/:id/receipt.pdf',
  tags,
  access: 'user',
  summary: 'The receipt of my paid appointment: a bill of supply (consultation is GST-exempt), PDF',
  params: ZIdParam,
  produces: 'file',
  errors: [401, 404],
});

export const adminAppointmentPayments = defineEndpoint({
  method: 'GET',
  path: '/admin/appointment-payments',
  tags: ['admin'],
  access: 'admin',
  summary: 'Appointment payments, newest first: order dates, status; format=csv exports the filter',
  query: ZAdminAppointmentPaymentsQuery,
  data: ZAdminAppointmentPaymentList,
  errors: [400, 401, 403],
});

export const exportAdminAppointmentPayments = defineEndpoint({
  method: 'GET',
  path: '/admin/appointment-payments',
  tags: ['admin'],
  access: 'admin',
  summary: 'Appointment payments of the filter as CSV (format=csv)',
  query: ZAdminAppointmentPaymentsQuery,
  produces: 'file',
  errors: [400, 401, 403],
});
