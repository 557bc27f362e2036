import { indiaDate } from '@gd/contracts/india-time';
import type { TOpeningHours } from '@gd/contracts/opening-hours';
import { paths } from '@gd/contracts/paths';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { type ChangeTopic, onPublicDataChange } from '../../platform/changes';
import { cachePerDatabase } from '../../platform/ttl-cache';
import * as directory from '../directory/service';
import * as jobs from '../jobs/service';
import { contentPaths } from './content';
import * as doctors from './doctors';
import { type Language, LANGUAGES } from '@gd/contracts/codes';
import { HTML_LANG, languageVersionPath } from '@gd/contracts/language';
import { LIST_PAGES, type ListPage, SITE_NAMES, TEXT } from './head-text';
import { escapeXml, type HeadTags, summarize } from './html';

export const SITE_NAME = SITE_NAMES.en;
/** The sitemap protocol allows 50,000 URLs per file; stay well under it. */
export const SITEMAP_CHUNK = 40_000;

/** What the server answers for a page: its head tags (status 200 or 404), or a permanent redirect. */
export type PageResult = { status: 200 | 404; head: HeadTags } | { redirect: string };

const absolute = (base: string, pathOrUrl: string | null | undefined) =>
  pathOrUrl ? (/^https?:\/\//.test(pathOrUrl) ? pathOrUrl : `${base}${pathOrUrl}`) : null;

/** A profile's or category's own URL: with its slug, or without one when it has none. */
const businessPath = (id: number, slug: string) =>
  slug ? paths.businessSlug.href({ id, slug }) : paths.business.href({ id });
const categoryPath = (categoryId: number, slug: string) =>
  slug ? paths.searchCategorySlug.href({ categoryId, slug }) : paths.searchCategory.href({ categoryId });

function notFoundHead(base: string, path: string, lang: Language): PageResult {
  return {
    status: 404,
    head: {
      title: `${TEXT.notFoundTitle[lang]} · ${SITE_NAMES[lang]}`,
      description: TEXT.notFound[lang],
      canonical: `${base}${path}`,
      noindex: true,
    },
  };
}

/** The home page: the site's own head, with the WebSite search box search engines may show. */
export function homePage(base: string, lang: Language): PageResult {
  return {
    status: 200,
    head: {
      title: SITE_NAMES[lang],
      description: TEXT.homeDescription[lang],
      canonical: `${base}/`,
      jsonLd: [
        {
          '@context': 'https://schema.org',
          '@type': 'WebSite',
          name: SITE_NAME,
          url: `${base}/`,
          potentialAction: {
            '@type': 'SearchAction',
            target: `${base}${paths.search.href()}?business_name={search_term_string}`,
            'query-input': 'required name=search_term_string',
          },
        },
      ],
    },
  };
}

/** `/business/:id/:slug`, `/business/:id` and `/view/:id`: the profile's own head, or a 301 to the right slug. */
export async function businessPage(
  db: Kysely<DB>,
  base: string,
  params: { id: number; slug: string | null; kind: 'business' | 'view' },
  search: string,
  lang: Language,
): Promise<PageResult> {
  const p = await directory.getProfile(db, params.id);
  const path = `/business/${params.id}/${params.slug ?? ''}`;
  if (!p) return notFoundHead(base, path, lang);
  const canonicalPath = businessPath(p.business_id, p.slug);
  if (params.kind === 'business' && params.slug !== p.slug) return { redirect: `${canonicalPath}${search}` };

  const name = p.business_name || p.owner_name || 'Business';
  const city = lang === 'guj' ? p.city_guj || p.city : p.city;
  const where = [city, TEXT.gujarat[lang]].filter(Boolean).join(', ');
  const about = p.about_me || p.description;
  const kind = (lang === 'guj' ? p.category_name_guj || p.category_name : p.category_name) ?? TEXT.business[lang];
  const description = summarize(about ? `${name}, ${where}: ${about}` : TEXT.businessIn[lang](name, kind, where));
  const logo = absolute(base, p.business_logo);
  return {
    status: 200,
    head: {
      title: `${name}${city ? `, ${city}` : ''} · ${SITE_NAMES[lang]}`,
      description,
      canonical: `${base}${canonicalPath}`,
      image: absolute(base, p.gallery[0]?.photo_url) ?? logo,
      type: 'business.business',
      jsonLd: [
        {
          '@context': 'https://schema.org',
          '@type': 'LocalBusiness',
          '@id': `${base}${canonicalPath}`,
          name,
          url: `${base}${canonicalPath}`,
          ...(about ? { description: summarize(about, 300) } : {}),
          ...(logo ? { image: logo, logo } : {}),
          address: {
            '@type': 'PostalAddress',
            ...(p.location ? { streetAddress: p.location } : {}),
            ...(p.city ? { addressLocality: p.city } : {}),
            ...(p.zipcode ? { postalCode: p.zipcode } : {}),
            addressRegion: 'Gujarat',
            addressCountry: 'IN',
          },
          ...(p.number_of_reviews > 0
            ? {
                aggregateRating: {
                  '@type': 'AggregateRating',
                  ratingValue: p.ratings,
                  reviewCount: p.number_of_reviews,
                  bestRating: 5,
                  worstRating: 1,
                },
              }
            : {}),
          ...openingHoursLd(p.opening_hours ?? null, indiaDate(new Date())),
          ...(typeof p.latitude === 'number' && typeof p.longitude === 'number'
            ? { geo: { '@type': 'GeoCoordinates', latitude: p.latitude, longitude: p.longitude } }
            : {}),
          sameAs: Object.values(p.social).filter(Boolean),
        },
      ],
    },
  };
}

/** `/search/:categoryId/:slug` and `/search/:categoryId`: the category's own head, or a 301 to the right slug. */
export async function categoryPage(
  db: Kysely<DB>,
  base: string,
  params: { id: number; slug: string | null },
  search: string,
  lang: Language,
): Promise<PageResult> {
  const c = await directory.getCategory(db, params.id);
  const path = `/search/${params.id}/${params.slug ?? ''}`;
  if (!c) return notFoundHead(base, path, lang);
  const canonicalPath = categoryPath(c.category_id, c.slug);
  if (params.slug !== c.slug) return { redirect: `${canonicalPath}${search}` };
  const [name, other] =
    lang === 'guj' && c.category_name_guj
      ? [c.category_name_guj, c.category_name]
      : [c.category_name, c.category_name_guj ?? ''];
  return {
    status: 200,
    head: {
      title: `${TEXT.categoryTitle[lang](name)} · ${SITE_NAMES[lang]}`,
      description: summarize(TEXT.categoryDescription[lang](c.business_count, name, other)),
      canonical: `${base}${canonicalPath}`,
      image: absolute(base, c.image),
      jsonLd: [
        {
          '@context': 'https://schema.org',
          '@type': 'BreadcrumbList',
          itemListElement: [
            { '@type': 'ListItem', position: 1, name: TEXT.home[lang], item: `${base}/` },
            {
              '@type': 'ListItem',
              position: 2,
              name: TEXT.categories[lang],
              item: `${base}${paths.businessCategory.href()}`,
            },
            { '@type': 'ListItem', position: 3, name, item: `${base}${canonicalPath}` },
          ],
        },
      ],
    },
  };
}

const EMPLOYMENT_LD: Record<number, string> = {
  1: 'FULL_TIME',
  2: 'PART_TIME',
  3: 'CONTRACTOR',
  4: 'INTERN',
  5: 'CONTRACTOR',
};

/** `/job-view/:id`: the job's own title, description and JSON-LD JobPosting; 404 head when it is not public. */
export async function jobPage(db: Kysely<DB>, base: string, id: number, lang: Language): Promise<PageResult> {
  const job = await jobs.findPublicJob(db, id);
  const path = paths.jobViewId.href({ id });
  if (!job) return notFoundHead(base, path, lang);
  const company = job.business.business_name || TEXT.unknownCompany[lang];
  const city = job.city ?? job.business.city;
  const where = [city, job.state || 'Gujarat'].filter(Boolean).join(', ');
  const logo = absolute(base, job.business.business_logo);
  const salary =
    job.salary_min !== null && job.salary_max !== null
      ? {
          baseSalary: {
            '@type': 'MonetaryAmount',
            currency: job.currency,
            value: {
              '@type': 'QuantitativeValue',
              minValue: job.salary_min / 100,
              maxValue: job.salary_max / 100,
              unitText: 'MONTH',
            },
          },
        }
      : {};
  return {
    status: 200,
    head: {
      title: `${TEXT.jobAt[lang](job.title, company)}${city ? `, ${city}` : ''} · ${SITE_NAMES[lang]}`,
      description: summarize(`${TEXT.jobAt[lang](job.title, company)}, ${where}: ${job.description}`),
      canonical: `${base}${path}`,
      image: logo,
      jsonLd: [
        {
          '@context': 'https://schema.org',
          '@type': 'JobPosting',
          title: job.title,
          description: job.description,
          identifier: { '@type': 'PropertyValue', name: company, value: String(job.job_id) },
          datePosted: job.created_at,
          employmentType: EMPLOYMENT_LD[job.employment_type] ?? 'OTHER',
          hiringOrganization: {
            '@type': 'Organization',
            name: company,
            sameAs: `${base}${paths.business.href({ id: job.business_id })}`,
            ...(logo ? { logo } : {}),
          },
          jobLocation: {
            '@type': 'Place',
            address: {
              '@type': 'PostalAddress',
              ...(job.address_line ? { streetAddress: job.address_line } : {}),
              ...(city ? { addressLocality: city } : {}),
              addressRegion: job.state || 'Gujarat',
              addressCountry: 'IN',
            },
          },
          ...(job.remote_type === 2 ? { jobLocationType: 'TELECOMMUTE' } : {}),
          ...(job.experience_min !== null
            ? {
                experienceRequirements: {
                  '@type': 'OccupationalExperienceRequirements',
                  monthsOfExperience: job.experience_min * 12,
                },
              }
            : {}),
          ...salary,
          url: `${base}${path}`,
        },
      ],
    },
  };
}

const LIST_PATHS: Record<ListPage, string> = {
  search: paths.search.href(),
  categories: paths.businessCategory.href(),
  jobs: paths.jobList.href(),
  events: paths.event.href(),
  offers: paths.offerList.href(),
  doctors: paths.doctors.href(),
};

/** The public list pages (search without a category, the category browser, jobs, events, offers). */
export function listPage(base: string, page: ListPage, lang: Language): PageResult {
  const text = LIST_PAGES[page][lang];
  return {
    status: 200,
    head: {
      title: `${text.title} · ${SITE_NAMES[lang]}`,
      description: text.description,
      canonical: `${base}${LIST_PATHS[page]}`,
    },
  };
}

/** Public pages that are not records, in the sitemap (the list pages get their newest record's date as lastmod). */
const STATIC_PATHS = [
  paths.home,
  paths.businessCategory,
  paths.search,
  paths.doctors,
  paths.pricing,
  paths.aboutUs,
  paths.contactUs,
  paths.termsUsers,
  paths.privacyPolicy,
  paths.refundPolicy,
].map((page) => page.href());

const newest = (dates: (string | null | undefined)[]) =>
  dates.reduce<string | undefined>((a, d) => (d && (!a || d > a) ? d : a), undefined);

const urlset = (urls: string[]) =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`;
/** A page with its date and its language versions (decision 56: English at its URL, Gujarati at `?lang=gu`). */
const url = (loc: string, lastmod?: string) =>
  `  <url><loc>${escapeXml(loc)}</loc>${lastmod ? `<lastmod>${lastmod.slice(0, 10)}</lastmod>` : ''}${[
    ...LANGUAGES.map((l) => [HTML_LANG[l], languageVersionPath(loc, l)] as const),
    ['x-default', loc] as const,
  ]
    .map(([lang, href]) => `<xhtml:link rel="alternate" hreflang="${lang}" href="${escapeXml(href)}"/>`)
    .join('')}</url>`;

/** Sitemaps change when public pages come or go (forgotten then, see below); otherwise rebuilt every 10 minutes. */
const sitemaps = cachePerDatabase<string | null>(600_000, 200);

export function forgetSitemaps(db: object): void {
  sitemaps(db).clear();
}

/** The data sitemaps list: businesses, categories, jobs, events, offers and practitioners. */
const SITEMAP_TOPICS: ReadonlySet<ChangeTopic> = new Set([
  'businesses',
  'categories',
  'jobs',
  'events',
  'offers',
  'practitioners',
]);

// A business approved or deleted, a category renamed, a job, event or offer written: the sitemaps follow at once
// (the writers announce it; seo never has to be called by them).
onPublicDataChange((db, change) => {
  if (SITEMAP_TOPICS.has(change.topic)) forgetSitemaps(db);
});

async function pagesAndCategories(db: Kysely<DB>, base: string): Promise<string[]> {
  const [categories, jobRows, content, specialties] = await Promise.all([
    directory.listCategories(db, {}),
    jobs.listSitemapJobs(db),
    contentPaths(db, new Date()),
    doctors.specialtyPaths(db),
  ]);
  const ofKind = (prefix: string) => newest(content.filter((c) => c.path.startsWith(prefix)).map((c) => c.lastmod));
  return [
    ...STATIC_PATHS.map((p) => url(`${base}${p}`)),
    url(`${base}${paths.jobList.href()}`, newest(jobRows.map((j) => j.updated_at))),
    url(`${base}${paths.event.href()}`, ofKind(paths.eventViewId.href({ id: 0 }).replace(/0$/, ''))),
    url(`${base}${paths.offerList.href()}`, ofKind(paths.offerView.href({ id: 0 }).replace(/0$/, ''))),
    ...categories.map((c) => url(`${base}${categoryPath(c.category_id, c.slug)}`)),
    ...jobRows.map((j) => url(`${base}${paths.jobViewId.href({ id: j.job_id })}`, j.updated_at)),
    ...content.map((c) => url(`${base}${c.path}`, c.lastmod)),
    ...specialties.map((p) => url(`${base}${p}`)),
  ];
}

async function practitionerUrls(db: Kysely<DB>, base: string, chunk: number): Promise<string[]> {
  const rows = await doctors.practitionerPaths(db, SITEMAP_CHUNK, chunk * SITEMAP_CHUNK);
  return rows.map((r) => url(`${base}${r.path}`, r.lastmod));
}

async function businessUrls(db: Kysely<DB>, base: string, chunk: number): Promise<string[]> {
  const rows = await directory.listSitemapBusinesses(db, SITEMAP_CHUNK, chunk * SITEMAP_CHUNK);
  return rows.map((b) => url(`${base}${businessPath(b.business_id, b.slug)}`, b.updated_at));
}

/**
 * /sitemap.xml: every public page, category, approved business and verified practitioner in one file while they
 * fit; past that, an index of /sitemap-pages.xml, /sitemap-practitioners-N.xml and /sitemap-businesses-N.xml files.
 */
export async function sitemap(db: Kysely<DB>, base: string): Promise<string> {
  const xml = await sitemaps(db).get(`index|${base}`, async () => {
    const [total, practitioners] = await Promise.all([
      directory.countPublicBusinesses(db),
      doctors.countPractitioners(db),
    ]);
    if (total + practitioners <= SITEMAP_CHUNK)
      return urlset([
        ...(await pagesAndCategories(db, base)),
        ...(await practitionerUrls(db, base, 0)),
        ...(await businessUrls(db, base, 0)),
      ]);
    const chunks = (n: number, name: string) =>
      Array.from({ length: Math.ceil(n / SITEMAP_CHUNK) }, (_, i) => `/sitemap-${name}-${i + 1}.xml`);
    const files = ['/sitemap-pages.xml', ...chunks(practitioners, 'practitioners'), ...chunks(total, 'businesses')];
    return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${files
      .map((f) => `  <sitemap><loc>${escapeXml(`${base}${f}`)}</loc></sitemap>`)
      .join('\n')}\n</sitemapindex>\n`;
  });
  return xml ?? '';
}

