import type { FastifyInstance } from 'fastify';
import * as endpoints from '@gd/contracts/endpoints/events';
import { ok } from '../../platform/envelope';
import { AppError } from '../../platform/errors';
import { route } from '../../platform/route';
import { readForm } from '../../platform/uploads';
import * as service from './service';

/** Public events (spec §2, §4) and the admin's event screens (decision 20). */
export async function eventRoutes(app: FastifyInstance): Promise<void> {
  const uid = (req: { user: { user_id: number } | null }) => req.user!.user_id;

  route(app, endpoints.listEvents, async (req) => ok(await service.listPublic(app, req.query)));

  route(app, endpoints.getEvent, async (req) => {
    const e = await service.getPublic(app.db, req.params.id);
    if (!e) throw AppError.notFound('EVENT_NOT_FOUND', 'Error loading event');
    return ok(e);
  });

  route(app, endpoints.listAdminEvents, async (req) =>
    ok(await service.adminList(app, req.query.limit, req.query.offset)),
  );

  route(app, endpoints.createEvent, async (req) =>
    ok(await service.create(app, uid(req), await readForm(req)), 'Event created successfully!'),
  );

  route(app, endpoints.getAdminEvent, async (req) => ok(await service.adminGet(app, req.params.id)));

  route(app, endpoints.updateEvent, async (req) =>
    ok(await service.update(app, uid(req), req.params.id, await readForm(req)), 'Event updated successfully!'),
  );

  route(app, endpoints.deleteEvent, async (req) => {
    await service.remove(app, uid(req), req.params.id);
    return ok(null, 'Event deleted successfully!');
  });
}
