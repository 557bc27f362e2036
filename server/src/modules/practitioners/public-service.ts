import type { Kysely } from 'kysely';
import type { z } from 'zod';
import { addDays } from '@gd/contracts/india-time';
import {
  SLOT_MINUTES,
  slotTime,
  type TPractitionerCard,
  type TPractitionerList,
  type TPractitionerProfile,
  type TSpecialtyOption,
  type ZPractitionerListQuery,
} from '@gd/contracts/schemas/practitioners';
import type { DB } from '../../db/schema';
import * as records from '../records/service';
import { ok } from '../../platform/envelope';
import { AppError } from '../../platform/errors';
import * as profile from './profile-service';
import { listCard } from './public-cards';
import { publicSource, type PublicSource } from './public-engine';
import * as repo from './public-repo';
import { freeSlots, LOOKAHEAD_DAYS } from './free-slots';
import { indiaNow, weekdayOf } from './time';

/**
 * Decision 65: what patients see of practitioners — the list with its filters and the profile. Only verified,
 * active practitioners appear; each card carries the first free slot of the next 7 days.
 */

type Db = Kysely<DB>;
const PROFILE_SLOTS = 12;

async function toCards(db: Db, source: PublicSource, rows: repo.CardRow[], now: Date, slotsEach: number) {
  const ids = rows.map((r) => r.practitioner_id);
  if (slotsEach === 1 && source.nextSlots) {
    // The list's cards from memory: each one's next slot is kept until their bookings change (decision 66).
    const [cards, next] = await Promise.all([source.cards(rows), source.nextSlots(ids)]);
    return cards.map((c, i) => {
      const slot = next[i] ?? null;
      return { card: { ...c, next_slot: slot } as TPractitionerCard, slots: slot ? [slot] : [] };
    });
  }
  const today = indiaNow(now).date;
  const [cards, calendar] = await Promise.all([
    source.cards(rows),
    source.calendars(ids, today, addDays(today, LOOKAHEAD_DAYS), now.toISOString()),
  ]);
  const slots = freeSlots(ids, calendar, now, slotsEach);
  return cards.map((c) => {
    const card: TPractitionerCard = { ...c, next_slot: slots.get(c.practitioner_id)?.[0] ?? null };
    return { card, slots: slots.get(c.practitioner_id) ?? [] };
  });
}

/** The page of the list a query asks for: its card rows and how many match in all. */
async function listPage(
  source: PublicSource,
  now: Date,
  query: z.output<typeof ZPractitionerListQuery>,
): Promise<{ rows: repo.CardRow[]; count: number }> {
  const filter: repo.PublicFilter = {
    q: query.q || undefined,
    cityId: query.city_id,
    specialtyId: query.specialty_id,
    language: query.language,
    feeMinPaise: query.fee_min === undefined ? undefined : query.fee_min * 100,
    feeMaxPaise: query.fee_max === undefined ? undefined : query.fee_max * 100,
  };
  if (query.available !== 'today') return source.page(filter, query.limit, query.offset);
  const today = indiaNow(now);
  // From memory (decision 66): who is free later today is known; the filters keep the list's order.
  if (source.availablePage) return source.availablePage(filter, query.limit, query.offset);
  // "Available today": the database narrows to those consulting later today and not on leave; whether a slot is
  // still free is worked out here, over those candidates.
  const candidates = await source.matchingIds({
    ...filter,
    consultsOn: { weekday: weekdayOf(today.date), afterMinute: today.minute + SLOT_MINUTES - 1, date: today.date },
  });
  const calendar = await source.calendars(candidates, today.date, today.date, now.toISOString(), weekdayOf(today.date));
  const slots = freeSlots(candidates, calendar, now, 1);
  const available = candidates.filter((id) => slots.get(id)?.some((s) => s.date === today.date));
  const pageIds = available.slice(query.offset, query.offset + query.limit);
  const byId = new Map((await source.cardsByIds(pageIds)).map((r) => [r.practitioner_id, r]));
  return { rows: pageIds.flatMap((id) => (byId.has(id) ? [byId.get(id)!] : [])), count: available.length };
}

