import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { paths } from '@gd/contracts/paths';
import type { DB } from '../../db/schema';
import { htmlToText } from '../../platform/safe-html';
import * as events from '../events/service';
import * as offers from '../offers/service';
import { type HeadTags, summarize } from './html';

/** Head tags and sitemap entries of events and offers (issue 7). */
const SITE_NAME = 'Gujarat Business Directory';

type PageResult = { status: 200 | 404; head: HeadTags };

const absolute = (base: string, pathOrUrl: string | null | undefined) =>
  pathOrUrl ? (/^https?:\/\//.test(pathOrUrl) ? pathOrUrl : `${base}${pathOrUrl}`) : null;

/** "21 Nov 2026" for a YYYY-MM-DD day (head text is English, like the rest of the served head). */
function dayText(day: string): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const month = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'][m - 1] ?? '';
  return `${d} ${month} ${y}`;
}

const range = (start: string, end: string | null) =>
  end && end !== start ? `${dayText(start)} – ${dayText(end)}` : dayText(start);

function notFound(base: string, path: string, title: string): PageResult {
  return {
    status: 404,
    head: {
      title: `${title} · ${SITE_NAME}`,
      description: 'This page does not exist or is no longer public.',
      canonical: `${base}${path}`,
      noindex: true,
    },
  };
}

export async function eventPage(db: Kysely<DB>, base: string, id: number): Promise<PageResult> {
  const path = paths.eventViewId.href({ id });
  const e = await events.getPublic(db, id);
  if (!e) return notFound(base, path, 'Error loading event');
  const when = range(e.event_start_date, e.event_end_date);
  const cancelled = e.event_status === 'cancelled' ? 'Cancelled: ' : '';
  return {
    status: 200,
    head: {
      title: `${cancelled}${e.event_name} · ${SITE_NAME}`,
      description: summarize(`${when}, ${e.event_location}. ${e.event_description ?? ''}`),
      canonical: `${base}${path}`,
      image: absolute(base, e.event_image_url),
      jsonLd: [
        {
          '@context': 'https://schema.org',
          '@type': 'Event',
          name: e.event_name,
          url: `${base}${path}`,
          startDate: e.event_start_date,
          endDate: e.event_end_date ?? e.event_start_date,
          eventStatus:
            e.event_status === 'cancelled' ? 'https://schema.org/EventCancelled' : 'https://schema.org/EventScheduled',
          location: { '@type': 'Place', name: e.event_location, address: `${e.event_location}, Gujarat, India` },
          ...(e.event_description ? { description: summarize(e.event_description, 300) } : {}),
          ...(e.event_image_url ? { image: absolute(base, e.event_image_url) } : {}),
          ...(e.event_organizer ? { organizer: { '@type': 'Organization', name: e.event_organizer } } : {}),
        },
      ],
    },
  };
}

export async function offerPage(app: FastifyInstance, base: string, id: number): Promise<PageResult> {
  const path = paths.offerView.href({ id });
  const o = await offers.getPublic(app, id);
  if (!o) return notFound(base, path, 'Error loading offer');
  const discount = o.offer_discount ? `${o.offer_discount}% off. ` : '';
  const by = o.business_name ? ` — ${o.business_name}` : '';
  return {
    status: 200,
    head: {
      title: `${o.offer_name}${by} · ${SITE_NAME}`,
      description: summarize(
        `${discount}${o.offer_description_short} Valid ${range(o.offer_start_date, o.offer_end_date)}. ${htmlToText(o.offer_description)}`,
      ),
      canonical: `${base}${path}`,
      image: absolute(base, o.offer_image_url),
      ...(o.is_expired ? { noindex: true } : {}),
      jsonLd: [
        {
          '@context': 'https://schema.org',
          '@type': 'Offer',
          name: o.offer_name,
          url: `${base}${path}`,
          description: o.offer_description_short,
          validFrom: o.offer_start_date,
          validThrough: o.offer_end_date,
          ...(o.offer_image_url ? { image: absolute(base, o.offer_image_url) } : {}),
          ...(o.business_name ? { offeredBy: { '@type': 'LocalBusiness', name: o.business_name } } : {}),
        },
      ],
    },
  };
}

/** Public event pages and current offers, for the sitemap. */
export async function contentPaths(db: Kysely<DB>, now: Date): Promise<{ path: string; lastmod: string }[]> {
  const [e, o] = await Promise.all([events.listForSitemap(db), offers.listForSitemap(db, now)]);
  return [
    ...e.map((r) => ({ path: paths.eventViewId.href({ id: r.event_id }), lastmod: r.updated_at })),
    ...o.map((r) => ({ path: paths.offerView.href({ id: r.offer_id }), lastmod: r.updated_at })),
  ];
}
