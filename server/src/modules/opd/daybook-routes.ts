import type { FastifyInstance, FastifyRequest } from 'fastify';
import { DEPARTMENT } from '@gd/contracts/codes';
import * as endpoints from '@gd/contracts/endpoints/clinic-daybook';
import { ok } from '../../platform/envelope';
import { route } from '../../platform/route';
import { requireClinicAdmin, requireStaffOrAdmin, staffOf } from '../clinic/guards';
import { callerFrom, type StaffCaller } from './caller';
import * as service from './daybook-service';

const callerOf = (req: FastifyRequest): StaffCaller => callerFrom(staffOf(req));

/**
 * The day book (issue 20 point 7, decision 92): reception and clinic administrators read it and its CSV; a clinic
 * administrator closes a day. Doctors, panchakarma and lab staff get 403 `DEPARTMENT_FORBIDDEN`.
 */
export async function daybookRoutes(app: FastifyInstance): Promise<void> {
  const readers = requireStaffOrAdmin(DEPARTMENT.RECEPTION);

  route(
    app,
    endpoints.clinicDaybook,
    async (req) => ok(await service.daybook(app.db, callerOf(req), req.query, app.clock.now())),
    {
      preHandler: readers,
    },
  );

  route(
    app,
    endpoints.clinicDaybookCsv,
    async (req, reply) => {
      const file = await service.daybookCsv(app.db, callerOf(req), req.query.date, app.clock.now());
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${file.filename}"`)
        .header('cache-control', 'private, no-store')
        .send(file.csv);
    },
    { preHandler: readers },
  );

  route(
    app,
    endpoints.closeClinicDay,
    async (req) => ok(await service.closeDay(app.db, callerOf(req), req.body.date, app.clock.now()), 'Day closed.'),
    { preHandler: requireClinicAdmin },
  );

  route(
    app,
    endpoints.reopenClinicDay,
    async (req) => ok(await service.reopenDay(app.db, callerOf(req), req.body, app.clock.now()), 'Day reopened.'),
    { preHandler: requireClinicAdmin },
  );
}
