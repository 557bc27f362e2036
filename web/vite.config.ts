import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
// By path, not as @gd/contracts: Vite bundles the config's own files but hands packages (workspaces too) to Node,
// which cannot run TypeScript.
import { LANGUAGE_KEY, LANGUAGES } from '../contracts/src/language.ts';
import { ID_SEGMENT, paths } from '../contracts/src/paths.ts';
import { i18nVersion } from './build/i18n-version.ts';
import { ENDPOINT_FILE, lightEndpoints } from './build/light-endpoints-plugin.ts';
import { precompress } from './build/precompress-plugin.ts';
import { routePreload, type PreloadRoute } from './build/route-preload-plugin.ts';
import { serviceWorker } from './build/service-worker-plugin.ts';

const root = fileURLToPath(new URL('.', import.meta.url));
const backend = 'http://localhost:3000';
const proxy = { '/api': backend, '/uploads': backend };

/** Libraries the shell needs on every page, split by how often they change (long-lived cache entries). */
const vendorGroups = [
  {
    name: 'react',
    test: /node_modules[\\/](?:react|react-dom|scheduler|react-router|cookie|set-cookie-parser)[\\/]/,
    priority: 40,
  },
  {
    name: 'mantine',
    test: /node_modules[\\/](?:@mantine|@floating-ui|clsx|react-remove-scroll[^\\/]*|react-style-singleton|use-callback-ref|use-sidecar|aria-hidden|get-nonce|detect-node-es|tslib|react-transition-group)[\\/]/,
    priority: 30,
  },
  {
    name: 'i18n',
    test: /node_modules[\\/](?:i18next[^\\/]*|react-i18next|html-parse-stringify|void-elements)[\\/]/,
    priority: 20,
  },
  { name: 'query', test: /node_modules[\\/]@tanstack[\\/]/, priority: 10 },
];

const version = i18nVersion(root);

/**
 * Pages whose code (and the visitor's dictionary) start loading with the app's own code (see the plugin). They are
 * also the pages the server renders (server/src/platform/ssr.ts reads them from the build's ssr/route-assets.json).
 */
const allMantineStyles = '@mantine/core/styles.layer.css'; // what router.tsx loads with every page but home
const directory = 'src/features/directory';
const practitioners = 'src/features/practitioners';
const preloadRoutes: PreloadRoute[] = [
  { pages: [paths.home], modules: [`${directory}/pages/home-page.tsx`] },
  {
    pages: [paths.search, paths.searchCategory, paths.searchCategorySlug],
    modules: [`${directory}/pages/search-page.tsx`, `${directory}/prefetch.ts`, allMantineStyles],
  },
  {
    // The profile's text is its largest paint: its answer is fetched with the code.
    pages: [paths.viewBusiness, paths.businessSlug, paths.business],
    params: { id: ID_SEGMENT },
    modules: [`${directory}/pages/business-profile-page.tsx`, `${directory}/prefetch.ts`],
    data: ['/api/businesses/:id'],
  },
  {
    pages: [paths.businessCategory],
    modules: [`${directory}/pages/business-category-page.tsx`, `${directory}/prefetch.ts`, allMantineStyles],
  },
  // Jobs, events and offers (issue 16): rendered on the server too, so they are found and read without scripts.
  { pages: [paths.jobList], modules: ['src/features/jobs/pages/job-list-page.tsx', allMantineStyles] },
  {
    pages: [paths.jobViewId],
    params: { id: ID_SEGMENT },
    modules: ['src/features/jobs/pages/job-view-page.tsx', allMantineStyles],
  },
  { pages: [paths.event], modules: ['src/features/content/pages/events-page.tsx', allMantineStyles] },
  {
    pages: [paths.eventViewId],
    params: { id: ID_SEGMENT },
    modules: ['src/features/content/pages/event-view-page.tsx', allMantineStyles],
  },
  { pages: [paths.offerList], modules: ['src/features/content/pages/offers-page.tsx', allMantineStyles] },
  {
    pages: [paths.offerView],
    params: { id: ID_SEGMENT },
    modules: ['src/features/content/pages/offer-view-page.tsx', allMantineStyles],
  },
  // Practitioners (decision 65): the list, a specialty's list and a profile, rendered on the server too.
  {
    pages: [paths.doctors, paths.doctorsSpecialty],
    params: { id: ID_SEGMENT },
    modules: [`${practitioners}/pages/doctors-page.tsx`, `${practitioners}/prefetch.ts`, allMantineStyles],
  },
  {
    pages: [paths.doctor],
    params: { id: ID_SEGMENT },
    modules: [`${practitioners}/pages/doctor-page.tsx`, `${practitioners}/prefetch.ts`, allMantineStyles],
    data: ['/api/practitioners/:id'],
  },
];

