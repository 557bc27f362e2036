import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { paths } from '@gd/contracts/paths';
import type { DB } from '../../db/schema';
import { htmlToText } from '../../platform/safe-html';
import * as events from '../events/service';
import * as offers from '../offers/service';
import type { Language } from '@gd/contracts/codes';
import { dayText, SITE_NAMES, TEXT } from './head-text';
import { type HeadTags, summarize } from './html';

/** Head tags and sitemap entries of events and offers (issue 7). */

type PageResult = { status: 200 | 404; head: HeadTags };

const absolute = (base: string, pathOrUrl: string | null | undefined) =>
  pathOrUrl ? (/^https?:\/\//.test(pathOrUrl) ? pathOrUrl : `${base}${pathOrUrl}`) : null;

const range = (start: string, end: string | null, lang: Language) =>
  end && end !== start ? `${dayText(start, lang)} – ${dayText(end, lang)}` : dayText(start, lang);

function notFound(base: string, path: string, title: string, lang: Language): PageResult {
  return {
    status: 404,
    head: {
      title: `${title} · ${SITE_NAMES[lang]}`,
      description: TEXT.notFound[lang],
      canonical: `${base}${path}`,
      noindex: true,
    },
  };
}

export async function eventPage(db: Kysely<DB>, base: string, id: number, lang: Language): Promise<PageResult> {
  const path = paths.eventViewId.href({ id });
  const e = await events.getPublic(db, id);
  if (!e) return notFound(base, path, TEXT.eventNotFound[lang], lang);
  const when = range(e.event_start_date, e.event_end_date, lang);
  const cancelled = e.event_status === 'cancelled' ? TEXT.cancelled[lang] : '';
  return {
    status: 200,
    head: {
      title: `${cancelled}${e.event_name} · ${SITE_NAMES[lang]}`,
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

export async function offerPage(app: FastifyInstance, base: string, id: number, lang: Language): Promise<PageResult> {
  const path = paths.offerView.href({ id });
  const o = await offers.getPublic(app, id);
  if (!o) return notFound(base, path, TEXT.offerNotFound[lang], lang);
  const discount = o.offer_discount ? TEXT.percentOff[lang](o.offer_discount) : '';
  const by = o.business_name ? ` — ${o.business_name}` : '';
  return {
    status: 200,
    head: {
      title: `${o.offer_name}${by} · ${SITE_NAMES[lang]}`,
      description: summarize(
        `${discount}${o.offer_description_short} ${TEXT.valid[lang]} ${range(o.offer_start_date, o.offer_end_date, lang)}. ${htmlToText(o.offer_description)}`,
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
