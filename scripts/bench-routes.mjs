// The API routes `npm run bench` measures. Add a route with a short name and its path (with the query
// string a real client sends); entries may also carry autocannon request options (method, headers, body).

/** Every route's req/s is compared to this bare JSON route (no database, no validation work). */
export const baseline = { name: 'ping (baseline)', path: '/api/ping' };

/** @type {{ name: string, path: string, method?: string, headers?: Record<string, string>, body?: string }[]} */
export const routes = [
  { name: 'health', path: '/api/health' },
  { name: 'cities', path: '/api/cities' },
  { name: 'options', path: '/api/options' },
  { name: 'featured categories', path: '/api/categories?featured=1' },
  { name: 'newest businesses', path: '/api/businesses?sort=newest&limit=8' },
  { name: 'businesses in a city', path: '/api/businesses?limit=20&city_id=1' },
  { name: 'public settings', path: '/api/settings/public' },
];

export default routes;
