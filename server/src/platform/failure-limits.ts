import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { Redis } from 'ioredis';
import { AppError } from './errors';

/**
 * Decision 78: limits on failed sign-ins, counted per address across accounts and per account across
 * addresses, held in Redis when REDIS_URL is set (so every process counts together), else in this process.
 *
 * A fixed window per counter: the first failure starts it, and it ends `windowMs` later whatever happens,
 * so nobody is locked out for longer than one window. Each attempt counts as a failure when it arrives (an
 * atomic increment, so parallel guesses cannot slip past together) and is given back when it did not fail
 * (a successful sign-in, a disabled account); an attempt over the limit answers 429 with Retry-After
 * without being tried. Off when rate limits are turned off (RATE_LIMIT_ENABLED=false).
 */

export interface FailureCounter {
  name: string;
  max: number;
  windowMs: number;
  /** The counted thing (an address, an account); '' counts nothing. */
  key: (req: FastifyRequest) => string;
}

interface Store {
  /** Adds one; answers the count after it and the milliseconds the window has left. */
  hit(key: string, windowMs: number): Promise<{ count: number; ttlMs: number }>;
  /** Takes one back (never below zero, never starting a window). */
  giveBack(key: string): Promise<void>;
}

function memoryStore(now: () => number): Store {
  const counters = new Map<string, { count: number; resetAt: number }>();
  const sweep = () => {
    const t = now();
    for (const [key, c] of counters) if (c.resetAt <= t) counters.delete(key);
  };
  return {
    async hit(key, windowMs) {
      const t = now();
      let c = counters.get(key);
      if (!c || c.resetAt <= t) {
        if (counters.size > 50_000) sweep();
        c = { count: 0, resetAt: t + windowMs };
        counters.set(key, c);
      }
      c.count++;
      return { count: c.count, ttlMs: c.resetAt - t };
    },
    async giveBack(key) {
      const c = counters.get(key);
      if (c && c.resetAt > now() && c.count > 0) c.count--;
    },
  };
}

const HIT = `local c = redis.call('INCR', KEYS[1])
if c == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local t = redis.call('PTTL', KEYS[1])
if t < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]); t = tonumber(ARGV[1]) end
return {c, t}`;
const GIVE_BACK = `local c = tonumber(redis.call('GET', KEYS[1]) or '0')
if c > 0 then redis.call('DECR', KEYS[1]) end
return c`;

function redisStore(redis: Redis): Store {
  return {
    async hit(key, windowMs) {
      try {
        const [count, ttlMs] = (await redis.eval(HIT, 1, `gd-fl:${key}`, String(windowMs))) as [number, number];
        return { count, ttlMs };
      } catch {
        return { count: 0, ttlMs: 0 }; // Redis away: let sign-ins through, as the other limits do
      }
    },
    async giveBack(key) {
      await redis.eval(GIVE_BACK, 1, `gd-fl:${key}`).catch(() => undefined);
    },
  };
}

const stores = new WeakMap<object, Store>();

/** One store per app (the config object identifies it); the Redis connection closes with the app. */
function storeFor(app: FastifyInstance): Store {
  const existing = stores.get(app.config);
  if (existing) return existing;
  let store: Store;
  if (app.config.REDIS_URL) {
    const redis = new Redis(app.config.REDIS_URL, { connectTimeout: 2000, maxRetriesPerRequest: 1 });
    redis.on('error', () => undefined);
    app.addHook('onClose', async () => void redis.disconnect());
    store = redisStore(redis);
  } else {
    store = memoryStore(() => app.clock.now().getTime());
  }
  stores.set(app.config, store);
  return store;
}

const COUNTED = Symbol('failure-limit-counted');
type Counted = { [COUNTED]?: string[] };

export interface FailureLimits {
  /** Counts the attempt as a failure before it is tried; 429 when a counter is over its limit. */
  preHandler: preHandlerAsyncHookHandler;
  /** Runs the attempt; gives the counted failure back unless it failed as `isFailure` says (default: a 401). */
  settle<T>(req: FastifyRequest, attempt: () => Promise<T>): Promise<T>;
}

export function failureLimits(
  app: FastifyInstance,
  counters: FailureCounter[],
  opts: { isFailure?: (err: AppError) => boolean; messageKey?: string; message?: string } = {},
): FailureLimits {
  const isFailure = opts.isFailure ?? ((err: AppError) => err.status === 401);
  if (!app.config.RATE_LIMIT_ENABLED) {
    return { preHandler: async () => {}, settle: (_req, attempt) => attempt() };
  }
  const store = storeFor(app);
  return {
    async preHandler(req, reply) {
      const keys: string[] = [];
      let retryMs = 0;
      for (const counter of counters) {
        const subject = counter.key(req);
        if (!subject) continue;
        const key = `${counter.name}:${subject}`;
        const { count, ttlMs } = await store.hit(key, counter.windowMs);
        keys.push(key);
        if (count > counter.max) retryMs = Math.max(retryMs, ttlMs);
      }
      (req as Counted)[COUNTED] = keys;
      if (retryMs > 0) {
        const seconds = Math.max(1, Math.ceil(retryMs / 1000));
        reply.header('retry-after', String(seconds));
        throw new AppError(
          429,
          opts.messageKey ?? 'TOO_MANY_FAILED_LOGINS',
          opts.message ??
            `Too many failed sign-ins. Try again in ${Math.ceil(seconds / 60)} minutes, or reset your password.`,
        );
      }
    },
    async settle(req, attempt) {
      const keys = (req as Counted)[COUNTED] ?? [];
      try {
        const result = await attempt();
        await Promise.all(keys.map((k) => store.giveBack(k)));
        return result;
      } catch (err) {
        if (!(err instanceof AppError && isFailure(err))) await Promise.all(keys.map((k) => store.giveBack(k)));
        throw err;
      }
    },
  };
}
