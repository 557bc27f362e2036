import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import type { Config } from '../config';

/**
 * Security headers for every response. The CSP allows only what the app loads: its own scripts,
 * styles (Mantine sets inline style attributes), images from itself and data/blob URLs (previews).
 */
export async function registerSecurityHeaders(app: FastifyInstance, config: Config): Promise<void> {
  const https = config.PUBLIC_URL?.startsWith('https://') ?? false;
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        // The Razorpay checkout widget: its script, its iframes and its calls (loaded only when paying).
        scriptSrc: ["'self'", 'https://checkout.razorpay.com'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        // OpenStreetMap's tiles for the wizard's map pin (decision 63).
        imgSrc: ["'self'", 'data:', 'blob:', 'https://*.razorpay.com', 'https://tile.openstreetmap.org'],
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
