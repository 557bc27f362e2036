import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import * as endpoints from '@gd/contracts/endpoints/system';
import { ok } from '../../platform/envelope';
import { route } from '../../platform/route';

/** A readiness check that has not answered by then counts as down (a pool with no free connection, a lost host). */
export const READY_CHECK_TIMEOUT_MS = 2000;

function within<T>(promise: Promise<T>, fallback: T): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<T>((resolve) => {
    timer = setTimeout(() => resolve(fallback), READY_CHECK_TIMEOUT_MS);
  });
  return Promise.race([promise.catch(() => fallback), late]).finally(() => clearTimeout(timer));
}

/** Liveness and readiness; never rate limited (load balancers and monitors call them often). */
export async function systemRoutes(app: FastifyInstance): Promise<void> {
  // Liveness: the process answers. A database or Redis outage must not make an orchestrator restart every process.
  route(app, endpoints.health, async () => ok({ status: 'ok' as const }), { config: { rateLimit: false } });

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
    if (redis.status === 'wait') await redis.connect();
    return (await redis.ping()) === 'PONG' ? 'up' : 'down';
  };
  route(
    app,
    endpoints.ready,
    async (req, reply) => {
      const [db, cache] = await Promise.all([
        within(app.database.ping(), false),
        within(redisState(), 'down' as const),
      ]);
      const up = db && cache !== 'down';
      const body = ok({
        status: up ? ('ok' as const) : ('degraded' as const),
        database: db ? ('up' as const) : ('down' as const),
        redis: cache,
      });
      if (up) return body;
      // The 503 carries the same envelope (not the error envelope its status documents), so it is serialized
      // here rather than through the response schema; like every 5xx it names the request id.
      req.log.warn({ reqId: req.id, database: body.data.database, redis: cache }, 'not ready');
      return reply
        .status(503)
        .serializer(JSON.stringify)
        .send({ ...body, request_id: String(req.id) });
    },
    { config: { rateLimit: false } },
  );

  route(app, endpoints.ping, async () => ok({ pong: true as const }), { config: { rateLimit: false } });
}
