import type { FastifyInstance } from 'fastify';
import * as endpoints from '@gd/contracts/endpoints/clinic-therapy';
import { ok } from '../../platform/envelope';
import { route } from '../../platform/route';
import { requireClinicAdmin, staffOf } from '../clinic/guards';
import * as requests from '../requests/service';
import * as plans from './plan-service';
import * as roomsService from './rooms-service';
import * as sessions from './session-service';

/**
 * Panchakarma and therapy courses, yoga sessions (issue 21 point 3, decision 97). Staff of the clinic only (the
 * `staff` access guard); who may do what is checked by the services (`rules.ts`), the rooms and hours here.
 */
export async function therapyRoutes(app: FastifyInstance): Promise<void> {
  const now = () => app.clock.now();

  route(app, endpoints.therapyRooms, async (req) => ok(await roomsService.rooms(app.db, staffOf(req))));
  route(
    app,
    endpoints.createTherapyRoom,
    async (req, reply) => {
      const room = await roomsService.createRoom(app.db, staffOf(req), req.body, now());
      reply.status(201);
      return ok(room, 'Room added.');
    },
    { preHandler: requireClinicAdmin },
  );
  route(
    app,
    endpoints.updateTherapyRoom,
    async (req) => ok(await roomsService.updateRoom(app.db, staffOf(req), req.params.id, req.body, now()), 'Saved.'),
    { preHandler: requireClinicAdmin },
  );
  route(
    app,
    endpoints.setTherapyHours,
    async (req) => ok(await roomsService.setHours(app.db, staffOf(req), req.body, now()), 'Hours saved.'),
    { preHandler: requireClinicAdmin },
  );

  route(app, endpoints.therapyMasters, async (req) => ok(await plans.masters(app.db, staffOf(req))));
  route(app, endpoints.createTherapyPlan, async (req, reply) => {
    const plan = await plans.prescribe(app.db, staffOf(req), req.body, requests.keyOf(req.headers), now());
    reply.status(201);
    return ok(plan, 'Course prescribed.');
  });
  route(app, endpoints.therapyPlans, async (req) =>
    ok(await plans.plansOfPatient(app.db, staffOf(req), req.query.patient_id)),
  );
  route(app, endpoints.therapyPlan, async (req) => ok(await plans.detail(app.db, staffOf(req), req.params.id)));
  route(app, endpoints.stopTherapyPlan, async (req) =>
    ok(await plans.stop(app.db, staffOf(req), req.params.id, now()), 'Course stopped.'),
  );
  route(app, endpoints.therapyProposal, async (req) =>
    ok(await plans.proposal(app.db, staffOf(req), req.params.id, req.query, now())),
  );
  route(app, endpoints.scheduleTherapyPlan, async (req) =>
    ok(await plans.schedule(app.db, staffOf(req), req.params.id, req.body, now()), 'Sessions scheduled.'),
  );

  route(app, endpoints.therapySessions, async (req) =>
    ok(await sessions.board(app.db, staffOf(req), req.query, now())),
  );
  route(app, endpoints.rescheduleTherapySession, async (req) =>
    ok(await sessions.reschedule(app.db, staffOf(req), req.params.id, req.body, now()), 'Session moved.'),
  );
  route(app, endpoints.markTherapySession, async (req) =>
    ok(await sessions.mark(app.db, staffOf(req), req.params.id, req.body.status, now()), 'Session marked.'),
  );
}
