import { distanceKm } from '@gd/contracts/geo';
import { openStatus, type TOpeningHours } from '@gd/contracts/opening-hours';
import type { TBusinessCard } from '@gd/contracts/schemas/directory';
import type { Category } from '../categories/service';
import type { City } from '../reference/service';
import type { CardExtras } from './card-extras';
import type { Near } from './repo';

/**
 * A business card as lists show it (decision 62): made from its row, the names of its city and category, its
 * extras (hours, cover photo, plan badge), and per request whether it is open, how far it is, and why it matched.
 * The database path makes each card per request (businessCard); the in-memory index (decision 82) encodes the
 * parts that do not change per request once per build (encodeCard) and splices the rest in (cardJson), so the
 * two give the same bytes.
 */

/** The columns of a business a card is made from (repo.ts CARD_COLUMNS). */
export interface CardRow {
  business_id: number;
  business_name: string | null;
  owner_name: string | null;
  slug: string;
  business_logo: string | null;
  location_id: number | null;
  location: string | null;
  category_id: number | null;
  ratings: number | string;
  number_of_reviews: number | string;
  created_at: string;
  latitude: number | null;
  longitude: number | null;
}

export type Reason = NonNullable<TBusinessCard['match']>;

/** The card up to its plan badge: what never changes between two requests. */
function staticPart(
  r: CardRow,
  cities: ReadonlyMap<number, City>,
  cats: ReadonlyMap<number, Category>,
  extra: CardExtras | undefined,
) {
  const city = r.location_id === null ? undefined : cities.get(r.location_id);
  const category = r.category_id === null ? undefined : cats.get(r.category_id);
  return {
    business_id: r.business_id,
    business_name: r.business_name,
    owner_name: r.owner_name,
    slug: r.slug,
    business_logo: r.business_logo,
    city: city?.city_name ?? null,
    city_guj: city?.city_name_guj ?? null,
    location: r.location,
    category_id: r.category_id,
    category_name: category?.category_name ?? null,
    category_name_guj: category?.category_name_guj ?? null,
    ratings: Number(r.ratings),
    number_of_reviews: Number(r.number_of_reviews),
    created_at: r.created_at,
    plan_name: extra?.plan ?? null,
  };
}

function photoPart(extra: CardExtras | undefined) {
  const cover = extra?.cover;
  return cover ? { photo_url: cover.thumb_url ?? cover.photo_url, photo_count: cover.count } : {};
}

function distance(r: CardRow, near: Near | undefined): number | undefined {
  if (!near || r.latitude === null || r.longitude === null) return undefined;
  return Math.round(distanceKm(near, { lat: r.latitude, lng: r.longitude }) * 10) / 10;
}

/** One card, made per request (the database path). */
export function businessCard(
  r: CardRow,
  cities: ReadonlyMap<number, City>,
  cats: ReadonlyMap<number, Category>,
  extra: CardExtras | undefined,
  at: Date,
  near?: Near,
  reason?: Reason,
): TBusinessCard {
  const status = openStatus(extra?.hours ?? null, at);
  const km = distance(r, near);
  return {
    ...staticPart(r, cities, cats, extra),
    open_now: status?.open ?? false,
    open_status: status,
    ...photoPart(extra),
    ...(km !== undefined ? { distance_km: km } : {}),
    ...(reason ? { match: reason } : {}),
  };
}

/** Opening hours shared by the cards that have the same (most have one of a few dozen), with their open status. */
interface OpenClock {
  hours: TOpeningHours | null;
  /** the open status's JSON for the minute `minute` (it changes by the minute at most) */
  minute: number;
  json: string;
}

/**
 * A card encoded once: its JSON before the open status in five pieces — the city's and the category's names are
 * pieces shared by every card of that city or category (one copy each; Gujarati text would otherwise make every
 * card's string two bytes a character) — its shared hours, and its JSON after the open status (the photo).
 */
export interface EncodedCard {
  own: string;
  city: string;
  middle: string;
  category: string;
  rest: string;
  clock: OpenClock;
  tail: string;
}

/** What cards of one build share: pieces of JSON and hours, one copy of each. */
export interface CardPieces {
  texts: Map<string, string>;
  clocks: Map<string, OpenClock>;
}

export const cardPieces = (): CardPieces => ({ texts: new Map(), clocks: new Map() });

const fields = (o: object) => `,${JSON.stringify(o).slice(1, -1)}`;

export function encodeCard(
  r: CardRow,
  cities: ReadonlyMap<number, City>,
  cats: ReadonlyMap<number, Category>,
  extra: CardExtras | undefined,
  pieces: CardPieces,
): EncodedCard {
  const one = (text: string) => {
    const known = pieces.texts.get(text);
    if (known !== undefined) return known;
    pieces.texts.set(text, text);
    return text;
  };
  const c = staticPart(r, cities, cats, extra);
  const hours = extra?.hours ?? null;
  const hoursKey = JSON.stringify(hours);
  let clock = pieces.clocks.get(hoursKey);
  if (!clock) pieces.clocks.set(hoursKey, (clock = { hours, minute: NaN, json: '' }));
  const photo = JSON.stringify(photoPart(extra));
  return {
    own: JSON.stringify({
      business_id: c.business_id,
      business_name: c.business_name,
      owner_name: c.owner_name,
      slug: c.slug,
      business_logo: c.business_logo,
    }).slice(0, -1),
    city: one(fields({ city: c.city, city_guj: c.city_guj })),
    middle: fields({ location: c.location, category_id: c.category_id }),
    category: one(fields({ category_name: c.category_name, category_name_guj: c.category_name_guj })),
    rest: fields({
      ratings: c.ratings,
      number_of_reviews: c.number_of_reviews,
      created_at: c.created_at,
      plan_name: c.plan_name,
    }),
    clock,
    tail: photo === '{}' ? '' : `,${photo.slice(1, -1)}`,
  };
}

/** The card's JSON at `at`, with why it matched: the same bytes as JSON.stringify(businessCard(…)). */
export function cardJson(card: EncodedCard, at: Date, reason?: Reason): string {
  // India is 5 h 30 min ahead of UTC: its minutes are UTC minutes, and one status holds for a whole minute.
  const minute = Math.floor(at.getTime() / 60_000);
  const clock = card.clock;
  if (clock.minute !== minute) {
    const status = openStatus(clock.hours, at);
    clock.json = `,"open_now":${status?.open ?? false},"open_status":${JSON.stringify(status)}`;
    clock.minute = minute;
  }
  const match = reason ? `,"match":${JSON.stringify(reason)}` : '';
  return `${card.own}${card.city}${card.middle}${card.category}${card.rest}${clock.json}${card.tail}${match}}`;
}
