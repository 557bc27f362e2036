import type { FastifyInstance } from 'fastify';
import * as endpoints from '@gd/contracts/endpoints/notifications';
import { ok } from '../../platform/envelope';
import { route } from '../../platform/route';
import * as service from './service';

/** Decision 69: the bell and the switches of the signed-in account; the notices' mailer. */
export async function notificationRoutes(app: FastifyInstance): Promise<void> {
  service.useNotificationMailer(app.db, { mailer: app.mailer, log: app.log, config: app.config });

  route(app, endpoints.listMyNotifications, async (req) =>
    ok(await service.list(app.db, req.user!.user_id, req.query.limit)),
  );

  route(app, endpoints.markNotificationsRead, async (req) =>
    ok(await service.markRead(app.db, req.user!.user_id, req.body, app.clock.now())),
  );

  route(app, endpoints.getNotificationSettings, async (req) => ok(await service.settings(app.db, req.user!.user_id)));

  route(app, endpoints.updateNotificationSettings, async (req) =>
    ok(await service.updateSettings(app.db, req.user!.user_id, req.body)),
  );
}
