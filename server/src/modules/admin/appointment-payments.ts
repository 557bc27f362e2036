import type { FastifyInstance } from 'fastify';
import * as endpoints from '@gd/contracts/endpoints/appointment-payments';
import { route } from '../../platform/route';
import * as payments from '../practitioners/payments';
import { listOrCsv, pagedOrAll } from './csv';

/** Decision 65: the admin's list of appointment payments (order dates, status, CSV). */
export function appointmentPaymentRoutes(app: FastifyInstance): void {
  route(app, endpoints.adminAppointmentPayments, async (req, reply) => {
    const list = await pagedOrAll(
      req.query,
      (limit, offset) => payments.adminPaymentsPage(app, req.query, limit, offset),
      () => payments.adminPaymentsCount(app, req.query),
    );
    return listOrCsv(reply, req.query.format, 'appointment-payments', list, [
      'payment_id',
      'appointment_id',
      'created_at',
      'paid_at',
      'practitioner_name',
      'patient_name',
      'patient_phone',
      'appointment_date',
      'time_slot',
      'amount_paise',
      'status',
      'provider_order_id',
      'provider_payment_id',
      'receipt_number',
      'refund_id',
      'refund_amount_paise',
      'refund_status',
      'refund_reason',
    ]);
  });
}
