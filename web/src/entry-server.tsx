// Server rendering of the public pages (issue 4: a phone shows the page before the app's code has run).
// Built by `vite build --ssr` into dist/ssr/entry-server.mjs and loaded by the server (server/src/platform/ssr.ts).
// It renders the same routes, providers and components as the browser (main.tsx), answering the pages' API
// requests through the `fetch` it is given (the server itself, in-process), and returns the HTML with the state
// the browser needs to hydrate it. A page that redirects, fails a request or throws is not rendered (null): the
// browser then renders it as before.
import { AsyncLocalStorage } from 'node:async_hooks';
import { dehydrate, skipToken, type Query, type QueryClient } from '@tanstack/react-query';
import { createInstance, type i18n as I18n, type Resource } from 'i18next';
import { prerender } from 'react-dom/static';
import { I18nextProvider } from 'react-i18next';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { LANGUAGES, type Language } from '@gd/contracts/codes';
import { AppShell } from './app/app';
import { createQueryClient } from './app/query-client';
import { createRoutes } from './app/router';
import type { SsrState } from './app/ssr-state';
import { earlyBirdQueryOptions } from './lib/api/get-early-bird';
import { publicSettingsQueryOptions } from './lib/api/get-public-settings';
import { setApiTransport } from './lib/api-client';
import { DEFAULT_LANGUAGE } from './lib/i18n';

export { serializeSsrState, SSR_STATE_ID } from './app/ssr-state';

/** Each page's requests go to the `fetch` of the request being rendered (pages render concurrently). */
const requestFetch = new AsyncLocalStorage<typeof fetch>();
setApiTransport((input, init) => {
  const fetchForRequest = requestFetch.getStore();
  if (!fetchForRequest) return Promise.reject(new Error('an API request outside a server render'));
  return fetchForRequest(input, init);
});

/** One i18next instance per language, shared by every render (dictionaries from the web build). */
const instances = new Map<Language, I18n>();

export function setDictionaries(dictionaries: Record<Language, Record<string, unknown>>): void {
  const resources: Resource = Object.fromEntries(
    Object.entries(dictionaries).map(([language, translation]) => [language, { translation }]),
  );
  for (const language of LANGUAGES) {
    const instance = createInstance();
    void instance.init({
      lng: language,
      fallbackLng: DEFAULT_LANGUAGE,
      supportedLngs: [...LANGUAGES],
      resources,
      initAsync: false,
      returnNull: false,
      interpolation: { escapeValue: false }, // React escapes
      react: { useSuspense: true },
    });
    instances.set(language, instance);
  }
}

export interface RenderResult {
  html: string;
  state: SsrState;
}

/** At most this many render passes: each one may reveal requests of components the previous one rendered. */
const MAX_PASSES = 4;
/** A pass still waiting after this long (a component that never finishes loading) is abandoned, not left running. */
const RENDER_PASS_TIMEOUT_MS = 2_500;

/** A query the page wants answered: not switched off (`enabled: false`, e.g. an empty autocomplete box). */
function isWanted(query: Query): boolean {
  const { enabled, queryFn } = query.options as { enabled?: boolean | ((q: Query) => boolean); queryFn?: unknown };
  if (queryFn === skipToken) return false;
  return (typeof enabled === 'function' ? enabled(query) : enabled) !== false;
}

const waitingQueries = (queryClient: QueryClient) =>
  queryClient
    .getQueryCache()
    .getAll()
    .filter((q) => q.state.status === 'pending' && isWanted(q));

/** Requests the last pass left waiting (a component asked for data the route did not prefetch), fetched now. */
async function fetchWaitingQueries(queryClient: QueryClient): Promise<void> {
  await Promise.all(
    waitingQueries(queryClient).map((q) =>
      (q.state.fetchStatus === 'fetching' && q.promise ? q.promise : q.fetch()).catch(() => null),
    ),
  );
}

/**
 * Renders `url` (absolute, e.g. http://host/business/5/slug) in `language`. `fetch` answers `/api/…` requests.
 * Returns null when the page should be left to the browser.
 */
export async function render(
  url: string,
  language: Language,
  fetch: typeof globalThis.fetch,
): Promise<RenderResult | null> {
  const i18n = instances.get(language);
  if (!i18n) throw new Error('setDictionaries() first');
  return requestFetch.run(fetch, async () => {
    const queryClient = createQueryClient();
    const handler = createStaticHandler(createRoutes(queryClient));
    const context = await handler.query(new Request(url));
    if (context instanceof Response || context.errors || context.statusCode !== 200) return null;
    // The header's settings are on every page: asked for with the page's own data, one render pass is enough.
    void queryClient.prefetchQuery(publicSettingsQueryOptions());
    // The early-bird banner (decision 68) shows only while the offer is on.
    void queryClient.prefetchQuery(earlyBirdQueryOptions());
    const router = createStaticRouter(handler.dataRoutes, context);
    const tree = (
      <I18nextProvider i18n={i18n}>
        <AppShell queryClient={queryClient}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </AppShell>
      </I18nextProvider>
    );

    let html = '';
    for (let pass = 0; pass < MAX_PASSES; pass++) {
      await fetchWaitingQueries(queryClient);
      const { prelude } = await prerender(tree, { signal: AbortSignal.timeout(RENDER_PASS_TIMEOUT_MS) });
      html = await new Response(prelude).text();
      if (!waitingQueries(queryClient).length) break;
    }
    // A failed or unfinished request would render differently in the browser: leave the page to it.
    const wanted = queryClient.getQueryCache().getAll().filter(isWanted);
    if (wanted.some((q) => q.state.status !== 'success')) return null;
    const queries = dehydrate(queryClient);
    queryClient.clear(); // nothing of this request stays in memory
    return {
      html,
      state: {
        language,
        queries,
        router: { loaderData: context.loaderData, actionData: context.actionData, errors: context.errors },
      },
    };
  });
}
