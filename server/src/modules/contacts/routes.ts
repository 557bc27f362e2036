import type { FastifyInstance } from 'fastify';
import * as endpoints from '@gd/contracts/endpoints/contacts';
import { ok } from '../../platform/envelope';
import { limit } from '../../platform/limits';
import { route } from '../../platform/route';
import * as requests from '../requests/service';
import * as service from './service';

/** Contact us (spec §2, §5, §7 CUSTOMER_CONTACT): open to everyone, rate limited per address and per mobile. */
export async function contactRoutes(app: FastifyInstance): Promise<void> {
  route(
    app,
    endpoints.sendContactMessage,
    async (req, reply) => {
      const { result, replayed } = await service.createMessage(app.db, {
        body: req.body,
        userId: req.user?.user_id ?? null,
        ip: req.ip,
        now: app.clock.now(),
        idempotencyKey: requests.keyOf(req.headers),
      });
      if (replayed) reply.header('idempotent-replayed', 'true');
      return ok(result, 'Thank you! Your message has been sent.');
    },
    {
      preHandler: [
        limit(app, 'contact-ip', { max: 5, timeWindow: '1 hour', key: (req) => req.ip }),
        limit(app, 'contact-mobile', {
          max: 3,
          timeWindow: '1 hour',
          key: (req) => (req.body as { mobile: string }).mobile,
        }),
      ],
    },
  );
}
