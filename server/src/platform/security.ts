import type { IncomingMessage, ServerResponse } from 'node:http';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import helmet from 'helmet';
import type { Config } from '../config';

/**
 * Security headers for every response. The CSP allows only what the app loads: its own scripts,
 * styles (Mantine sets inline style attributes), images from itself and data/blob URLs (previews).
 * The headers never change, so helmet works them out once at start-up and each request only copies them
 * (`@fastify/helmet` built helmet again for every request: 8 % of a busy server's time).
 */
export async function registerSecurityHeaders(app: FastifyInstance, config: Config): Promise<void> {
  const headers = securityHeaders(config);
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}

/** The headers helmet sets, worked out once. */
export function securityHeaders(config: Config): Record<string, string> {
  const https = config.PUBLIC_URL?.startsWith('https://') ?? false;
  const middleware = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        // The Razorpay checkout widget: its script, its iframes and its calls (loaded only when paying).
        scriptSrc: ["'self'", 'https://checkout.razorpay.com'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        // OpenStreetMap's tiles for the wizard's map pin (decision 63).
        // Uploads handed out at S3_PUBLIC_URL (bucket mode) load from its origin.
        imgSrc: [
          "'self'",
          'data:',
          'blob:',
          'https://*.razorpay.com',
          'https://tile.openstreetmap.org',
          ...(config.S3_PUBLIC_URL ? [new URL(config.S3_PUBLIC_URL).origin] : []),
        ],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", 'https://api.razorpay.com', 'https://lumberjack.razorpay.com'],
        frameSrc: ['https://api.razorpay.com', 'https://checkout.razorpay.com'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    strictTransportSecurity: https ? { maxAge: 15_552_000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
  });
  const headers: Record<string, string> = {};
  const collect = {
    setHeader: (name: string, value: string | number | readonly string[]) => {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
    getHeader: (name: string) => headers[name.toLowerCase()],
  } as unknown as ServerResponse;
  let done = false;
  middleware({ headers: {} } as IncomingMessage, collect, (err?: unknown) => {
    if (err) throw err instanceof Error ? err : new Error(String(err));
    done = true;
  });
  if (!done) throw new Error('helmet did not finish synchronously');
  return headers;
}

/**
 * Rate limits for the API context (docs and static files are registered outside it).
 * With REDIS_URL the counters are shared by every app process.
 */
export async function registerRateLimit(api: FastifyInstance, config: Config): Promise<void> {
  if (!config.RATE_LIMIT_ENABLED) return;
  const redis = config.REDIS_URL
    ? new Redis(config.REDIS_URL, { connectTimeout: 2000, maxRetriesPerRequest: 1, lazyConnect: false })
    : undefined;
  if (redis) api.addHook('onClose', async () => void redis.disconnect());
  await api.register(rateLimit, {
    global: true,
    max: config.RATE_LIMIT_MAX,
    timeWindow: '1 minute',
    ...(redis ? { redis, nameSpace: 'gd-rl:', skipOnError: true } : {}),
    errorResponseBuilder: (_req, ctx) => ({
      statusCode: 429,
      message: `Too many requests. Try again in ${Math.ceil(ctx.ttl / 1000)} seconds.`,
    }),
  });
}
