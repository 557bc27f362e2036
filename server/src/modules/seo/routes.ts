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

/** Hosts a request may name for itself when PUBLIC_URL is not set: this machine's own (decision 76). */
const LOOPBACK_HOST = /^(localhost|127\.0\.0\.1|\[::1\])(:\d{1,5})?$/;
const ANY_ADDRESS = new Set(['0.0.0.0', '::', '[::]']);

/**
 * The site's public address (decision 76): PUBLIC_URL when set — the only verified origin. Without it the `Host`
 * header is used only when it names this machine (localhost, 127.0.0.1, [::1]) or the configured `HOST` address,
 * with an optional port; any other host (`Host: evil.example`, a forwarded host) gets `http://localhost:PORT`, so a
 * request can never put its own origin into canonical links, JSON-LD, robots.txt or the sitemaps.
 */
export function baseUrl(app: FastifyInstance, req: FastifyRequest): string {
  const { PUBLIC_URL, HOST, PORT } = app.config;
  if (PUBLIC_URL) return PUBLIC_URL.replace(/\/+$/, '');
  const host = req.host;
  const port = host.startsWith(`${HOST}:`) ? host.slice(HOST.length + 1) : null;
  const ownAddress = !ANY_ADDRESS.has(HOST) && (host === HOST || (port !== null && /^\d{1,5}$/.test(port)));
  return LOOPBACK_HOST.test(host) || ownAddress ? `${req.protocol}://${host}` : `http://localhost:${PORT}`;
}

/** Sitemaps and robots.txt are cached by proxies only when they name the verified origin (PUBLIC_URL). */
const cacheable = (app: FastifyInstance, maxAge: number) =>
  app.config.PUBLIC_URL ? `public, max-age=${maxAge}` : 'no-store';

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
  if (!app.config.PUBLIC_URL && app.config.NODE_ENV === 'production') {
    app.log.warn(
      `PUBLIC_URL is not set: canonical links, JSON-LD and sitemaps name http://localhost:${app.config.PORT} (or the loopback host a request names), never a request's Host; set PUBLIC_URL to the site's address`,
    );
  }

  r.get('/sitemap.xml', { schema: hide }, async (req, reply) =>
    reply
      .type(xml)
      .header('cache-control', cacheable(app, 600))
      .send(await seo.sitemap(app.db, baseUrl(app, req))),
  );
  r.get('/sitemap-pages.xml', { schema: hide }, async (req, reply) =>
    reply
      .type(xml)
      .header('cache-control', cacheable(app, 600))
      .send(await seo.sitemapPages(app.db, baseUrl(app, req))),
  );
  r.get(
    '/sitemap-businesses-:n.xml',
    { schema: { ...hide, params: z.object({ n: z.coerce.number().int().min(1).max(1000) }) } },
    async (req, reply) => {
      const body = await seo.sitemapBusinesses(app.db, baseUrl(app, req), req.params.n);
      if (!body) return reply.callNotFound();
      return reply.type(xml).header('cache-control', cacheable(app, 600)).send(body);
    },
  );
  r.get(
    '/sitemap-practitioners-:n.xml',
    { schema: { ...hide, params: z.object({ n: z.coerce.number().int().min(1).max(1000) }) } },
    async (req, reply) => {
      const body = await seo.sitemapPractitioners(app.db, baseUrl(app, req), req.params.n);
      if (!body) return reply.callNotFound();
      return reply.type(xml).header('cache-control', cacheable(app, 600)).send(body);
    },
  );
  r.get('/robots.txt', { schema: hide }, async (req, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', cacheable(app, 3600))
      .send(seo.robots(baseUrl(app, req))),
  );
}
