import type { FastifyInstance, FastifyRequest } from 'fastify';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { LANGUAGES, type Language } from '@gd/contracts/codes';
import {
  DEFAULT_LANGUAGE,
  htmlLangFor,
  languageFromCookies,
  languageFromQuery,
  type HtmlLang,
} from '@gd/contracts/language';
import { movedClockKey } from './clock';
import { clearWithMicroCache } from './micro-cache';
import { cachePerDatabase } from './ttl-cache';

/** What the web build's server entry (web/src/entry-server.tsx, built into dist/ssr/entry-server.mjs) exports. */
interface EntryServer {
  setDictionaries(dictionaries: Record<Language, Record<string, unknown>>): void;
  render(
    url: string,
    language: Language,
    fetch: typeof globalThis.fetch,
  ): Promise<{ html: string; state: { language: Language } } | null>;
  serializeSsrState(state: unknown): string;
  SSR_STATE_ID: string;
}

/**
 * The stylesheets (and code) of the server-rendered pages, written by the web build (route-preload plugin): `paths`
 * are the sources of regular expressions the build derived from the route table (contracts/src/paths.ts).
 */
interface RouteAssets {
  paths: string[];
  js: string[];
  css: string[];
}

/** A page the server rendered: tags for its head, the app's HTML, the state script after it, its `<html lang>`. */
export interface RenderedApp {
  head: string;
  html: string;
  stateScript: string;
  htmlLang: HtmlLang;
  /** The visitor closed the offer banner (its cookie): `<html data-offer-banner-closed>` hides it until hydration. */
  offerBannerClosed?: boolean;
}

export interface AppRenderer {
  /** The app's HTML for `urlPath` + `search`, or null when the browser should render it (not a rendered page, a failure). */
  render(req: FastifyRequest, urlPath: string, search: string): Promise<RenderedApp | null>;
}

/** A render that takes longer than this is dropped: the browser renders the page instead. */
const RENDER_TIMEOUT_MS = 3_000;

const escapeAttr = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

const SIGNED_IN_COOKIE = /(?:^|;\s*)signed_in=1(?:;|$)/;
/** The app's cookie for a closed offer banner (web/src/lib/storage.ts, decision 57). */
const OFFER_BANNER_COOKIE = /(?:^|;\s*)offer_banner_closed=1(?:;|$)/;

/**
 * A visitor with a stored session (the app's `signed_in` cookie, lib/storage.ts; never the token) gets the page
 * rendered by the browser, which shows their account in the header from the start: the server renders pages as
 * nobody, and a logged-out header that turns into theirs after hydration would jump under their eyes.
 */
function isSignedIn(req: FastifyRequest): boolean {
  return SIGNED_IN_COOKIE.test(String(req.headers.cookie ?? ''));
}

/**
 * The language a page is served in: the language version its URL names (`?lang=gu`, its hreflang alternate), else
 * the cookie the app keeps next to its stored choice (lib/storage.ts), else English.
 */
export function languageOf(req: FastifyRequest): Language {
  const query = req.url.indexOf('?');
  return (
    (query >= 0 ? languageFromQuery(req.url.slice(query)) : null) ??
    languageFromCookies(req.headers.cookie) ??
    DEFAULT_LANGUAGE
  );
}

/** A GET of the API in-process (Fastify inject) as the visitor: their address and user agent, never their credentials. */
function apiGetAs(app: FastifyInstance, req: FastifyRequest, url: string) {
  return app.inject({
    method: 'GET',
    url,
    headers: { accept: 'application/json', 'user-agent': String(req.headers['user-agent'] ?? '') },
    remoteAddress: req.ip,
  });
}

/**
 * The `fetch` a render gets: GET `/api/…` only, answered in-process as the visitor (so a profile view counts once
 * for them, as it would from the browser); each URL is noted in `asked`.
 */
