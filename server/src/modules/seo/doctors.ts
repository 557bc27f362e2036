import type { Kysely } from 'kysely';
import type { Language } from '@gd/contracts/codes';
import { paths } from '@gd/contracts/paths';
import type { DB } from '../../db/schema';
import * as practitioners from '../practitioners/seo-service';
import { SITE_NAMES, TEXT } from './head-text';
import { type HeadTags, summarize } from './html';

/**
 * Head tags of the practitioner pages (decision 65): a profile (`Physician` JSON-LD), a specialty's list, and their
 * addresses for the sitemap. Only verified, active practitioners have a page; anything else is a 404 head.
 */

type PageResult = { status: 200 | 404; head: HeadTags } | { redirect: string };

const absolute = (base: string, pathOrUrl: string | null | undefined) =>
  pathOrUrl ? (/^https?:\/\//.test(pathOrUrl) ? pathOrUrl : `${base}${pathOrUrl}`) : null;

/** A fee in paise as whole rupees where it is ("₹500", "₹1,250", "₹99.50"), with India's digit grouping. */
export function rupees(paise: number): string {
  const value = paise / 100;
  return `₹${value.toLocaleString('en-IN', { minimumFractionDigits: paise % 100 ? 2 : 0, maximumFractionDigits: 2 })}`;
}

const SCHEMA_DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

/** Weekly consulting windows as schema.org opening hours, weekdays with the same window together. */
function hoursLd(week: { day: number; opens: string; closes: string }[]) {
  if (!week.length) return {};
  const groups = new Map<string, number[]>();
  for (const w of week) groups.set(`${w.opens}-${w.closes}`, [...(groups.get(`${w.opens}-${w.closes}`) ?? []), w.day]);
  return {
    openingHoursSpecification: [...groups].map(([key, days]) => ({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: days.map((d) => `https://schema.org/${SCHEMA_DAYS[d - 1]}`),
      opens: key.slice(0, 5),
      closes: key.slice(6),
    })),
  };
}

function notFound(base: string, path: string, lang: Language): PageResult {
  return {
    status: 404,
    head: {
      title: `${TEXT.doctorNotFound[lang]} · ${SITE_NAMES[lang]}`,
      description: TEXT.notFound[lang],
      canonical: `${base}${path}`,
      noindex: true,
    },
  };
}

/** `/doctor/:id/:slug`: the profile's own head with `Physician` JSON-LD, a 301 to the right slug, or a 404 head. */
export async function doctorPage(
  db: Kysely<DB>,
  now: Date,
  base: string,
  params: { id: number; slug: string },
  search: string,
  lang: Language,
): Promise<PageResult> {
  const p = await practitioners.publicProfileOrNull(db, now, params.id);
  if (!p) return notFound(base, paths.doctor.href({ id: params.id, slug: params.slug }), lang);
  const canonicalPath = paths.doctor.href({ id: p.practitioner_id, slug: p.slug });
  if (params.slug !== p.slug) return { redirect: `${canonicalPath}${search}` };

  const gu = lang === 'guj';
  const name = (gu && p.name_guj) || p.name;
  const city = (gu && p.city_name_guj) || p.city_name || '';
  const kinds = p.specialties.map((s) => (gu && s.name_guj) || s.name);
  const kind = kinds.slice(0, 2).join(', ') || TEXT.practitioner[lang];
  const where = [city, TEXT.gujarat[lang]].filter(Boolean).join(', ');
  const fee = rupees(p.fee_paise);
  const url = `${base}${canonicalPath}`;
  const image = absolute(base, p.photo);
  const place = p.locations[0];
  return {
    status: 200,
    head: {
      title: `${TEXT.doctorTitle[lang](name, kind, city)} · ${SITE_NAMES[lang]}`,
      description: summarize(TEXT.doctorDescription[lang](name, kind, where, p.degrees.join(', '), fee)),
      canonical: url,
      image,
      type: 'profile',
      jsonLd: [
        {
          '@context': 'https://schema.org',
          '@type': 'Physician',
          '@id': url,
          name: p.name,
          ...(p.name_guj ? { alternateName: p.name_guj } : {}),
          url,
          ...(image ? { image } : {}),
          ...(p.about ? { description: summarize(p.about, 300) } : {}),
          ...(p.specialties.length ? { medicalSpecialty: p.specialties.map((s) => s.name) } : {}),
          address: {
            '@type': 'PostalAddress',
            ...(place?.address ? { streetAddress: place.address } : {}),
            ...(p.city_name ? { addressLocality: p.city_name } : {}),
            addressRegion: 'Gujarat',
            addressCountry: 'IN',
          },
          priceRange: fee,
          currenciesAccepted: 'INR',
          ...(p.languages.length ? { knowsLanguage: p.languages } : {}),
          ...(p.registration_number
            ? {
                identifier: {
                  '@type': 'PropertyValue',
                  name: p.registration_council ?? 'Registration number',
                  value: p.registration_number,
                },
              }
            : {}),
          ...(p.review_count > 0
            ? {
                aggregateRating: {
                  '@type': 'AggregateRating',
                  ratingValue: p.ratings,
                  reviewCount: p.review_count,
                  bestRating: 5,
                  worstRating: 1,
                },
              }
            : {}),
          ...hoursLd(p.timings),
        },
      ],
    },
  };
}

/** `/doctors/:id/:slug`: a specialty's list with its own title, a 301 to the right slug, or a 404 head. */
export async function specialtyPage(
  db: Kysely<DB>,
  base: string,
  params: { id: number; slug: string },
  search: string,
  lang: Language,
): Promise<PageResult> {
  const s = await practitioners.specialty(db, params.id);
  if (!s) return notFound(base, paths.doctorsSpecialty.href({ id: params.id, slug: params.slug }), lang);
  const canonicalPath = paths.doctorsSpecialty.href({ id: s.specialty_id, slug: s.slug });
  if (params.slug !== s.slug) return { redirect: `${canonicalPath}${search}` };
  const [name, other] = lang === 'guj' && s.name_guj ? [s.name_guj, s.name] : [s.name, s.name_guj ?? ''];
  return {
    status: 200,
    head: {
      title: `${TEXT.specialtyTitle[lang](name)} · ${SITE_NAMES[lang]}`,
      description: summarize(TEXT.specialtyDescription[lang](s.count, name, other)),
      canonical: `${base}${canonicalPath}`,
      // A specialty nobody practises yet is an empty list: not worth indexing.
      ...(s.count === 0 ? { noindex: true } : {}),
      jsonLd: [
        {
          '@context': 'https://schema.org',
          '@type': 'BreadcrumbList',
          itemListElement: [
            { '@type': 'ListItem', position: 1, name: TEXT.home[lang], item: `${base}/` },
            { '@type': 'ListItem', position: 2, name: TEXT.doctors[lang], item: `${base}${paths.doctors.href()}` },
            { '@type': 'ListItem', position: 3, name, item: `${base}${canonicalPath}` },
          ],
        },
      ],
    },
  };
}

/** The specialty pages that list someone, for the sitemap's pages. */
export async function specialtyPaths(db: Kysely<DB>): Promise<string[]> {
  const specialties = await practitioners.specialtiesWithPractitioners(db);
  return specialties.map((s) => paths.doctorsSpecialty.href({ id: s.specialty_id, slug: s.slug }));
}

export const countPractitioners = (db: Kysely<DB>) => practitioners.countPublicPractitioners(db);

/** One sitemap chunk of practitioner profiles: their addresses and when they last changed. */
export async function practitionerPaths(
  db: Kysely<DB>,
  limit: number,
  offset: number,
): Promise<{ path: string; lastmod: string }[]> {
  const rows = await practitioners.listSitemapPractitioners(db, limit, offset);
  return rows.map((r) => ({ path: paths.doctor.href({ id: r.practitioner_id, slug: r.slug }), lastmod: r.updated_at }));
}
