import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type Language, LANGUAGES } from '@gd/contracts/codes';
import { HTML_LANG, languageVersionPath } from '@gd/contracts/language';
import { languageOf } from '../../platform/ssr';
import * as content from './content';
import * as doctors from './doctors';
import { headPageOf } from './pages';
import * as seo from './service';

/** The site's public address: PUBLIC_URL, or what the request was sent to. */
export function baseUrl(app: FastifyInstance, req: FastifyRequest): string {
  return (app.config.PUBLIC_URL ?? `${req.protocol}://${req.host}`).replace(/\/+$/, '');
}

/**
 * A page's language versions (decision 56): English at its own URL (also the `x-default`), Gujarati at `?lang=gu`.
 * The canonical URL is the version being served, so each language is indexed in its own words.
 */
function inLanguage(result: seo.PageResult, lang: Language): seo.PageResult {
  if ('redirect' in result) return result;
  const canonical = result.head.canonical;
  const alternates =
    result.status === 200
      ? [
          ...LANGUAGES.map((l) => ({ hreflang: HTML_LANG[l], href: languageVersionPath(canonical, l) })),
          { hreflang: 'x-default', href: canonical },
        ]
      : [];
  return {
    ...result,
    head: { ...result.head, canonical: languageVersionPath(canonical, lang), language: lang, alternates },
  };
}

/** The page's result in the visitor's language (`?lang=`, else the language cookie). */
function resultFor(app: FastifyInstance, base: string, urlPath: string, search: string, lang: Language) {
  const page = headPageOf(urlPath);
  if (!page) return null;
  switch (page.page) {
    case 'home':
      return Promise.resolve(seo.homePage(base, lang));
    case 'list':
      return Promise.resolve(seo.listPage(base, page.list, lang));
    case 'business':
      return seo.businessPage(app.db, base, page, search, lang);
    case 'category':
      return seo.categoryPage(app.db, base, page, search, lang);
    case 'job':
      return seo.jobPage(app.db, base, page.id, lang);
    case 'event':
      return content.eventPage(app.db, base, page.id, lang);
    case 'offer':
      return content.offerPage(app, base, page.id, lang);
    case 'doctor':
      return doctors.doctorPage(app.db, app.clock.now(), base, page, search, lang);
    case 'doctors':
      return doctors.specialtyPage(app.db, base, page, search, lang);
  }
}

/** The server-rendered head of a page the SPA shows, when the path is one search engines index. */
export function pageFor(
  app: FastifyInstance,
  req: FastifyRequest,
  urlPath: string,
  search: string,
): Promise<seo.PageResult> | null {
  const lang = languageOf(req);
  return resultFor(app, baseUrl(app, req), urlPath, search, lang)?.then((r) => inLanguage(r, lang)) ?? null;
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
  r.get(
    '/sitemap-practitioners-:n.xml',
    { schema: { ...hide, params: z.object({ n: z.coerce.number().int().min(1).max(1000) }) } },
    async (req, reply) => {
      const body = await seo.sitemapPractitioners(app.db, baseUrl(app, req), req.params.n);
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
