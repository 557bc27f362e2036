import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { QueueEvent } from '@gd/contracts/schemas/clinic-opd';
import { onSignal, sendSignal } from '../../platform/changes';

/**
 * The queue's live news (issue 20 point 5). A committed registration or status move is sent as a signal on the
 * `clinic-queue` channel scoped to its clinic (platform/changes.ts): this process's open streams hear it at once,
 * and the change bus (Redis pub/sub, or PostgreSQL LISTEN/NOTIFY) carries it to the other processes' streams. A
 * signal is not public data: the public caches ignore it; the queue days held in memory (queue-memory.ts) are
 * forgotten by it. After the bus reconnects (news may have been lost) every
 * stream is told `resync`, and the screen fetches the queue again — as it does after its own reconnection.
 */
export const QUEUE_CHANNEL = 'clinic-queue';
export const HEARTBEAT_MS = 15_000;

export function queueChanged(db: object, clinicId: number, event: QueueEvent): void {
  sendSignal(db, { channel: QUEUE_CHANNEL, scope: clinicId, payload: event });
}

/** Listens to one clinic's queue news; `null` means "something may have been missed: fetch again". */
export function subscribeQueue(db: object, clinicId: number, listener: (event: QueueEvent | null) => void) {
  return onSignal((from, signal) => {
    if (from !== db) return;
    if (signal.channel === '*') listener(null);
    else if (signal.channel === QUEUE_CHANNEL && signal.scope === clinicId) listener(signal.payload as QueueEvent);
  });
}

const open = new WeakMap<FastifyInstance, Set<() => void>>();

/** Called once where the routes are registered: open streams end when the server closes. */
export function registerQueueStreams(app: FastifyInstance): void {
  const streams = new Set<() => void>();
  open.set(app, streams);
  app.addHook('preClose', async () => {
    for (const end of [...streams]) end();
  });
}

/** Streams one clinic's queue news as Server-Sent Events until the client goes away (or the server closes). */
export function streamQueue(app: FastifyInstance, req: FastifyRequest, reply: FastifyReply, clinicId: number) {
  const streams = open.get(app) ?? new Set<() => void>();
  reply.hijack();
  const res = reply.raw;
  res.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-store, no-transform',
    connection: 'keep-alive',
    'x-accel-buffering': 'no',
    'x-request-id': String(req.id),
  });
  // The client waits 2 s before reconnecting; `ready` tells it the subscription is live (fetch now).
  res.write(`retry: 2000\nevent: ready\ndata: {}\n\n`);
  const stop = subscribeQueue(app.db, clinicId, (event) => {
    res.write(event ? `event: queue\ndata: ${JSON.stringify(event)}\n\n` : `event: resync\ndata: {}\n\n`);
  });
  const beat = setInterval(() => res.write(`: heartbeat ${Date.now()}\n\n`), HEARTBEAT_MS);
  beat.unref();
  const end = () => {
    clearInterval(beat);
    stop();
    streams.delete(end);
    if (!res.writableEnded) res.end();
  };
  streams.add(end);
  req.raw.on('close', end);
}
