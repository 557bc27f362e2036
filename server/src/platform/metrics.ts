import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import { errorEnvelope } from './errors';

/**
 * Prometheus metrics at GET /metrics (decision 74): each route's latency, the event loop's lag, the database
 * pool and the process (prom-client's default metrics). Served only to a caller that presents
 * `Authorization: Bearer <METRICS_TOKEN>`; without METRICS_TOKEN the path answers 404, so nothing leaks by default.
 */
export const METRICS_PATH = '/metrics';

/** Seconds: from a cached JSON answer (~1 ms) to a slow report or upload. */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

/**
 * The process's own metrics (CPU, memory, heap, GC, handles, event-loop lag) are one per process, whatever the
 * number of apps built in it (the tests build many): made once, shared by every app's /metrics.
 */
let processRegistry: Registry | undefined;
function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry, eventLoopMonitoringPrecision: 10 });
  }
  return processRegistry;
}

/**
 * The label of a request's route: its pattern (`/api/businesses/:id`), never the raw URL, so the number of series
 * stays bounded. Each file of the built app is a route of its own: together they are `(static)`; a request no
 * route matched is a page (the server-rendered and client-routed pages) or `(no route)`.
 */
export function routeLabel(request: FastifyRequest): string {
  const pattern = request.routeOptions.url;
  if (pattern) return (request.routeOptions.config as { file?: unknown }).file ? '(static)' : pattern;
  const urlPath = request.url.split('?', 1)[0] ?? '/';
  const page =
    (request.method === 'GET' || request.method === 'HEAD') &&
    !urlPath.startsWith('/api/') &&
    !urlPath.startsWith('/uploads/') &&
    !/\.[^/]*$/.test(urlPath);
  return page ? '(page)' : '(no route)';
}

/** Whether an Authorization header carries this bearer token (compared in constant time). */
export function bearerMatches(header: string | undefined, token: string): boolean {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  if (!match) return false;
  const digest = (s: string) => createHash('sha256').update(s).digest();
  return timingSafeEqual(digest(match[1]!), digest(token));
}

/** Registers the collectors, the timing hook (for every route, so call it before the routes) and GET /metrics. */
export function registerMetrics(app: FastifyInstance): void {
  const registry = new Registry();
  const latency = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from receiving a request to sending its answer, by route pattern, method and status class.',
    labelNames: ['method', 'route', 'status_class'],
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });
  // Each (method, route, status class) series is looked up once: observing through it costs no label hashing.
  const series = new Map<string, ReturnType<typeof latency.labels>>();
  app.addHook('onResponse', (request, reply, done) => {
    const route = routeLabel(request);
    // The scrape itself is left out: it would only measure the scraper.
    if (route !== METRICS_PATH) {
      const method = METHODS.has(request.method) ? request.method : 'OTHER';
      const statusClass = `${Math.floor(reply.statusCode / 100)}xx`;
      const key = `${method} ${statusClass} ${route}`;
      let child = series.get(key);
      if (!child) series.set(key, (child = latency.labels({ method, route, status_class: statusClass })));
      child.observe(reply.elapsedTime / 1000);
    }
    done();
  });

  const { dialect } = app.database;
  const poolGauge = (name: string, help: string, read: (s: ReturnType<typeof app.database.poolStats>) => number) =>
    new Gauge({
      name,
      help,
      labelNames: ['dialect'],
      registers: [registry],
      collect() {
        this.set({ dialect }, read(app.database.poolStats()));
      },
    });
  poolGauge(
    'db_pool_open_connections',
    'Connections the database pool holds open (SQLite: its one connection).',
    (s) => s.open,
  );
  poolGauge('db_pool_idle_connections', 'Open connections not running a query.', (s) => s.idle);
  poolGauge('db_pool_waiting_requests', 'Queries waiting for a free connection (SQLite: always 0).', (s) => s.waiting);
  poolGauge('db_pool_max_connections', 'The most connections the pool will open.', (s) => s.max);

  const token = app.config.METRICS_TOKEN;
  app.get(METRICS_PATH, { schema: { hide: true } }, async (request: FastifyRequest, reply: FastifyReply) => {
    if (!token) {
      return reply.status(404).send(errorEnvelope(`No route GET ${METRICS_PATH}.`, { message_key: 'NOT_FOUND' }));
    }
    if (!bearerMatches(request.headers.authorization, token)) {
      return reply
        .status(401)
        .header('www-authenticate', 'Bearer realm="metrics"')
        .send(errorEnvelope('A valid metrics token is required.', { message_key: 'UNAUTHORIZED' }));
    }
    const [own, process] = await Promise.all([registry.metrics(), processMetrics().metrics()]);
    return reply.type(registry.contentType).header('cache-control', 'no-store').send(`${process}\n${own}`);
  });
}