export async function listPractitioners(
  db: Db,
  now: Date,
  query: z.output<typeof ZPractitionerListQuery>,
): Promise<TPractitionerList> {
  const source = publicSource(db, now);
  const { rows, count } = await listPage(source, now, query);
  const cards = await toCards(db, source, rows, now, 1);
  return { rows: cards.map(({ card }) => ({ ...listCard(card), next_slot: card.next_slot })), count };
}

/**
 * The list's answer as the bytes of its JSON envelope (decision 66). From memory, each card's JSON was encoded
 * once when the index was built and only its next slot is added: an answer of twenty cards is mostly copying.
 * From the database, the envelope is serialized as usual. Both give the same JSON (the index test compares them).
 */
export async function listPractitionersBody(
  db: Db,
  now: Date,
  query: z.output<typeof ZPractitionerListQuery>,
): Promise<Buffer> {
  const source = publicSource(db, now);
  if (!source.listCardBytes) return Buffer.from(JSON.stringify(ok(await listPractitioners(db, now, query))));
  const { rows, count } = await listPage(source, now, query);
  const cards = await source.listCardBytes(rows.map((r) => r.practitioner_id));
  // The first card without its comma (a view, not a copy).
  if (cards.length) cards[0] = cards[0]!.subarray(1);
  return Buffer.concat([LIST_START, ...cards, Buffer.from(`],"count":${count}}}`)]);
}

const LIST_START = Buffer.from(JSON.stringify(ok({ rows: [] })).replace(/\[\]\}\}$/, '['));

export async function practitionerProfile(db: Db, now: Date, id: number): Promise<TPractitionerProfile> {
  const source = publicSource(db, now);
  const [row] = await source.cardsByIds([id]);
  if (!row) throw AppError.notFound('PRACTITIONER_NOT_FOUND', 'Practitioner not found.');
  const [[made], [extra, practices, questions], calendar, offered] = await Promise.all([
    toCards(db, source, [row], now, PROFILE_SLOTS),
    repo.profileExtras(db, id),
    source.calendars([id], indiaNow(now).date, addDays(indiaNow(now).date, 60), now.toISOString()),
    profile.publicExtras(db, id),
  ]);
  const { card, slots } = made!;
  const first = practices[0];
  return {
    ...card,
    about: extra?.about ?? null,
    registration_council: first?.registration_council ?? null,
    registration_number: first?.registration_number ?? null,
    ...offered,
    // Rows an admin made through the record API may have no location yet: their clinics stand in.
    locations: offered.locations.length
      ? offered.locations
      : practices.map((p) => ({
          location_id: null,
          name: p.clinic_name,
          address: p.clinic_address,
          city_id: null,
          city_name: null,
          city_name_guj: null,
          map_url: null,
        })),
    timings: calendar[0]
      .slice()
      .sort((a, b) => a.day - b.day || a.opens - b.opens)
      .map((t) => ({ day: t.day, opens: slotTime(t.opens), closes: slotTime(t.closes), location_id: t.location_id })),
    leave: calendar[1].map((l) => l.leave_date).sort(),
    next_slots: slots,
    questions,
  };
}

/** The specialties that have verified practitioners, most practitioners first, for the list's filter. */
export async function listSpecialties(db: Db): Promise<TSpecialtyOption[]> {
  const [counts, masters] = await Promise.all([repo.specialtyCounts(db), records.medicalMasters(db)]);
  return counts
    .flatMap((c) => {
      const m = masters.specialties.get(c.specialty_id);
      return m ? [{ specialty_id: c.specialty_id, name: m.name, name_guj: m.name_guj, count: Number(c.n) }] : [];
    })
    .sort((a, b) => b.count - a.count || a.name.localeCompare(b.name));
}
