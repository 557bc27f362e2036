import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as endpoints from '@gd/contracts/endpoints/clinic-opd';
import { ok } from '../../platform/envelope';
import { limit } from '../../platform/limits';
import { route } from '../../platform/route';
import * as requests from '../requests/service';
import { staffOf } from '../clinic/guards';
import { callerFrom, type StaffCaller } from './caller';
import { registerQueueStreams, streamQueue } from './queue-events';
import { receiptFile } from './receipts';
import * as service from './service';

/** The staff guard's caller (the `clinic` module's `staff` access guard has run). */
const callerOf = (req: FastifyRequest): StaffCaller => callerFrom(staffOf(req));

export async function opdRoutes(app: FastifyInstance): Promise<void> {
  registerQueueStreams(app);

  route(
    app,
    endpoints.createVisit,
    async (req, reply) => {
      const { result, replayed } = await service.createVisit(
        app.db,
        callerOf(req),
        req.body,
        requests.keyOf(req.headers),
        app.clock.now(),
      );
      if (replayed) reply.header('idempotent-replayed', 'true');
      return ok(result, 'Visit registered.');
    },
    {
      preHandler: limit(app, 'clinic-visit', {
        max: 600,
        timeWindow: '1 hour',
        key: (req) => `staff:${callerOf(req).staffId}`,
      }),
    },
  );

  route(app, endpoints.changeVisitStatus, async (req) =>
    ok(await service.changeStatus(app.db, callerOf(req), req.params.id, req.body, app.clock.now()), 'Status changed.'),
  );

  // Hot (decision 94): the reception's list, the doctors' screens and the TV read it all day. The answer's text is
  // held until the clinic's queue or staff changes and sent past the per-request check against the schema (as
  // decision 66 does for the practitioner list); the service's return type holds it to the schema.
  route(app, endpoints.clinicQueue, async (req, reply) =>
    reply
      .type('application/json; charset=utf-8')
      .send(await service.queueText(app.db, callerOf(req), req.query, app.clock.now())),
  );

  route(app, endpoints.clinicQueueStream, async (req, reply) => {
    streamQueue(app, req, reply, callerOf(req).clinicId);
    return reply;
  });

  route(app, endpoints.clinicReceiptPdf, async (req, reply) => {
    const file = await receiptFile(app.db, callerOf(req), req.params.receipt_id, req.query.size, req.query.lang);
    return reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', `inline; filename="${file.filename}"`)
      .header('cache-control', 'private, no-store')
      .send(file.pdf);
  });
}
