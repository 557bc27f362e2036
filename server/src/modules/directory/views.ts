import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { type Kysely, PostgresAdapter } from 'kysely';
import type { DB } from '../../db/schema';
import type { SqliteWriter } from '../../db/sqlite-writer';
import { heldViewCounts } from './profile-docs';
import * as repo from './views-repo';

declare module 'fastify' {
  interface FastifyInstance {
    /** Profile views, counted once per viewer per day and written in batches. */
    views: ViewCounter;
  }
}

/**
 * How many recorded views one write transaction stores: on SQLite a transaction holds the thread that answers
 * requests; PostgreSQL runs it on its own server, and each transaction is round trips (decision 84).
 */
const VIEWS_PER_TRANSACTION = 50;
const VIEWS_PER_TRANSACTION_PG = 1_000;

/** Lets waiting requests run (SQLite writes hold the event loop while they run). */
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** India is UTC+05:30 all year (no daylight saving): plain arithmetic, far cheaper than Intl on every view. */
const IST_OFFSET_MS = (5 * 60 + 30) * 60_000;

/** The India calendar day of a moment, as YYYY-MM-DD. */
export function indiaDate(at: Date): string {
  return new Date(at.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);
}

/** The anonymous viewers' keys hashed last, by address and browser (decision 84: a hash per view cost more than a lookup). */
const anonymousKeys = new Map<string, string>();
const ANONYMOUS_KEYS_MAX = 10_000;

/** Who is viewing: the user when logged in, otherwise a hash of address and browser (never stored raw). */
export function viewerKey(userId: number | null, ip: string, userAgent: string | undefined): string {
  if (userId) return `u:${userId}`;
  const who = `${ip}|${userAgent ?? ''}`;
  let key = anonymousKeys.get(who);
  if (key === undefined) {
    key = `a:${createHash('sha256').update(who).digest('base64url').slice(0, 22)}`;
    if (anonymousKeys.size >= ANONYMOUS_KEYS_MAX) anonymousKeys.delete(anonymousKeys.keys().next().value!);
    anonymousKeys.set(who, key);
  }
  return key;
}

/**
 * Profile views, counted at most once per viewer per India day. A view only joins an in-memory batch
 * (the profile answer never waits for a write); the batch is written every few seconds and on shutdown,
 * de-duplicated by the business_views table, so several app processes still count each viewer once.
 */
export class ViewCounter {
  private pending = new Map<string, { business_id: number; viewer_key: string; view_date: string }>();
  private timer: NodeJS.Timeout | undefined;
  private flushing: Promise<void> = Promise.resolve();
  private lastPrune = '';

  /**
   * `writer`: SQLite's writer thread (decision 84), which stores the batch off the thread answering requests, in
   * transactions of `VIEWS_PER_TRANSACTION_PG`.
   */
  constructor(
    private readonly db: Kysely<DB>,
    private readonly log: { error(obj: unknown, msg?: string): void },
    intervalMs = 2_000,
    private readonly writer?: SqliteWriter,
  ) {
    if (intervalMs > 0) {
      this.timer = setInterval(() => void this.flush(), intervalMs);
      this.timer.unref();
    }
  }

  record(businessId: number, viewer: string, at: Date): void {
    const view_date = indiaDate(at);
    this.pending.set(`${businessId}|${viewer}|${view_date}`, {
      business_id: businessId,
      viewer_key: viewer,
      view_date,
    });
  }

  /** Writes the batch; answers when every view recorded so far is stored. */
  flush(): Promise<void> {
    this.flushing = this.flushing.then(async () => {
      if (!this.pending.size) return;
      const batch = [...this.pending.values()];
      this.pending = new Map();
      try {
        // Small transactions (decision 55): on SQLite a transaction holds the one connection, and a batch of
        // thousands of views in one would keep every other request waiting for it.
        // Between transactions the event loop answers what came in (a transaction's statements only yield to
        // promises, not to waiting requests): a flush of thousands of views no longer stalls every answer.
        const writer = this.writer;
        const size =
          writer || this.db.getExecutor().adapter instanceof PostgresAdapter
            ? VIEWS_PER_TRANSACTION_PG
            : VIEWS_PER_TRANSACTION;
        for (let i = 0; i < batch.length; i += size) {
          if (i > 0 && !writer) await nextTurn();
          const part = batch.slice(i, i + size);
          const totals = writer ? await repo.recordViewsOnWriter(writer, part) : await repo.recordViews(this.db, part);
          heldViewCounts(this.db, totals); // their view counts moved on (decisions 81, 84)
        }
        const today = batch[0]!.view_date;
        if (today !== this.lastPrune) {
          this.lastPrune = today;
          await repo.pruneViews(this.db, today);
        }
      } catch (err) {
        this.log.error({ err }, 'recording profile views failed');
      }
    });
    return this.flushing;
  }

  async close(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    await this.flush();
  }
}

const PROFILE_API = /^\/api\/businesses\/(\d+)(?:\?|$)/;

/**
 * For a profile page the server sends from its page cache (platform/ssr.ts), so without asking
 * GET /api/businesses/{id} again: the view that request would have counted, for this visitor (anonymous, as the
 * server renders pages without credentials).
 */
export function countCachedPageViews(app: FastifyInstance) {
  return (req: FastifyRequest, apiUrls: string[]): void => {
    for (const url of apiUrls) {
      const id = PROFILE_API.exec(url)?.[1];
      if (id) app.views.record(Number(id), viewerKey(null, req.ip, req.headers['user-agent']), app.clock.now());
    }
  };
}
