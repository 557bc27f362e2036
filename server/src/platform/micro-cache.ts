import type { FastifyReply, FastifyRequest } from 'fastify';
import { ok } from './envelope';
import { cachePerDatabase } from './ttl-cache';

/**
 * A micro-cache of whole JSON answers for public GET routes whose answer depends only on the URL
 * (never on who asks): the envelope is serialized once and sent as-is for 10 s, or until a write that
 * changes public data clears it. This is what keeps search, autocomplete and profiles near the bare
 * framework's speed at 100,000 businesses.
 */
const answers = cachePerDatabase<string>(10_000, 5_000);

export async function sendCachedJson<T>(db: object, req: FastifyRequest, reply: FastifyReply, load: () => Promise<T>) {
  const body = await answers(db).get(req.url, async () => JSON.stringify(ok(await load())));
  return reply.header('content-type', 'application/json; charset=utf-8').send(body);
}

/** After a write that changes what the public sees (approval, edit, review, delete). */
export function clearMicroCache(db: object): void {
  answers(db).clear();
}