function fetchAs(app: FastifyInstance, req: FastifyRequest, asked: string[]): typeof globalThis.fetch {
  return async (input, init) => {
    const url =
      typeof input === 'string' ? input : input instanceof URL ? `${input.pathname}${input.search}` : input.url;
    const method = (init?.method ?? 'GET').toUpperCase();
    if (method !== 'GET' || !url.startsWith('/api/')) throw new Error(`server render: ${method} ${url} is not allowed`);
    asked.push(url);
    const res = await apiGetAs(app, req, url);
    return new Response(res.rawPayload.length ? new Uint8Array(res.rawPayload) : null, {
      status: res.statusCode,
      headers: { 'content-type': String(res.headers['content-type'] ?? 'application/json') },
    });
  };
}

/** A rendered page and the API requests it was rendered from. */
interface CachedPage {
  page: RenderedApp;
  asked: string[];
}

/**
 * Rendered pages live as long as the API answers they were made from (the micro-cache: 10 s, or until a public
 * write), so a busy home page renders once per language and interval, and is never older than what the API says.
 */
const renderedPages = cachePerDatabase<CachedPage>(10_000, 500);
clearWithMicroCache((db) => renderedPages(db).clear());

/** The entry chose not to render (a redirect, a failed request): not cached, not logged. */
class NotRendered extends Error {}

const withTimeout = <T>(promise: Promise<T>, ms: number) =>
  Promise.race([
    promise,
    new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`no answer in ${ms} ms`)), ms).unref()),
  ]);

/**
 * Loads the web build's server entry, when the build has one (dist/ssr/entry-server.mjs): the public discovery pages
 * (home, search, categories, profiles: the pages of dist/ssr/route-assets.json) are then sent as HTML a phone
 * paints before any script has run, and the browser hydrates them. Without it, every page renders in the browser.
 */
export interface AppRendererOptions {
  /** A page was sent from the cache: count what its API requests (`apiUrls`) would have counted for `req`. */
  onCachedVisit?: (req: FastifyRequest, apiUrls: string[]) => void;
}

export async function loadAppRenderer(
  app: FastifyInstance,
  webDist: string,
  options: AppRendererOptions = {},
): Promise<AppRenderer | null> {
  const entryFile = path.join(webDist, 'ssr', 'entry-server.mjs');
  const assetsFile = path.join(webDist, 'ssr', 'route-assets.json');
  if (!fs.existsSync(path.join(webDist, 'index.html'))) return null; // no web build at all: the API only
  if (!fs.existsSync(entryFile) || !fs.existsSync(assetsFile)) {
    app.log.warn(`no server entry in ${webDist}/ssr: pages render in the browser only`);
    return null;
  }
  const entry = (await import(pathToFileURL(entryFile).href)) as EntryServer;
  const dictionary = (language: Language) =>
    JSON.parse(fs.readFileSync(path.join(webDist, 'assets', 'i18n', `${language}.json`), 'utf8')) as Record<
      string,
      unknown
    >;
  entry.setDictionaries(Object.fromEntries(LANGUAGES.map((l) => [l, dictionary(l)])) as Record<Language, never>);
  const routes = (JSON.parse(fs.readFileSync(assetsFile, 'utf8')) as RouteAssets[]).map((r) => ({
    ...r,
    patterns: r.paths.map((source) => new RegExp(source)),
  }));
  const routeOf = (urlPath: string) => routes.find((r) => r.patterns.some((pattern) => pattern.test(urlPath)));

  const renderPage = async (req: FastifyRequest, urlPath: string, search: string, language: Language) => {
    const route = routeOf(urlPath)!;
    const asked: string[] = [];
    const url = `http://localhost${urlPath}${search}`;
    const rendered = await withTimeout(entry.render(url, language, fetchAs(app, req, asked)), RENDER_TIMEOUT_MS);
    if (!rendered) throw new NotRendered();
    // React puts the resources it hoists (image preloads) first: they belong in the head.
    const hoisted = /^(?:<link [^>]*>)+/.exec(rendered.html)?.[0] ?? '';
    const page: RenderedApp = {
      head: [
        ...route.css.map((file) => `<link rel="stylesheet" crossorigin href="/${escapeAttr(file)}">`),
        hoisted,
      ].join(''),
      html: rendered.html.slice(hoisted.length),
      stateScript: `<script type="application/json" id="${entry.SSR_STATE_ID}">${entry.serializeSsrState(rendered.state)}</script>`,
      htmlLang: htmlLangFor(language),
    };
    return { page, asked };
  };

  return {
    async render(req, urlPath, search) {
      if (!routeOf(urlPath) || isSignedIn(req)) return null;
      const language = languageOf(req);
      let renderedHere = false;
      try {
        const cached = await renderedPages(app.db).get(`${language} ${urlPath}${search}${movedClockKey()}`, () => {
          renderedHere = true;
          return renderPage(req, urlPath, search, language);
        });
        // What the page's requests would have counted for this visitor (a profile view), counted without them.
        if (!renderedHere) options.onCachedVisit?.(req, cached.asked);
        // One page for every visitor (cached); the banner's state is the visitor's, on <html>.
        return withBanner(cached.page, OFFER_BANNER_COOKIE.test(String(req.headers.cookie ?? '')));
      } catch (error) {
        if (!(error instanceof NotRendered)) {
          req.log.warn({ err: error, url: urlPath }, 'server render failed: the browser renders the page');
        }
        return null;
      }
    },
  };
}

