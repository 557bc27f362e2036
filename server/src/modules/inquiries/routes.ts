import type { FastifyInstance } from 'fastify';
import * as endpoints from '@gd/contracts/endpoints/inquiries';
import { replyToInquiry as replyEndpoint } from '@gd/contracts/endpoints/notifications';
import { ok } from '../../platform/envelope';
import { limit } from '../../platform/limits';
import { route } from '../../platform/route';
import * as requests from '../requests/service';
import { announceInquiry, replyToInquiry } from './alerts';
import * as service from './service';

export async function inquiryRoutes(app: FastifyInstance): Promise<void> {
  route(
    app,
    endpoints.createInquiry,
    async (req, reply) => {
      const now = app.clock.now();
      const { result: created, replayed } = await service.createInquiry(
        app.db,
        { businessId: req.params.id, userId: req.user!.user_id, now, body: req.body },
        requests.keyOf(req.headers),
      );
      // Decision 69: the owner's alert, once the inquiry has committed (decision 79: not again for a repeat).
      if (replayed) reply.header('idempotent-replayed', 'true');
      else await announceInquiry(app.db, req.params.id, created.id, now);
      return ok(created, 'Inquiry submitted successfully!');
    },
    { preHandler: limit(app, 'inquiry', { max: 20, timeWindow: '1 hour', key: (req) => String(req.user?.user_id) }) },
  );

  route(
    app,
    replyEndpoint,
    async (req) =>
      ok(
        await replyToInquiry(app.db, {
          userId: req.user!.user_id,
          businessId: req.params.id,
          inquiryId: req.params.inquiry_id,
          message: req.body.message,
          now: app.clock.now(),
        }),
        'Reply sent.',
      ),
    {
      preHandler: limit(app, 'inquiry-reply', {
        max: 30,
        timeWindow: '1 hour',
        key: (req) => String(req.user?.user_id),
      }),
    },
  );
}
