import type { FastifyInstance } from 'fastify';
import * as endpoints from '@gd/contracts/endpoints/admin-practitioners';
import { route } from '../../platform/route';
import * as practitioners from '../practitioners/admin-service';
import { listOrCsv, pagedOrAll } from './csv';

/**
 * Decision 65: the admin's verification queue (pending first, with the registration and the proof document) and
 * every appointment with filters; each answers JSON or, with `format=csv`, every row of the filter (up to
 * ADMIN_CSV_MAX_ROWS) as CSV with a byte-order mark. Verifying is the practitioners module's audited PATCH.
 */
export function adminPractitionerRoutes(app: FastifyInstance): void {
  route(app, endpoints.adminListPractitioners, async (req, reply) => {
    const list = await pagedOrAll(
      req.query,
      (limit, offset) => practitioners.queuePage(app.db, req.query, limit, offset),
      () => practitioners.queueCount(app.db, req.query),
    );
    return listOrCsv(reply, req.query.format, 'practitioners', list, [
      'practitioner_id',
      'name',
      'name_guj',
      'phone',
      'email',
      'city',
      'is_approve',
      'is_active',
      'verification_reason',
      'registration_council',
      'registration_number',
      'document_id',
      'document_uploaded_at',
      'created_at',
    ]);
  });

  route(app, endpoints.adminListAppointments, async (req, reply) => {
    const list = await pagedOrAll(
      req.query,
      (limit, offset) => practitioners.appointmentPage(app.db, req.query, limit, offset),
      () => practitioners.appointmentCount(app.db, req.query),
    );
    return listOrCsv(reply, req.query.format, 'appointments', list, [
      'appointment_id',
      'date',
      'time',
      'practitioner_id',
      'practitioner_name',
      'city',
      'patient_name',
      'patient_phone',
      'status',
      'status_name',
      'booking_status',
      'booking_status_name',
      'pay_mode',
      'fee_paise',
      'created_at',
      'cancelled_at',
    ]);
  });
}
