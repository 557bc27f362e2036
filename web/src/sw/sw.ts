/**
 * The service worker (decision 80), built into dist/sw.js by web/build/service-worker-plugin.ts and registered by
 * lib/install-app.ts after the page has loaded. Pages: network first, never cached, the offline page when the network
 * fails (so a server-rendered page is never swapped for an empty shell). Hashed build files: cache first. The API,
 * uploads and other sites: not touched.
 */
import { LANGUAGE_COOKIE, type Language } from '@gd/contracts/language';
import { ASSET_CACHE, ASSET_CACHE_MAX, offlineLanguage, offlinePage, requestKind, type OfflineText } from './sw-logic';

/** Set by the build: the offline page's texts (the build also stamps its version on the file's first line). */
declare const __OFFLINE_TEXT__: Record<Language, OfflineText>;
/** Set by the build: the Gujarati font's hashed file, or null. */
declare const __OFFLINE_FONT__: string | null;

// The parts of the worker's global scope used here (the web project's TypeScript has the DOM's types, not a worker's).
interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface FetchEvent extends ExtendableEvent {
  request: Request;
  respondWith(response: Promise<Response>): void;
}
interface MessageEventLike extends ExtendableEvent {
  data: unknown;
}
interface WorkerScope {
  location: Location;
  skipWaiting(): Promise<void>;
  clients: { claim(): Promise<void> };
  cookieStore?: { get(name: string): Promise<{ value: string } | null> };
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'fetch', listener: (event: FetchEvent) => void): void;
  addEventListener(type: 'message', listener: (event: MessageEventLike) => void): void;
}
const worker = self as unknown as WorkerScope;
const origin = worker.location.origin;

/** The language the app last reported (its pages post it): the offline page's language when nothing else says. */
let lastLanguage: string | null = null;

worker.addEventListener('install', (event) => {
  // Nothing to download first (the offline page is in this file): the new worker takes over at once.
  event.waitUntil(worker.skipWaiting());
});

worker.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys()) if (name !== ASSET_CACHE) await caches.delete(name);
      await worker.clients.claim();
    })(),
  );
});

worker.addEventListener('message', (event) => {
  const data = event.data as { language?: unknown } | null;
  if (data && typeof data.language === 'string') {
    lastLanguage = data.language;
    // A Gujarati reader's offline page needs the Gujarati font (a phone or PC may have none of its own): keep it.
    if (data.language !== 'en' && __OFFLINE_FONT__) event.waitUntil(keepFont(__OFFLINE_FONT__));
  }
});

async function keepFont(url: string): Promise<void> {
  try {
    const cache = await caches.open(ASSET_CACHE);
    if (!(await cache.match(url))) await cache.add(url);
  } catch {
    // offline or refused: the offline page falls back to the system's fonts
  }
}

async function languageCookie(): Promise<string | null> {
  try {
    const cookie = await worker.cookieStore?.get(LANGUAGE_COOKIE);
    return cookie ? `${LANGUAGE_COOKIE}=${cookie.value}` : null;
  } catch {
    return null;
  }
}

async function navigate(request: Request): Promise<Response> {
  try {
    return await fetch(request);
  } catch {
    const language = offlineLanguage(request.url, await languageCookie(), lastLanguage);
    return new Response(offlinePage(language, __OFFLINE_TEXT__, request.url, __OFFLINE_FONT__), {
      status: 200,
      headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' },
    });
  }
}

async function trim(cache: Cache): Promise<void> {
  const keys = await cache.keys();
  for (const key of keys.slice(0, Math.max(0, keys.length - ASSET_CACHE_MAX))) await cache.delete(key);
}

async function asset(request: Request): Promise<Response> {
  const cache = await caches.open(ASSET_CACHE);
  const cached = await cache.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok && response.type === 'basic') {
    await cache.put(request, response.clone());
    void trim(cache);
  }
  return response;
}

worker.addEventListener('fetch', (event) => {
  const kind = requestKind(event.request, origin);
  if (kind === 'navigate') event.respondWith(navigate(event.request));
  else if (kind === 'asset') event.respondWith(asset(event.request));
});
