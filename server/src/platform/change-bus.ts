import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { z } from 'zod';
import type { Config } from '../config';
import type { Database } from '../db/connection';
import { sqliteFile } from '../db/connection';
import {
  CHANGE_TOPICS,
  changedElsewhere,
  connectChangeBus,
  signalledElsewhere,
  type Change,
  type Signal,
} from './changes';

/**
 * The change bus (ADR 0008): every public change this process makes is sent to the other processes serving the
 * same database, whose caches forget it as if the change had been made there — search, autocomplete, profiles,
 * rendered pages and sitemaps agree across processes within a second instead of after their lifetimes.
 *
 * With REDIS_URL: Redis pub/sub on `gd:changes:<database>`. Without Redis, on PostgreSQL: LISTEN/NOTIFY on the
 * database itself. A SQLite file without Redis is served by one process: there is no one to tell.
 *
 * A message lost while the bus was disconnected cannot be replayed, so after every reconnection this process
 * forgets everything it cached (every topic "changed"): one rebuild instead of stale answers.
 */
export type BusKind = 'redis' | 'postgres' | 'none';

export interface RunningBus {
  kind: BusKind;
  close(): Promise<void>;
}

const ZMessage = z.object({
  from: z.string().min(1).max(64),
  topic: z.enum(CHANGE_TOPICS),
  id: z.number().int().optional(),
});
/** A signal (platform/changes.ts `sendSignal`): not a public change; live screens and private in-memory copies hear it. */
const ZSignalMessage = z.object({
  from: z.string().min(1).max(64),
  signal: z.string().min(1).max(64),
  scope: z.number().int(),
  payload: z.unknown().optional(),
});

const PG_CHANNEL = 'gd_changes';

/** One name per database: its PostgreSQL database name, or its SQLite file. */
function databaseName(config: Config): string {
  if (config.DATABASE_URL && /^postgres/.test(config.DATABASE_URL)) {
    return new URL(config.DATABASE_URL).pathname.slice(1) || 'postgres';
  }
  const file = config.DATABASE_URL?.startsWith('file:') ? config.DATABASE_URL.slice(5) : sqliteFile(config.DATA_DIR);
  return path.resolve(file);
}

export async function startChangeBus(config: Config, database: Database, log: FastifyBaseLogger): Promise<RunningBus> {
  const me = randomUUID();
  const everythingChanged = () => {
    for (const topic of CHANGE_TOPICS) changedElsewhere(database.db, { topic });
    signalledElsewhere(database.db, { channel: '*', scope: 0 });
  };
  const receive = (raw: string) => {
    let parsed: unknown;
    try {
      parsed = JSON.parse(raw);
    } catch {
      return;
    }
    const signal = ZSignalMessage.safeParse(parsed);
    if (signal.success) {
      if (signal.data.from === me) return;
      const { signal: channel, scope, payload } = signal.data;
      signalledElsewhere(database.db, { channel, scope, payload });
      return;
    }
    const message = ZMessage.safeParse(parsed);
    if (!message.success || message.data.from === me) return;
    const { topic, id } = message.data;
    changedElsewhere(database.db, id === undefined ? { topic } : { topic, id });
  };
  const encode = (change: Change) => JSON.stringify({ from: me, topic: change.topic, id: change.id });
  const encodeSignal = (signal: Signal) =>
    JSON.stringify({ from: me, signal: signal.channel, scope: signal.scope, payload: signal.payload });

  if (config.REDIS_URL) {
    const channel = `gd:changes:${databaseName(config)}`;
    const options = { connectTimeout: 2000, maxRetriesPerRequest: 1, lazyConnect: true } as const;
    const pub = new Redis(config.REDIS_URL, options);
    const sub = new Redis(config.REDIS_URL, options);
    for (const client of [pub, sub]) client.on('error', (err) => log.warn({ err }, 'change bus: Redis error'));
    let connections = 0;
    const subscribed = new Promise<void>((resolve) => {
      sub.on('ready', () => {
        // After a reconnection ioredis subscribes again by itself; what was sent while it was away is lost.
        if (connections++ > 0) {
          everythingChanged();
          return;
        }
        sub.subscribe(channel).then(
          () => resolve(),
          (err: unknown) => log.warn({ err }, 'change bus: could not subscribe'),
        );
      });
    });
    sub.on('message', (from: string, raw: string) => {
      if (from === channel) receive(raw);
    });
    const unreachable = (err: unknown) => log.warn({ err }, 'change bus: Redis is not reachable yet; it keeps trying');
    pub.connect().catch(unreachable);
    sub.connect().catch(unreachable);
    // Start-up waits for the subscription a little, never for ever: /api/ready reports a Redis that is down.
    await Promise.race([subscribed, new Promise((resolve) => setTimeout(resolve, 3000).unref())]);
    const disconnect = connectChangeBus(database.db, {
      publish(change) {
        pub.publish(channel, encode(change)).catch((err: unknown) => log.warn({ err }, 'change bus: not sent'));
      },
      signal(signal) {
        pub.publish(channel, encodeSignal(signal)).catch((err: unknown) => log.warn({ err }, 'change bus: not sent'));
      },
    });
    return {
      kind: 'redis',
      async close() {
        disconnect();
        pub.disconnect();
        sub.disconnect();
      },
    };
  }

  const notifications = database.notifications;
  if (notifications) {
    let connections = 0;
    const stopListening = await notifications.listen(PG_CHANNEL, receive, () => {
      if (connections++ > 0) everythingChanged();
    });
    const disconnect = connectChangeBus(database.db, {
      publish(change) {
        notifications
          .notify(PG_CHANNEL, encode(change))
          .catch((err: unknown) => log.warn({ err }, 'change bus: not sent'));
      },
      signal(signal) {
        notifications
          .notify(PG_CHANNEL, encodeSignal(signal))
          .catch((err: unknown) => log.warn({ err }, 'change bus: not sent'));
      },
    });
    return {
      kind: 'postgres',
      async close() {
        disconnect();
        await stopListening();
      },
    };
  }
  return { kind: 'none', close: async () => {} };
}
