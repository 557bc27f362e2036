import type { FastifyInstance } from 'fastify';
import * as endpoints from '@gd/contracts/endpoints/clinic-accounts';
import { ok } from '../../platform/envelope';
import { route } from '../../platform/route';
import { requireClinicAdmin, staffOf } from '../clinic/guards';
import * as service from './service';

/** The clinic's accounts (issue 21 point 6, decision 99): clinic administrators only, their own clinic. */
export async function accountsRoutes(app: FastifyInstance): Promise<void> {
  route(
    app,
    endpoints.clinicAccounts,
    async (req) => ok(await service.accounts(app.db, staffOf(req).clinicId, req.query, app.clock.now())),
    { preHandler: requireClinicAdmin },
  );

  route(
    app,
    endpoints.clinicAccountsCsv,
    async (req, reply) => {
      const file = await service.accountsCsv(app.db, staffOf(req).clinicId, req.query, app.clock.now());
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${file.filename}"`)
        .header('cache-control', 'private, no-store')
        .send(file.csv);
    },
    { preHandler: requireClinicAdmin },
  );
}
