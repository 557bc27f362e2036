import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fs from 'node:fs';
import path from 'node:path';
import { errorEnvelope } from './errors';

/** A file name with a content hash from the Vite build: safe to cache for a year. */
const HASHED_ASSET = /-[A-Za-z0-9_-]{8,}\.(?:js|css|woff2?|ttf|png|jpe?g|svg|webp|gif)(?:\.br|\.gz)?$/;

/**
 * Serves the built SPA (precompressed .br/.gz chosen by Accept-Encoding), uploaded files at /uploads,
 * and answers unknown paths: /api/* with a 404 envelope, any other page with index.html (client routing).
 */
export async function registerWebAndUploads(
  app: FastifyInstance,
  opts: { webDist: string; uploadsDir: string },
): Promise<void> {
  fs.mkdirSync(opts.uploadsDir, { recursive: true });
  await app.register(fastifyStatic, {
    root: opts.uploadsDir,
    prefix: '/uploads/',
    decorateReply: false,
    index: false,
    immutable: true,
    maxAge: '365d',
  });

  const indexFile = path.join(opts.webDist, 'index.html');
  const hasWeb = fs.existsSync(indexFile);
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: opts.webDist,
      prefix: '/',
      preCompressed: true,
      wildcard: false,
      index: false,
      setHeaders(reply, filePath) {
        reply.header('cache-control', HASHED_ASSET.test(filePath) ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  } else {
    app.log.warn(`web build not found at ${opts.webDist}: serving the API only (run npm run build)`);
  }

  app.setNotFoundHandler((request, reply) => {
    const urlPath = request.url.split('?')[0] ?? '/';
    const wantsPage =
      hasWeb &&
      (request.method === 'GET' || request.method === 'HEAD') &&
      !urlPath.startsWith('/api/') &&
      urlPath !== '/api' &&
      !urlPath.startsWith('/uploads/') &&
      !path.extname(urlPath);
    if (wantsPage) {
      return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').sendFile('index.html');
    }
    return reply
      .status(404)
      .send(errorEnvelope(`No route ${request.method} ${urlPath}.`, { message_key: 'NOT_FOUND' }));
  });
}
