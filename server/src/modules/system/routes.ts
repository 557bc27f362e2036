import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
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

  // Its own small connection: readiness must not depend on the rate limiter being turned on.
  const redis = app.config.REDIS_URL
    ? new Redis(app.config.REDIS_URL, { connectTimeout: 1000, maxRetriesPerRequest: 1, lazyConnect: true })
    : undefined;
  if (redis) {
    redis.on('error', () => {}); // answered as "down" by the check below
    app.addHook('onClose', async () => void redis.disconnect());
  }
  const redisState = async (): Promise<'up' | 'down' | 'not_configured'> => {
    if (!redis) return 'not_configured';
    try {
      if (redis.status === 'wait') await redis.connect();
      return (await redis.ping()) === 'PONG' ? 'up' : 'down';
    } catch {
      return 'down';
    }
  };
  route(
    app,
    endpoints.ready,
    async (_req, reply) => {
      const [db, cache] = await Promise.all([app.database.ping(), redisState()]);
      const up = db && cache !== 'down';
      const body = ok({
        status: up ? ('ok' as const) : ('degraded' as const),
        database: db ? ('up' as const) : ('down' as const),
        redis: cache,
      });
      if (up) return body;
      return reply.status(503).serializer(JSON.stringify).send(body);
    },
    { config: { rateLimit: false } },
  );

  route(app, endpoints.ping, async () => ok({ pong: true as const }), { config: { rateLimit: false } });
}
