import type { Kysely } from 'kysely';
import type { z } from 'zod';
import { slugify } from '@gd/contracts/patterns';
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
import * as reference from '../reference/service';
import { AppError } from '../../platform/errors';
import * as profile from './profile-service';
import { publicSource, type PublicSource } from './public-engine';
import * as repo from './public-repo';
import { indiaNow, weekdayOf } from './time';

/**
 * Decision 65: what patients see of practitioners — the list with its filters and the profile. Only verified,
 * active practitioners appear; each card carries the first free slot of the next 7 days.
 */

type Db = Kysely<DB>;
const LOOKAHEAD_DAYS = 7;
const PROFILE_SLOTS = 12;

type Calendar = Awaited<ReturnType<PublicSource['calendars']>>;

function groupBy<T>(rows: readonly T[], key: (row: T) => number): Map<number, T[]> {
  const out = new Map<number, T[]>();
  for (const row of rows) {
    const list = out.get(key(row));
    if (list) list.push(row);
    else out.set(key(row), [row]);
  }
  return out;
}

/** The free slots of each practitioner from now on, day by day up to the lookahead, at most `max` each. */
function freeSlots(
  ids: number[],
  calendar: Calendar,
  now: Date,
  max: number,
): Map<number, { date: string; time: string }[]> {
  const [timings, leaves, booked] = calendar;
  const today = indiaNow(now);
  // Worked out once: "available today" asks this of every candidate (thousands), not of a page of twenty.
  const days = Array.from({ length: LOOKAHEAD_DAYS + 1 }, (_, d) => {
    const date = addDays(today.date, d);
    return { date, weekday: weekdayOf(date) };
  });
  const timingsOf = groupBy(timings, (t) => t.practitioner_id);
  const leaveOf = groupBy(leaves, (l) => l.practitioner_id);
  const bookedOf = groupBy(booked, (b) => b.practitioner_id);
  const out = new Map<number, { date: string; time: string }[]>();
  for (const id of ids) {
    const found: { date: string; time: string }[] = [];
    out.set(id, found);
    const mine = timingsOf.get(id);
    if (!mine) continue;
    const leave = leaveOf.has(id) ? new Set(leaveOf.get(id)!.map((l) => l.leave_date)) : undefined;
    const taken = bookedOf.has(id)
      ? new Set(bookedOf.get(id)!.map((b) => `${b.appointment_date} ${b.time_slot}`))
      : undefined;
    for (let d = 0; d < days.length && found.length < max; d++) {
      const { date, weekday } = days[d]!;
      if (leave?.has(date)) continue;
      for (const w of mine) {
        if (w.day !== weekday) continue;
        for (let m = w.opens; m + SLOT_MINUTES <= w.closes && found.length < max; m += SLOT_MINUTES) {
          if (d === 0 && m <= today.minute) continue;
          const time = slotTime(m);
          if (!taken?.has(`${date} ${time}`)) found.push({ date, time });
        }
      }
    }
  }
  return out;
}

async function toCards(db: Db, source: PublicSource, rows: repo.CardRow[], now: Date, slotsEach: number) {
  const ids = rows.map((r) => r.practitioner_id);
  const today = indiaNow(now).date;
  const [[specialties, degrees], masters, cities, calendar] = await Promise.all([
    source.specialtiesAndDegrees(ids),
    records.medicalMasters(db),
    reference.citiesById(db),
    source.calendars(ids, today, addDays(today, LOOKAHEAD_DAYS), now.toISOString()),
  ]);
  const slots = freeSlots(ids, calendar, now, slotsEach);
  return rows.map((r) => {
    const city = r.city_id ? cities.get(r.city_id) : undefined;
    const card: TPractitionerCard = {
      practitioner_id: r.practitioner_id,
      name: r.name,
      name_guj: r.name_guj,
      slug: r.slug || slugify(r.name),
      photo: r.photo,
      city_id: r.city_id,
      city_name: city?.city_name ?? null,
      city_name_guj: city?.city_name_guj ?? null,
      specialties: specialties
        .filter((s) => s.practitioner_id === r.practitioner_id)
        .flatMap((s) => {
          const m = masters.specialties.get(s.specialty_id);
          return m ? [{ specialty_id: s.specialty_id, name: m.name, name_guj: m.name_guj }] : [];
        }),
      degrees: degrees
        .filter((d) => d.practitioner_id === r.practitioner_id)
        .flatMap((d) => {
          const m = masters.degrees.get(d.degree_id);
          return m ? [m.name] : [];
        }),
      experience_years: r.experience_years,
      fee_paise: r.consultation_fee ?? 0,
      languages: (r.languages ?? '').split(',').filter(Boolean),
      ratings: Number(r.ratings),
      review_count: r.review_count,
      next_slot: slots.get(r.practitioner_id)?.[0] ?? null,
    };
    return { card, slots: slots.get(r.practitioner_id) ?? [] };
  });
}

export async function listPractitioners(
  db: Db,
  now: Date,
  query: z.output<typeof ZPractitionerListQuery>,
): Promise<TPractitionerList> {
  const filter: repo.PublicFilter = {
    q: query.q || undefined,
    cityId: query.city_id,
    specialtyId: query.specialty_id,
    language: query.language,
    feeMinPaise: query.fee_min === undefined ? undefined : query.fee_min * 100,
    feeMaxPaise: query.fee_max === undefined ? undefined : query.fee_max * 100,
  };
  const source = publicSource(db, now);
  if (query.available !== 'today') {
    const { rows, count } = await source.page(filter, query.limit, query.offset);
    return { rows: (await toCards(db, source, rows, now, 1)).map((c) => c.card), count };
  }
  // "Available today": the database narrows to those consulting later today and not on leave; whether a slot is
  // still free is worked out here, over those candidates.
  const today = indiaNow(now);
  if (source.availableToday) {
    // From memory (decision 66): who is free later today is known; the filters keep the list's order.
    const free = await source.availableToday();
    const available = (await source.matchingIds(filter)).filter((id) => free.has(id));
    const rows = await source.cardsByIds(available.slice(query.offset, query.offset + query.limit));
    return { rows: (await toCards(db, source, rows, now, 1)).map((c) => c.card), count: available.length };
  }
  const candidates = await source.matchingIds({
    ...filter,
    consultsOn: { weekday: weekdayOf(today.date), afterMinute: today.minute + SLOT_MINUTES - 1, date: today.date },
  });
  const calendar = await source.calendars(candidates, today.date, today.date, now.toISOString(), weekdayOf(today.date));
  const slots = freeSlots(candidates, calendar, now, 1);
  const available = candidates.filter((id) => slots.get(id)?.some((s) => s.date === today.date));
  const pageIds = available.slice(query.offset, query.offset + query.limit);
  const byId = new Map((await source.cardsByIds(pageIds)).map((r) => [r.practitioner_id, r]));
  const rows = pageIds.flatMap((id) => (byId.has(id) ? [byId.get(id)!] : []));
  return { rows: (await toCards(db, source, rows, now, 1)).map((c) => c.card), count: available.length };
}

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