const bannerClosedPages = new WeakMap<RenderedApp, RenderedApp>();

/**
 * The cached page as this visitor sees it: one object per cached page and banner state (not a copy per request),
 * so `injectAppOnce` makes its HTML once and every later visitor gets the same string (whose gzip is kept too).
 */
function withBanner(page: RenderedApp, closed: boolean): RenderedApp {
  if (!closed) return page;
  let variant = bannerClosedPages.get(page);
  if (!variant) bannerClosedPages.set(page, (variant = { ...page, offerBannerClosed: true }));
  return variant;
}

const injectedPages = new WeakMap<RenderedApp, Map<string, string>>();
/** A page's heads seen at once (its head can change with the data it names: a few are kept, then all dropped). */
const HEADS_PER_PAGE = 4;

/**
 * `injectApp`, made once per rendered page and template (the template with this page's head): a cached page is
 * sent again as the same string instead of 60 kB rebuilt and hashed again per request. Forgotten with the page.
 */
export function injectAppOnce(template: string, page: RenderedApp): string {
  let byTemplate = injectedPages.get(page);
  if (!byTemplate) injectedPages.set(page, (byTemplate = new Map()));
  let html = byTemplate.get(template);
  if (html === undefined) {
    if (byTemplate.size >= HEADS_PER_PAGE) byTemplate.clear();
    byTemplate.set(template, (html = injectApp(template, page)));
  }
  return html;
}

/** A Gujarati page offers the app under its Gujarati name (decision 80); the same id, start URL and icons. */
const manifestFor = (htmlLang: HtmlLang) => (htmlLang === 'gu' ? '/manifest-gu.webmanifest' : '/manifest.webmanifest');

/**
 * index.html with the rendered app in `#root`, its state after it, its stylesheets in the head, `<html data-ssr>`,
 * and its scripts in `<template id="app-scripts">` for the boot script (web/build/route-preload-plugin.ts).
 */
export function injectApp(template: string, page: RenderedApp): string {
  // The page paints without its scripts: they wait in a template until the first paint (the boot script starts
  // them then), so its stylesheets, fonts and images have the network to themselves meanwhile.
  const scripts: string[] = [];
  const park = (tag: string) => {
    scripts.push(tag.trim());
    return '';
  };
  return template
    .replace(/\s*<script type="module"[^>]*><\/script>/, park)
    .replace(/\s*<link rel="modulepreload"[^>]*>/g, park)
    .replace(
      '<div id="root"></div>',
      () =>
        `<div id="root">${page.html}</div>\n    ${page.stateScript}\n    ` +
        `<template id="app-scripts">${scripts.join('')}</template>`,
    )
    .replace('</head>', () => `${page.head}\n  </head>`)
    .replace('href="/manifest.webmanifest"', () => `href="${manifestFor(page.htmlLang)}"`)
    .replace(
      /<html lang="[^"]*"/,
      `<html lang="${page.htmlLang}" data-ssr${page.offerBannerClosed ? ' data-offer-banner-closed' : ''}`,
    );
}
