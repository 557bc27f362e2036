import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { AppError } from './errors';

type Check = (req: FastifyRequest) => Promise<{ isAllowed: boolean; isExceeded: boolean; ttlInSeconds: number }>;
type CheckFactory = (opts: {
  max: number;
  timeWindow: number | string;
  keyGenerator: (req: FastifyRequest) => string;
}) => Check;

/**
 * A named rate limit as a preHandler. It runs after validation, so it can key on the body (a phone, an
 * email), and several may guard one route (per email and per address). Uses the plugin's store (Redis
 * when REDIS_URL is set). Answers 429 RATE_LIMITED; a no-op when rate limits are turned off.
 */
export function limit(
  app: FastifyInstance,
  name: string,
  opts: { max: number; timeWindow: number | string; key: (req: FastifyRequest) => string },
): preHandlerAsyncHookHandler {
  const factory = (app as unknown as { createRateLimit?: CheckFactory }).createRateLimit;
  if (!factory) return async () => {};
  const check = factory({
    max: opts.max,
    timeWindow: opts.timeWindow,
    keyGenerator: (req) => `${name}:${opts.key(req)}`,
  });
  return async (req: FastifyRequest, reply: FastifyReply) => {
    const result = await check(req);
    if (result.isAllowed || !result.isExceeded) return;
    reply.header('retry-after', String(result.ttlInSeconds));
    throw new AppError(429, 'RATE_LIMITED', `Too many requests. Try again in ${result.ttlInSeconds} seconds.`);
  };
}
