import type { FastifyReply, FastifyRequest } from 'fastify';
import zlib from 'node:zlib';
import { onPublicDataChange } from './changes';
import { movedClockKey } from './clock';
import { ok } from './envelope';
import { cachePerDatabase } from './ttl-cache';

/**
 * A micro-cache of whole JSON answers for public GET routes whose answer depends only on the URL
 * (never on who asks): the envelope is serialized (and, from 1 KB, gzipped) once and sent as-is for
 * 10 s, or until a write that changes public data clears it. This is what keeps search, autocomplete
 * and profiles near the bare framework's speed at 100,000 businesses, and their answers small.
 */
interface Answer {
  json: string;
  /** made the first time a client that accepts gzip asks (most answers asked once are never gzipped) */
  gzip?: Buffer;
}

const GZIP_FROM_BYTES = 1024;
const answers = cachePerDatabase<Answer>(10_000, 5_000);

/** URLs answered once and not kept (see `sendOnceCachedText`), per database; forgotten all at once past this many. */
const ASKED_ONCE = 20_000;
const askedOnce = new WeakMap<object, Set<string>>();

/**
 * The same for answers that are cheap to make again and mostly asked once (decision 103: text searches answered
 * by the search thread): an answer is kept only when its URL is asked a second time while the first ask is
 * remembered. Keeping every answer asked once (each its own text, a few kB) filled the young generation with
 * answers that outlived it, and the request thread's scavenges copied them into the old one.
 */
export function sendOnceCachedText(db: object, req: FastifyRequest, reply: FastifyReply, load: () => Promise<string>) {
  const cache = answers(db);
  const key = cacheKey(req);
  if (cache.has(key)) return sendCachedText(db, req, reply, load);
  let seen = askedOnce.get(db);
  if (!seen) askedOnce.set(db, (seen = new Set()));
  if (seen.delete(key)) return sendCachedText(db, req, reply, load);
  if (seen.size >= ASKED_ONCE) seen.clear();
  seen.add(key);
  return load().then((json) => sendJsonText(req, reply, json));
}

/** The URL, and the browser suite's moved clock when a request moved it (answers say what is open now). */
const cacheKey = (req: FastifyRequest) => req.url + movedClockKey();

export function sendCachedJson<T>(db: object, req: FastifyRequest, reply: FastifyReply, load: () => Promise<T>) {
  return sendCachedText(db, req, reply, async () => JSON.stringify(ok(await load())));
}

/** The same for a loader that makes the envelope's JSON text itself (decision 82: cards encoded once). */
export async function sendCachedText(
  db: object,
  req: FastifyRequest,
  reply: FastifyReply,
  load: () => Promise<string>,
) {
  const answer = await answers(db).get(cacheKey(req), async () => ({ json: await load() }));
  reply.header('content-type', 'application/json; charset=utf-8');
  if (answer.json.length < GZIP_FROM_BYTES) return reply.send(answer.json);
  reply.header('vary', 'accept-encoding');
  if (/\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''))) {
    answer.gzip ??= zlib.gzipSync(answer.json, { level: 6 });
    return reply.header('content-encoding', 'gzip').send(answer.gzip);
  }
  return reply.send(answer.json);
}

/** The gzip of answers sent last by sendJsonText, by their text: the same text is compressed once. */
const gzipOfText = new Map<string, Buffer>();
const GZIP_OF_TEXT_MAX = 1_000;

/**
 * Sends a JSON answer made per request (decision 81: the profile), gzipped from 1 KB for a client that takes it;
 * an answer sent again with the same text is not compressed again.
 */
export function sendJsonText(req: FastifyRequest, reply: FastifyReply, json: string) {
  reply.header('content-type', 'application/json; charset=utf-8');
  if (json.length < GZIP_FROM_BYTES) return reply.send(json);
  reply.header('vary', 'accept-encoding');
  if (!/\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''))) return reply.send(json);
  let gzip = gzipOfText.get(json);
  if (!gzip) {
    gzip = zlib.gzipSync(json, { level: 6 });
    if (gzipOfText.size >= GZIP_OF_TEXT_MAX) gzipOfText.delete(gzipOfText.keys().next().value!);
    gzipOfText.set(json, gzip);
  }
  return reply.header('content-encoding', 'gzip').send(gzip);
}

const dependents = new Set<(db: object) => void>();

/** Another cache of things made from these answers (server-rendered pages): cleared whenever they are. */
export function clearWithMicroCache(clear: (db: object) => void): void {
  dependents.add(clear);
}

/** After a write that changes what the public sees (approval, edit, review, delete). */
export function clearMicroCache(db: object): void {
  answers(db).clear();
  for (const clear of dependents) clear(db);
}

// Every public change makes every cached answer suspect: they are 10 s old at most, so clearing all is cheap.
onPublicDataChange((db) => clearMicroCache(db));
