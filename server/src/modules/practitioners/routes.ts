import type { FastifyInstance } from 'fastify';
import * as endpoints from '@gd/contracts/endpoints/practitioners';
import { ok, sendOk } from '../../platform/envelope';
import { limit } from '../../platform/limits';
import { route } from '../../platform/route';
import { calendarRoutes } from './calendar-routes';
import { communityRoutes } from './community-routes';
import { profileRoutes } from './profile-routes';
import { paymentRoutes } from './payment-routes';
import * as publicService from './public-service';
import * as service from './service';

/** Decision 65: slots and appointments for patients, the practitioner's day and timings, the admin's verification. */
export async function practitionerRoutes(app: FastifyInstance): Promise<void> {
  await paymentRoutes(app);
  await communityRoutes(app);
  await profileRoutes(app);
  await calendarRoutes(app);

  // Hot and public (decision 66): sent as text, past the per-request check of every card against the schema.
  route(app, endpoints.listPractitioners, async (req, reply) =>
    reply
      .type('application/json; charset=utf-8')
      .send(await publicService.listPractitionersBody(app.db, app.clock.now(), req.query)),
  );

  route(app, endpoints.listSpecialties, async () => ok(await publicService.listSpecialties(app.db)));

  route(app, endpoints.getPractitioner, async (req) =>
    ok(await publicService.practitionerProfile(app.db, app.clock.now(), req.params.id)),
  );

  route(app, endpoints.listSlots, async (req, reply) =>
    sendOk(reply, await service.listSlots(app.db, app.clock.now(), req.params.id, req.query.date)),
  );

  route(
    app,
    endpoints.bookAppointment,
    async (req) =>
      ok(
        await service.book(app.db, { userId: req.user!.user_id, now: app.clock.now(), body: req.body, payments: app }),
        'Your appointment is booked.',
      ),
    { preHandler: limit(app, 'book', { max: 30, timeWindow: '1 hour', key: (req) => String(req.user?.user_id) }) },
  );

  route(app, endpoints.myAppointments, async (req) =>
    ok(await service.myAppointments(app.db, req.user!.user_id, app.clock.now(), req.query)),
  );

  route(app, endpoints.cancelAppointment, async (req) =>
    ok(
      await service.cancelByPatient(app.db, req.user!.user_id, req.params.id, app.clock.now(), app),
      'Your appointment is cancelled.',
    ),
  );

  route(app, endpoints.rescheduleAppointment, async (req) =>
    ok(
      await service.reschedule(app.db, {
        userId: req.user!.user_id,
        id: req.params.id,
        now: app.clock.now(),
        body: req.body,
      }),
      'Your appointment is moved.',
    ),
  );

  route(app, endpoints.getTimings, async (req) => ok(await service.getTimings(app.db, req.practitionerId!)));

  route(app, endpoints.saveTimings, async (req) =>
    ok(await service.saveTimings(app.db, req.practitionerId!, req.body, app.clock.now()), 'Your timings are saved.'),
  );

  route(app, endpoints.dayAppointments, async (req) =>
    ok(await service.dayAppointments(app.db, req.practitionerId!, req.query.date, app.clock.now())),
  );

  route(app, endpoints.changeStatus, async (req) =>
    ok(
      await service.changeStatus(app.db, {
        practitionerId: req.practitionerId!,
        id: req.params.id,
        status: req.body.status,
        now: app.clock.now(),
        payments: app,
      }),
    ),
  );

  route(app, endpoints.verifyPractitioner, async (req) =>
    ok(
      await service.verify(app.db, {
        adminId: req.user!.user_id,
        id: req.params.id,
        now: app.clock.now(),
        body: req.body,
      }),
      req.body.is_approve === 1 ? 'Practitioner verified.' : 'Practitioner rejected.',
    ),
  );
}
