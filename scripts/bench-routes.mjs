// The API routes (and server-rendered pages) `npm run bench` measures. Add a route with a short name and its path (with the query
// string a real client sends); entries may also carry autocannon request options (method, headers, body).

/** Every route's req/s is compared to this bare JSON route (no database, no validation work). */
export const baseline = { name: 'ping (baseline)', path: '/api/ping' };

/** @type {{ name: string, path: string, mix?: 'autocomplete' | 'search' | 'browse' | 'profile' | 'doctors' | 'slots' | 'patients' | 'queue', method?: string, headers?: Record<string, string>, body?: string }[]} */
export const routes = [
  { name: 'health', path: '/api/health' },
  { name: 'cities', path: '/api/cities' },
  { name: 'options', path: '/api/options' },
  { name: 'featured categories', path: '/api/categories?featured=1' },
  { name: 'newest businesses', path: '/api/businesses?sort=newest&limit=8' },
  { name: 'businesses in a city', path: '/api/businesses?limit=20&city_id=1' },
  { name: 'public settings', path: '/api/settings/public' },
  // Discovery (issue 4): targets at 100,000 businesses — autocomplete p99 ≤ 10 ms, search p99 ≤ 20 ms,
  // profile p99 ≤ 10 ms, each at least 35 % of the baseline's req/s. Business 50000 is approved in the seed.
  { name: 'autocomplete 1 letter', path: '/api/businesses/autocomplete?q=s' },
  { name: 'autocomplete word', path: '/api/businesses/autocomplete?q=jalaram' },
  { name: 'search name', path: '/api/businesses?q=patel&limit=5' },
  { name: 'search city+category', path: '/api/businesses?city_id=1&category_id=3,7&limit=5' },
  { name: 'search text+city', path: '/api/businesses?q=sweets&city_id=2&limit=5' },
  { name: 'search Gujarati', path: '/api/businesses?q=%E0%AA%9C%E0%AA%B2%E0%AA%BE%E0%AA%B0%E0%AA%BE%E0%AA%AE&limit=5' },
  { name: 'profile', path: '/api/businesses/50000' },
  { name: 'reviews', path: '/api/businesses/50000/reviews' },
  // Mix mode (decision 55): every request a different query, from the seeded names in both scripts, city and
  // category combinations and Load More offsets (scripts/bench-mix.mjs), so no URL-keyed cache answers.
  // Targets at 100,000 businesses, 50 connections: autocomplete p99 ≤ 10 ms, search p99 ≤ 20 ms, profile p99 ≤ 10 ms,
  // each at least 50 % of the baseline's req/s.
  { name: 'autocomplete mix', path: '(mix)', mix: 'autocomplete' },
  { name: 'search mix', path: '(mix)', mix: 'search' },
  { name: 'browse mix', path: '(mix)', mix: 'browse' },
  { name: 'profile mix', path: '(mix)', mix: 'profile' },
  // Practitioners (issue 17): at 100,000 businesses and 5,000 practitioners, 50 connections — practitioner search
  // p99 ≤ 20 ms and slots p99 ≤ 10 ms, each at least 40 % of the baseline's req/s, every request a different query.
  { name: 'doctors in a city', path: '/api/practitioners?city_id=1&limit=20' },
  { name: 'doctors mix', path: '(mix)', mix: 'doctors' },
  { name: 'slots mix', path: '(mix)', mix: 'slots' },
  // The clinic desk (issue 20, decision 91): at 100 clinics × 10,000 patients, 50 connections — patient search p99
  // ≤ 15 ms and the queue p99 ≤ 10 ms, each at least 40 % of the baseline's req/s; every request another clinic's
  // reception token (logged in through POST /api/auth/staff/login) and another query.
  { name: 'patients mix', path: '(mix)', mix: 'patients' },
  { name: 'queue mix', path: '(mix)', mix: 'queue' },
  // Server-rendered pages (docs/decisions/0006-server-rendering.md): the HTML a phone paints first, from the page cache once rendered.
  { name: 'home page HTML', path: '/', headers: { 'accept-encoding': 'gzip' } },
  { name: 'profile page HTML', path: '/view/50000', headers: { 'accept-encoding': 'gzip' } },
];

export default routes;
