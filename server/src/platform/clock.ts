import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { AppError } from './errors';

/** The server's sense of time. Tests replace `now` to move through expiry windows without waiting. */
export interface Clock {
  now(): Date;
}

export const systemClock = (): Clock => ({ now: () => new Date() });

/**
 * The header a browser test sends to move the server's clock for its own requests: milliseconds to add to the real
 * time, at most a week either way. Read only when TEST_CLOCK_HEADER is on (the browser suite's server); everywhere
 * else it is an ordinary unknown header.
 */
export const TEST_CLOCK_HEADER = 'x-test-clock-offset';
const WEEK_MS = 7 * 24 * 3_600_000;
const ZOffset = z.coerce.number().int().min(-WEEK_MS).max(WEEK_MS);

const offsets = new AsyncLocalStorage<number>();

/**
 * The system clock, moved for each request by its TEST_CLOCK_HEADER. The offset is taken at `preValidation`, the
 * first hook after the body is read (as @fastify/request-context does: a body's stream events need not run in the
 * request's async context), so the route's own hooks and handler see it, and so does everything they await.
 */
export function registerTestClock(app: FastifyInstance): Clock {
  app.addHook('preValidation', (req, _reply, done) => {
    const raw = req.headers[TEST_CLOCK_HEADER];
    if (raw === undefined) return done();
    const parsed = ZOffset.safeParse(raw);
    if (!parsed.success) return done(AppError.validation(TEST_CLOCK_HEADER, 'FIELD_INVALID'));
    offsets.run(parsed.data, () => done());
  });
  return { now: () => new Date(Date.now() + (offsets.getStore() ?? 0)) };
}

/**
 * What a URL-keyed cache adds to its key so that answers made at a moved time (TEST_CLOCK_HEADER) are kept apart
 * from the real time's: they say what is open now. Empty for every request that did not move the clock.
 */
export function movedClockKey(): string {
  const offset = offsets.getStore();
  return offset === undefined ? '' : `\u0000${offset}`;
}
