// The route table is defined once, in contracts/src/paths.ts: the server (head tags, server rendering) and the Vite
// config match pages with it too. Re-exported here so the pages' and the e2e tests' `app/paths` imports stay short.
export {
  buildPath,
  legacyRedirects,
  NOT_FOUND_TITLE_KEY,
  paths,
  type Guard,
  type RouteEntry,
} from '@gd/contracts/paths';
