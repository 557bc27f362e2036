import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import * as content from './content';
import { headPageOf } from './pages';
import * as seo from './service';

/** The site's public address: PUBLIC_URL, or what the request was sent to. */
export function baseUrl(app: FastifyInstance, req: FastifyRequest): string {
  return (app.config.PUBLIC_URL ?? `${req.protocol}://${req.host}`).replace(/\/+$/, '');
}

/** The server-rendered head of a page the SPA shows, when the path is one search engines index. */
export function pageFor(
  app: FastifyInstance,
  req: FastifyRequest,
  urlPath: string,
  search: string,
): Promise<seo.PageResult> | null {
  const page = headPageOf(urlPath);
  if (!page) return null;
  const base = baseUrl(app, req);
  switch (page.page) {
    case 'home':
      return Promise.resolve(seo.homePage(base));
    case 'business':
      return seo.businessPage(app.db, base, page, search);
    case 'category':
      return seo.categoryPage(app.db, base, page, search);
    case 'job':
      return seo.jobPage(app.db, base, page.id);
    case 'event':
      return content.eventPage(app.db, base, page.id);
    case 'offer':
      return content.offerPage(app, base, page.id);
  }
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
