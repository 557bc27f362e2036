import { paths } from '@gd/contracts/paths';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { type ChangeTopic, onPublicDataChange } from '../../platform/changes';
import { cachePerDatabase } from '../../platform/ttl-cache';
import * as directory from '../directory/service';
import * as jobs from '../jobs/service';
import { contentPaths } from './content';
import { escapeXml, type HeadTags, summarize } from './html';

export const SITE_NAME = 'Gujarat Business Directory';
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

function notFoundHead(base: string, path: string): PageResult {
  return {
    status: 404,
    head: {
      title: `Page not found · ${SITE_NAME}`,
      description: 'This page does not exist or is no longer public.',
      canonical: `${base}${path}`,
      noindex: true,
    },
  };
}

/** The home page: the site's own head, with the WebSite search box search engines may show. */
export function homePage(base: string): PageResult {
  return {
    status: 200,
    head: {
      title: SITE_NAME,
      description:
        'Find businesses, jobs, events and offers across Gujarat. ગુજરાતના વ્યવસાયો, નોકરીઓ, કાર્યક્રમો અને ઓફરો શોધો.',
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
): Promise<PageResult> {
  const p = await directory.getProfile(db, params.id);
  const path = `/business/${params.id}/${params.slug ?? ''}`;
  if (!p) return notFoundHead(base, path);
  const canonicalPath = businessPath(p.business_id, p.slug);
  if (params.kind === 'business' && params.slug !== p.slug) return { redirect: `${canonicalPath}${search}` };

  const name = p.business_name || p.owner_name || 'Business';
  const where = [p.city, 'Gujarat'].filter(Boolean).join(', ');
  const about = p.about_me || p.description;
  const description = summarize(
    about
      ? `${name}, ${where}: ${about}`
      : `${name} — ${p.category_name ?? 'business'} in ${where}. Address, services, products and reviews.`,
  );
  const logo = absolute(base, p.business_logo);
  return {
    status: 200,
    head: {
      title: `${name}${p.city ? `, ${p.city}` : ''} · ${SITE_NAME}`,
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
          ...(p.operating_hours ? { openingHours: p.operating_hours } : {}),
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
): Promise<PageResult> {
  const c = await directory.getCategory(db, params.id);
  const path = `/search/${params.id}/${params.slug ?? ''}`;
  if (!c) return notFoundHead(base, path);
  const canonicalPath = categoryPath(c.category_id, c.slug);
  if (params.slug !== c.slug) return { redirect: `${canonicalPath}${search}` };
  return {
    status: 200,
    head: {
      title: `${c.category_name} in Gujarat · ${SITE_NAME}`,
      description: summarize(
        `${c.business_count} ${c.category_name} (${c.category_name_guj ?? ''}) across Gujarat: compare addresses, services, products and reviews, and send an inquiry.`,
      ),
      canonical: `${base}${canonicalPath}`,
      image: absolute(base, c.image),
      jsonLd: [
        {
          '@context': 'https://schema.org',
          '@type': 'BreadcrumbList',
          itemListElement: [
            { '@type': 'ListItem', position: 1, name: 'Home', item: `${base}/` },
            {
              '@type': 'ListItem',
              position: 2,
              name: 'Business Categories',
              item: `${base}${paths.businessCategory.href()}`,
            },
            { '@type': 'ListItem', position: 3, name: c.category_name, item: `${base}${canonicalPath}` },
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
export async function jobPage(db: Kysely<DB>, base: string, id: number): Promise<PageResult> {
  const job = await jobs.findPublicJob(db, id);
  const path = paths.jobViewId.href({ id });
  if (!job) return notFoundHead(base, path);
  const company = job.business.business_name || 'Unknown Company';
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
      title: `${job.title} at ${company}${city ? `, ${city}` : ''} · ${SITE_NAME}`,
      description: summarize(`${job.title} at ${company}, ${where}: ${job.description}`),
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

/** Public pages that are not records, in the sitemap. */
const STATIC_PATHS = [
  paths.home,
  paths.businessCategory,
  paths.search,
  paths.jobList,
  paths.event,
  paths.offerList,
  paths.pricing,
  paths.aboutUs,
  paths.contactUs,
  paths.termsUsers,
  paths.privacyPolicy,
  paths.refundPolicy,
].map((page) => page.href());

const urlset = (urls: string[]) =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
const url = (loc: string, lastmod?: string) =>
  `  <url><loc>${escapeXml(loc)}</loc>${lastmod ? `<lastmod>${lastmod.slice(0, 10)}</lastmod>` : ''}</url>`;

/** Sitemaps change when public pages come or go (forgotten then, see below); otherwise rebuilt every 10 minutes. */
const sitemaps = cachePerDatabase<string | null>(600_000, 200);

export function forgetSitemaps(db: object): void {
  sitemaps(db).clear();
}

/** The data sitemaps list: businesses, categories, jobs, events and offers. */
const SITEMAP_TOPICS: ReadonlySet<ChangeTopic> = new Set(['businesses', 'categories', 'jobs', 'events', 'offers']);

// A business approved or deleted, a category renamed, a job, event or offer written: the sitemaps follow at once
// (the writers announce it; seo never has to be called by them).
onPublicDataChange((db, change) => {
  if (SITEMAP_TOPICS.has(change.topic)) forgetSitemaps(db);
});

async function pagesAndCategories(db: Kysely<DB>, base: string): Promise<string[]> {
  const categories = await directory.listCategories(db, {});
  return [
    ...STATIC_PATHS.map((p) => url(`${base}${p}`)),
    ...categories.map((c) => url(`${base}${categoryPath(c.category_id, c.slug)}`)),
    ...(await jobs.listSitemapJobs(db)).map((j) =>
      url(`${base}${paths.jobViewId.href({ id: j.job_id })}`, j.updated_at),
    ),
    ...(await contentPaths(db, new Date())).map((c) => url(`${base}${c.path}`, c.lastmod)),
  ];
}

async function businessUrls(db: Kysely<DB>, base: string, chunk: number): Promise<string[]> {
  const rows = await directory.listSitemapBusinesses(db, SITEMAP_CHUNK, chunk * SITEMAP_CHUNK);
  return rows.map((b) => url(`${base}${businessPath(b.business_id, b.slug)}`, b.updated_at));
}

/**
 * /sitemap.xml: every public page, category and approved business in one file while they fit;
 * past that, an index of /sitemap-pages.xml and /sitemap-businesses-N.xml files.
 */
export async function sitemap(db: Kysely<DB>, base: string): Promise<string> {
  const xml = await sitemaps(db).get(`index|${base}`, async () => {
    const total = await directory.countPublicBusinesses(db);
    if (total <= SITEMAP_CHUNK)
      return urlset([...(await pagesAndCategories(db, base)), ...(await businessUrls(db, base, 0))]);
    const files = [
      '/sitemap-pages.xml',
      ...Array.from({ length: Math.ceil(total / SITEMAP_CHUNK) }, (_, i) => `/sitemap-businesses-${i + 1}.xml`),
    ];
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

export function robots(base: string): string {
  return `User-agent: *\nAllow: /\nDisallow: /api/\nDisallow: /my-business\nDisallow: /profile-setup\nDisallow: /admin-dashboard\n\nSitemap: ${base}/sitemap.xml\n`;
}
