import type { FastifyInstance } from 'fastify';
import * as endpoints from '@gd/contracts/endpoints/system';
import { ok } from '../../platform/envelope';
import { route } from '../../platform/route';

/** Liveness and readiness; never rate limited (load balancers and monitors call them often). */
export async function systemRoutes(app: FastifyInstance): Promise<void> {
  route(
    app,
    endpoints.health,
    async (_req, reply) => {
      const up = await app.database.ping();
      const body = ok({
        status: up ? ('ok' as const) : ('degraded' as const),
        database: up ? ('up' as const) : ('down' as const),
      });
      if (up) return body;
      // The 503 carries the same envelope (not the error envelope its status documents), so it is serialized
      // here rather than through the response schema.
      return reply.status(503).serializer(JSON.stringify).send(body);
    },
    { config: { rateLimit: false } },
  );

  route(app, endpoints.ping, async () => ok({ pong: true as const }), { config: { rateLimit: false } });
}
