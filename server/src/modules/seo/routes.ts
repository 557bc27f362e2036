import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import * as content from './content';
import * as seo from './service';

/** The site's public address: PUBLIC_URL, or what the request was sent to. */
export function baseUrl(app: FastifyInstance, req: FastifyRequest): string {
  return (app.config.PUBLIC_URL ?? `${req.protocol}://${req.host}`).replace(/\/+$/, '');
}

const decode = (s: string | undefined) => {
  if (s === undefined || s === '') return null;
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
};

/** The server-rendered head of a page the SPA shows, when the path is one search engines index. */
export function pageFor(
  app: FastifyInstance,
  req: FastifyRequest,
  urlPath: string,
  search: string,
): Promise<seo.PageResult> | null {
  const base = baseUrl(app, req);
  if (urlPath === '/') return Promise.resolve(seo.homePage(base));
  let m = /^\/business\/(\d{1,9})(?:\/([^/]*))?\/?$/.exec(urlPath);
  if (m) return seo.businessPage(app.db, base, { id: Number(m[1]), slug: decode(m[2]), kind: 'business' }, search);
  m = /^\/view\/(\d{1,9})\/?$/.exec(urlPath);
  if (m) return seo.businessPage(app.db, base, { id: Number(m[1]), slug: null, kind: 'view' }, search);
  m = /^\/search\/(\d{1,9})(?:\/([^/]*))?\/?$/.exec(urlPath);
  if (m) return seo.categoryPage(app.db, base, { id: Number(m[1]), slug: decode(m[2]) }, search);
  m = /^\/job-view\/(\d{1,9})\/?$/.exec(urlPath);
  if (m) return seo.jobPage(app.db, base, Number(m[1]));
  m = /^\/event-view\/(\d{1,9})\/?$/.exec(urlPath);
  if (m) return content.eventPage(app.db, base, Number(m[1]));
  m = /^\/offer-view\/(\d{1,9})\/?$/.exec(urlPath);
  if (m) return content.offerPage(app, base, Number(m[1]));
  return null;
}

export async function seoRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const xml = 'application/xml; charset=utf-8';
  const hide = { hide: true };

  r.get('/sitemap.xml', { schema: hide }, async (req, reply) =>
    reply
      .type(xml)
      .header('cache-control', 'public, max-age=600')
      .send(await seo.sitemap(app.db, baseUrl(app, req))),
  );
  r.get('/sitemap-pages.xml', { schema: hide }, async (req, reply) =>
    reply
      .type(xml)
      .header('cache-control', 'public, max-age=600')
      .send(await seo.sitemapPages(app.db, baseUrl(app, req))),
  );
  r.get(
    '/sitemap-businesses-:n.xml',
    { schema: { ...hide, params: z.object({ n: z.coerce.number().int().min(1).max(1000) }) } },
    async (req, reply) => {
      const body = await seo.sitemapBusinesses(app.db, baseUrl(app, req), req.params.n);
      if (!body) return reply.callNotFound();
      return reply.type(xml).header('cache-control', 'public, max-age=600').send(body);
    },
  );
  r.get('/robots.txt', { schema: hide }, async (req, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(seo.robots(baseUrl(app, req))),
  );
}
