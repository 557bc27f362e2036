import { z } from 'zod';
import { defineEndpoint } from '../endpoint';

/** Liveness and readiness of the server itself. */
const tags = ['system'] as const;

export const ZHealth = z.object({ status: z.enum(['ok', 'degraded']), database: z.enum(['up', 'down']) });
export type THealth = z.infer<typeof ZHealth>;

/** 200 with `status: 'ok'`, or 503 with the same envelope saying `degraded` (the route sets the status). */
export const health = defineEndpoint({
  method: 'GET',
  path: '/health',
  tags,
  access: 'public',
  summary: 'Answers 200 when the database is reachable, 503 otherwise',
  data: ZHealth,
  errors: [503],
});

export const ZReady = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.enum(['up', 'down']),
  redis: z.enum(['up', 'down', 'not_configured']),
});
export type TReady = z.infer<typeof ZReady>;

/** Readiness for a load balancer: the database and (when REDIS_URL is set) Redis answer; 503 otherwise. */
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
