import { z } from 'zod';
import { defineEndpoint } from '../endpoint';

/** Liveness and readiness of the server itself. */
const tags = ['system'] as const;

export const ZHealth = z.object({ status: z.literal('ok') });
export type THealth = z.infer<typeof ZHealth>;

/** Liveness: the process answers. It asks nothing of the database or Redis (that is `ready`). */
export const health = defineEndpoint({
  method: 'GET',
  path: '/health',
  tags,
  access: 'public',
  summary: 'Answers 200 while the process is alive (no dependency is checked; see /ready)',
  data: ZHealth,
});

export const ZReady = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.enum(['up', 'down']),
  redis: z.enum(['up', 'down', 'not_configured']),
});
export type TReady = z.infer<typeof ZReady>;

/**
 * Readiness for a load balancer: the database answers a trivial query and (when REDIS_URL is set) Redis a PING,
 * each within 2 s; otherwise 503 with the same envelope naming the part that failed, and the request id.
 */
export const ready = defineEndpoint({
  method: 'GET',
  path: '/ready',
  tags,
  access: 'public',
  summary: 'Answers 200 when the database and Redis (if configured) are reachable, 503 otherwise',
  data: ZReady,
  errors: [503],
});

export const ping = defineEndpoint({
  method: 'GET',
  path: '/ping',
  tags,
  access: 'public',
  summary: 'A bare JSON answer (liveness, benchmark baseline)',
  data: z.object({ pong: z.literal(true) }),
});
