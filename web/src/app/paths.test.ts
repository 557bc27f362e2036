import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { matchPath, pathRegExpSource, type RouteEntry } from '@gd/contracts/paths';
// The server's reading of page URLs (head tags), run here against the router it has to agree with.
import { HEAD_ROUTES, headPageOf, type HeadPage } from '../../../server/src/modules/seo/pages';
import { newQueryClient } from '../test/utils';
import { buildPath, legacyRedirects, paths } from './paths';
import { createRoutes } from './router';

// The table itself is tested where it lives (contracts/src/paths.test.ts); these test who reads it.

/** A value for every param name of the table: a slug with a space and Gujarati letters, to be encoded. */
const SAMPLE: Record<string, string | number> = {
  id: 12,
  businessId: 7,
  categoryId: 3,
  slug: 'ડૉક્ટર shop',
  table: 'cities',
};
const entries = Object.entries(paths) as [string, RouteEntry][];
/** Each page's URL, with and without a trailing slash. */
const urlsOf = (entry: RouteEntry) => {
  const href = buildPath(entry.path, SAMPLE);
  return href === '/' ? [href] : [href, `${href}/`];
};

const routes = createRoutes(newQueryClient());
/** The route the app's router renders for a URL (the innermost match), and its params. */
function routerMatch(url: string) {
  const leaf = matchRoutes(routes, url)?.at(-1);
  return leaf ? { path: leaf.route.path, params: { ...leaf.params } } : null;
}

/** The server's answer as the router's params (strings, a missing slug left out). */
function asParams(page: HeadPage): Record<string, string> {
  if (page.page === 'home' || page.page === 'list') return {};
  const slug: Record<string, string> = 'slug' in page && page.slug !== null ? { slug: page.slug } : {};
  return page.page === 'category' ? { categoryId: String(page.id), ...slug } : { id: String(page.id), ...slug };
}

describe('the route table is read the same way by the router, the server and the build', () => {
  it('has a sample for every param of the table', () => {
    for (const [, entry] of entries) expect(() => buildPath(entry.path, SAMPLE)).not.toThrow();
  });

  it.each(entries)('%s: the router renders it, with the params the shared matcher finds', (_name, entry) => {
    for (const url of urlsOf(entry)) {
      const rendered = routerMatch(url);
      expect(rendered?.path, url).toBe(entry.path);
      expect(matchPath(entry, url), url).toEqual(rendered!.params);
      // The build's patterns (server rendering, preloads) are compiled from the same source.
      expect(new RegExp(pathRegExpSource(entry.path)).test(url), url).toBe(true);
    }
  });

  it('the server gives a head to its pages with the params the router finds, and to no other page', () => {
    expect(HEAD_ROUTES.length).toBeGreaterThan(0);
    for (const [name, entry] of entries) {
      for (const url of urlsOf(entry)) {
        const page = headPageOf(url);
        if (!HEAD_ROUTES.includes(entry)) {
          expect(page, `${name} ${url}`).toBeNull();
          continue;
        }
        expect(page, `${name} ${url}`).not.toBeNull();
        expect(asParams(page!), url).toEqual(routerMatch(url)!.params);
      }
    }
  });

  it('the server has no head for what the router sends to its not-found page or elsewhere', () => {
    for (const url of ['/no-such-page', '/business/12/slug/more', '/view/12/slug', '/search/3/x/y']) {
      expect(routerMatch(url)?.path, url).toBe('*');
      expect(headPageOf(url), url).toBeNull();
    }
    for (const { from } of legacyRedirects) expect(headPageOf(from)).toBeNull();
    // Ids the server cannot look up are left to the browser, which shows the page's own not-found.
    expect(routerMatch('/business/abc')?.path).toBe(paths.business.path);
    expect(headPageOf('/business/abc')).toBeNull();
  });
});
