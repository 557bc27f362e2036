import type { FastifyInstance } from 'fastify';
import * as endpoints from '@gd/contracts/endpoints/practitioner-calendar';
import { ok } from '../../platform/envelope';
import { route } from '../../platform/route';
import * as calendar from './calendar-service';
import { startReminders, useAppointmentMailer } from './notifications';

/**
 * Decision 65: the practitioner's week and earnings; the appointment mails' mailer and the day-before reminders
 * (every 15 minutes, not under NODE_ENV=test, where tests run `sendDueReminders` with their own clock).
 */
export async function calendarRoutes(app: FastifyInstance): Promise<void> {
  useAppointmentMailer(app.db, { mailer: app.mailer, log: app.log, config: app.config });
  if (app.config.NODE_ENV !== 'test') {
    const stop = startReminders(app.db, app.clock, app.log);
    app.addHook('onClose', async () => stop());
  }

  route(app, endpoints.weekAppointments, async (req) =>
    ok(await calendar.week(app.db, req.practitionerId!, app.clock.now(), req.query.start)),
  );

  route(app, endpoints.earnings, async (req) =>
    ok(await calendar.earnings(app.db, req.practitionerId!, app.clock.now(), req.query.month)),
  );
}