/** A file of React Router's production build (its package exports only the development one). */
const reactRouterProduction = (file: string) =>
  fileURLToPath(new URL(`../node_modules/react-router/dist/production/${file}`, import.meta.url));

/** Both builds: the server renders what the browser hydrates. */
const reactRouterResolve = {
  // React Router 7 points every export condition at its development build (remix-run/react-router#12532,
  // #14102): both builds take the production one of the same version (no dev warnings; ~0.6 kB less in the browser).
  alias: [
    { find: /^react-router$/, replacement: reactRouterProduction('index.mjs') },
    { find: /^react-router\/dom$/, replacement: reactRouterProduction('dom-export.mjs') },
  ],
};

/**
 * The server-rendering build (`vite build --ssr`, after the browser's): entry-server.tsx and everything it imports
 * in one self-contained module under dist/ssr (the server loads it from wherever WEB_DIST is; no node_modules
 * lookups from there). The static file handler never serves dist/ssr.
 */
const ssrBuild = defineConfig({
  root,
  resolve: reactRouterResolve,
  plugins: [react()],
  define: { __I18N_VERSION__: JSON.stringify(version) },
  ssr: { noExternal: true, target: 'node' },
  build: {
    ssr: 'src/entry-server.tsx',
    outDir: 'dist/ssr',
    emptyOutDir: false,
    target: 'node20',
    copyPublicDir: false,
    // .mjs: ES modules wherever the build is copied to (WEB_DIST), whatever package.json is above it.
    rolldownOptions: { output: { entryFileNames: '[name].mjs', chunkFileNames: 'assets/[name]-[hash].mjs' } },
  },
});

const browserBuild = defineConfig({
  root,
  resolve: reactRouterResolve,

  plugins: [
    react(),
    lightEndpoints(),
    routePreload({
      routes: preloadRoutes,
      i18nVersion: version,
      languageKey: LANGUAGE_KEY,
      languages: LANGUAGES,
    }),
    serviceWorker({ root, languages: LANGUAGES }),
    precompress(),
  ],
  define: {
    __I18N_VERSION__: JSON.stringify(version),
  },
  server: { port: 5173, proxy },
  preview: { port: 4173, proxy },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    // Every browser the app supports knows <link rel="modulepreload">: no polyfill in the first page's code.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        // A chunk of endpoint descriptors only (light-endpoints-plugin.ts) says so in its name.
        chunkFileNames: (chunk) =>
          chunk.moduleIds.length > 0 && chunk.moduleIds.every((id) => ENDPOINT_FILE.test(id))
            ? 'assets/endpoints-[name]-[hash].js'
            : 'assets/[name]-[hash].js',
        codeSplitting: {
          // Only modules the entry loads statically are grouped (`$initial`): a Mantine component used
          // by one admin page stays in that page's lazy chunk instead of growing every public page.
          groups: [
            ...vendorGroups.map((g) => ({ ...g, tags: ['$initial' as const] })),
            // Popover positioning (selects, menus) in a chunk of its own: otherwise it rides along with
            // whatever shared chunk it lands in (e.g. the modals' focus trap) onto pages that never float.
            { name: 'floating-ui', test: /node_modules[\\/]@floating-ui[\\/]/, priority: 5 },
          ],
        },
      },
    },
  },
});

export default defineConfig(({ isSsrBuild }) => (isSsrBuild ? ssrBuild : browserBuild));
