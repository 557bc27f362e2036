import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as endpoints from '@gd/contracts/endpoints/clinic-calendar';
import { ok } from '../../platform/envelope';
import { route } from '../../platform/route';
import { staffOf } from '../clinic/guards';
import * as service from './appointments-service';
import { callerFrom, type StaffCaller } from './caller';

/** The appointments calendar (issue 20 point 4, decision 93). */
const callerOf = (req: FastifyRequest): StaffCaller => callerFrom(staffOf(req));

export async function appointmentRoutes(app: FastifyInstance): Promise<void> {
  route(app, endpoints.clinicCalendar, async (req) =>
    ok(await service.calendar(app.db, callerOf(req), req.query, app.clock.now())),
  );

  route(app, endpoints.bookClinicAppointment, async (req) =>
    ok(await service.book(app.db, callerOf(req), req.body, app.clock.now()), 'Appointment booked.'),
  );

  route(app, endpoints.changeClinicAppointment, async (req) =>
    ok(
      await service.changeBookingStatus(app.db, callerOf(req), req.params.id, req.body.booking_status, app.clock.now()),
      'Appointment changed.',
    ),
  );

  route(app, endpoints.cancelClinicAppointment, async (req) =>
    ok(
      await service.cancel(app.db, callerOf(req), req.params.id, req.body.reason, app.clock.now()),
      'Appointment cancelled.',
    ),
  );
}
