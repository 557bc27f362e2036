import { ID_SEGMENT, matchPath, paths, type ParamNames, type RouteEntry } from '@gd/contracts/paths';
import type { ListPage } from './head-text';

/** A page the server gives a head of its own (title, description, canonical link, JSON-LD), with what it names. */
export type HeadPage =
  | { page: 'home' }
  | { page: 'business'; id: number; slug: string | null; kind: 'business' | 'view' }
  | { page: 'category'; id: number; slug: string | null }
  | { page: 'job' | 'event' | 'offer'; id: number }
  | { page: 'doctor' | 'doctors'; id: number; slug: string }
  | { page: 'list'; list: ListPage };

/** Ids as the pages take them; a URL with any other value gets no head (the browser shows the page's not-found). */
const ID = new RegExp(`^${ID_SEGMENT}$`);
const withId = (value: string, page: (id: number) => HeadPage): HeadPage | null =>
  ID.test(value) ? page(Number(value)) : null;

function on<P extends string>(
  route: RouteEntry<P>,
  page: (params: Record<ParamNames<P>, string>) => HeadPage | null,
): { route: RouteEntry; match: (urlPath: string) => HeadPage | null } {
  return {
    route: route as unknown as RouteEntry,
    match: (urlPath) => {
      const params = matchPath(route, urlPath);
      return params && page(params);
    },
  };
}

/**
 * Matched with the route table the web's router is built from (contracts/src/paths.ts), the way the router matches
 * it, so the server reads a URL as the page the browser shows for it (web/src/app/paths.test.ts checks they agree).
 */
const HEAD_PAGES = [
  on(paths.home, () => ({ page: 'home' })),
  on(paths.businessSlug, ({ id, slug }) => withId(id, (n) => ({ page: 'business', id: n, slug, kind: 'business' }))),
  on(paths.business, ({ id }) => withId(id, (n) => ({ page: 'business', id: n, slug: null, kind: 'business' }))),
  on(paths.viewBusiness, ({ id }) => withId(id, (n) => ({ page: 'business', id: n, slug: null, kind: 'view' }))),
  on(paths.searchCategorySlug, ({ categoryId, slug }) =>
    withId(categoryId, (n) => ({ page: 'category', id: n, slug })),
  ),
  on(paths.searchCategory, ({ categoryId }) => withId(categoryId, (n) => ({ page: 'category', id: n, slug: null }))),
  on(paths.search, () => ({ page: 'list', list: 'search' })),
  on(paths.businessCategory, () => ({ page: 'list', list: 'categories' })),
  on(paths.jobList, () => ({ page: 'list', list: 'jobs' })),
  on(paths.event, () => ({ page: 'list', list: 'events' })),
  on(paths.offerList, () => ({ page: 'list', list: 'offers' })),
  on(paths.jobViewId, ({ id }) => withId(id, (n) => ({ page: 'job', id: n }))),
  on(paths.eventViewId, ({ id }) => withId(id, (n) => ({ page: 'event', id: n }))),
  on(paths.offerView, ({ id }) => withId(id, (n) => ({ page: 'offer', id: n }))),
  // Practitioners (decision 65): the list, a specialty's list and a profile.
  on(paths.doctors, () => ({ page: 'list', list: 'doctors' })),
  on(paths.doctorsSpecialty, ({ id, slug }) => withId(id, (n) => ({ page: 'doctors', id: n, slug }))),
  on(paths.doctor, ({ id, slug }) => withId(id, (n) => ({ page: 'doctor', id: n, slug }))),
];

/** The route table's entries that have a head of their own. */
export const HEAD_ROUTES = HEAD_PAGES.map((h) => h.route);

/** The page a URL path (without its query) names, when it is one with a head of its own. */
export function headPageOf(urlPath: string): HeadPage | null {
  for (const { match } of HEAD_PAGES) {
    const found = match(urlPath);
    if (found) return found;
  }
  return null;
}
