import type { FastifyInstance } from 'fastify';
import * as endpoints from '@gd/contracts/endpoints/inquiries';
import { ok } from '../../platform/envelope';
import { limit } from '../../platform/limits';
import { route } from '../../platform/route';
import * as service from './service';

export async function inquiryRoutes(app: FastifyInstance): Promise<void> {
  route(
    app,
    endpoints.createInquiry,
    async (req) =>
      ok(
        await service.createInquiry(app.db, {
          businessId: req.params.id,
          userId: req.user!.user_id,
          now: app.clock.now(),
          body: req.body,
        }),
        'Inquiry submitted successfully!',
      ),
    { preHandler: limit(app, 'inquiry', { max: 20, timeWindow: '1 hour', key: (req) => String(req.user?.user_id) }) },
  );
}
