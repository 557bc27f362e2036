import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { errorEnvelope } from './errors';

/** A page whose HTML the server fills in (its own head tags), or sends elsewhere with a 301. */
export type RenderedPage = { status: 200 | 404; html: (template: string) => string } | { redirect: string };
export type PageRenderer = (req: FastifyRequest, urlPath: string, search: string) => Promise<RenderedPage> | null;

/**
 * The gzip of the pages sent last: a server-rendered page is the same text for every visitor while it is cached
 * (platform/ssr.ts), and compressing ~60 kB costs more than finding it here.
 */
const gzipped = new Map<string, Buffer>();
const GZIPPED_MAX = 64;

function gzipOf(html: string): Buffer {
  let body = gzipped.get(html);
  if (body) return body;
  body = zlib.gzipSync(html, { level: 6 });
  if (gzipped.size >= GZIPPED_MAX) gzipped.delete(gzipped.keys().next().value!);
  gzipped.set(html, body);
  return body;
}

function sendHtml(req: FastifyRequest, reply: FastifyReply, status: number, html: string) {
  reply
    .status(status)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-cache')
    // A rendered page is in the language of the visitor's cookie (platform/ssr.ts).
    .header('vary', 'accept-encoding, cookie');
  if (/\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''))) {
    return reply.header('content-encoding', 'gzip').send(gzipOf(html));
  }
  return reply.send(html);
}

/** A file name with a content hash from the Vite build: safe to cache for a year. */
const HASHED_ASSET = /-[A-Za-z0-9_-]{8,}\.(?:js|css|woff2?|ttf|png|jpe?g|svg|webp|gif)(?:\.br|\.gz)?$/;

/**
 * Serves the built SPA (precompressed .br/.gz chosen by Accept-Encoding), uploaded files at /uploads,
 * and answers unknown paths: /api/* with a 404 envelope, any other page with index.html (client routing).
 */
export async function registerWebAndUploads(
  app: FastifyInstance,
  /** uploadsDir null: /uploads is served by another route (the bucket's, platform/s3-storage.ts). */
  opts: { webDist: string; uploadsDir: string | null; renderPage?: PageRenderer },
): Promise<void> {
  if (opts.uploadsDir) {
    fs.mkdirSync(opts.uploadsDir, { recursive: true });
    await app.register(fastifyStatic, {
      root: opts.uploadsDir,
      prefix: '/uploads/',
      decorateReply: false,
      index: false,
      // Bank-transfer screenshots stored before decision 68 stay in the folder but only their route serves them.
      allowedPath: (pathName) => !/^\/?(?:uploads\/)?payments\//.test(pathName),
      immutable: true,
      maxAge: '365d',
    });
  }

  const indexFile = path.join(opts.webDist, 'index.html');
  const hasWeb = fs.existsSync(indexFile);
  const template = hasWeb ? fs.readFileSync(indexFile, 'utf8') : '';
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: opts.webDist,
      prefix: '/',
      preCompressed: true,
      wildcard: false,
      index: false,
      // The server-rendering build (ssr/) is the server's code, not the site's: never sent.
      allowedPath: (pathName) => !pathName.startsWith('/ssr/'),
      setHeaders(reply, filePath) {
        reply.header('cache-control', HASHED_ASSET.test(filePath) ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  } else {
    app.log.warn(`web build not found at ${opts.webDist}: serving the API only (run npm run build)`);
  }

  app.setNotFoundHandler(async (request, reply) => {
    const [urlPath = '/', query] = request.url.split('?', 2);
    const wantsPage =
      hasWeb &&
      (request.method === 'GET' || request.method === 'HEAD') &&
      !urlPath.startsWith('/api/') &&
      urlPath !== '/api' &&
      !urlPath.startsWith('/uploads/') &&
      !path.extname(urlPath);
    if (wantsPage) {
      const rendered = opts.renderPage?.(request, urlPath, query ? `?${query}` : '');
      if (rendered) {
        const page = await rendered;
        if ('redirect' in page) return reply.redirect(page.redirect, 301);
        return sendHtml(request, reply, page.status, page.html(template));
      }
      return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').sendFile('index.html');
    }
    return reply
      .status(404)
      .send(errorEnvelope(`No route ${request.method} ${urlPath}.`, { message_key: 'NOT_FOUND' }));
  });
}