export async function sitemapPages(db: Kysely<DB>, base: string): Promise<string> {
  return (await sitemaps(db).get(`pages|${base}`, async () => urlset(await pagesAndCategories(db, base)))) ?? '';
}

export function sitemapBusinesses(db: Kysely<DB>, base: string, n: number): Promise<string | null> {
  return sitemaps(db).get(`businesses|${n}|${base}`, async () => {
    const urls = await businessUrls(db, base, n - 1);
    return urls.length ? urlset(urls) : null;
  });
}

export function sitemapPractitioners(db: Kysely<DB>, base: string, n: number): Promise<string | null> {
  return sitemaps(db).get(`practitioners|${n}|${base}`, async () => {
    const urls = await practitionerUrls(db, base, n - 1);
    return urls.length ? urlset(urls) : null;
  });
}

export function robots(base: string): string {
  return `User-agent: *\nAllow: /\nDisallow: /api/\nDisallow: /my-business\nDisallow: /profile-setup\nDisallow: /admin-dashboard\n\nSitemap: ${base}/sitemap.xml\n`;
}

const SCHEMA_DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

/**
 * Decision 62: shifts as schema.org `openingHoursSpecification` (weekdays with the same times together; a day open
 * around the clock as 00:00–23:59) and holidays from today on as closed `specialOpeningHoursSpecification`.
 */
export function openingHoursLd(hours: TOpeningHours | null, today: string) {
  if (!hours?.week.length) return {};
  const groups = new Map<string, number[]>();
  for (const s of hours.week) {
    const closes = s.opens === s.closes ? '23:59' : s.closes;
    const key = `${s.opens}-${closes}`;
    groups.set(key, [...(groups.get(key) ?? []), s.day]);
  }
  const holidays = hours.holidays.filter((d) => d >= today);
  return {
    openingHoursSpecification: [...groups].map(([key, days]) => ({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: days.map((d) => `https://schema.org/${SCHEMA_DAYS[d - 1]}`),
      opens: key.slice(0, 5),
      closes: key.slice(6),
    })),
    ...(holidays.length
      ? {
          specialOpeningHoursSpecification: holidays.map((day) => ({
            '@type': 'OpeningHoursSpecification',
            validFrom: day,
            validThrough: day,
            opens: '00:00',
            closes: '00:00',
          })),
        }
      : {}),
  };
}
