import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { onPublicDataChange } from '../../platform/changes';
import type { Bits } from './public-bits';
import { PractitionerIndex, type LeaveRow, type TimingRow } from './public-index';
import { addDays } from '@gd/contracts/india-time';
import { SLOT_MINUTES, slotTime } from '@gd/contracts/schemas/practitioners';
import * as records from '../records/service';
import * as reference from '../reference/service';
import { freeSlots, LOOKAHEAD_DAYS } from './free-slots';
import { staticCard, type StaticCard } from './public-cards';
import * as repo from './public-repo';
import { indiaNow, weekdayOf } from './time';

/**
 * Decision 66: the public practitioner list and the slots are answered from memory. One index per database holds
 * every public practitioner (public-index.ts); a change to one (the `practitioners` topic: verification,
 * profile, timings, leave, a review) marks it stale, and until the rebuild that starts at once has finished the
 * database answers — nobody sees an old practitioner and nobody waits (as decision 61 does for businesses).
 *
 * Live bookings change far more often, so they are kept beside the index per practitioner: a booking, a
 * cancellation, a move, a payment that ends a hold marks that practitioner's bookings stale once it committed
 * (`appointmentsChanged`), and the next read loads just theirs again before answering. Every two seconds the
 * database is asked whose appointments changed since the last change seen (an index on `updated_at`), which is how
 * a booking made through another process shows. The database still decides every booking (the live-slot index);
 * this only decides what is shown as free.
 */

type Db = Kysely<DB>;

/** How often the database is asked whose appointments changed (another process's bookings). */
const CHANGES_POLL_MS = 2_000;

interface Booking {
  date: string;
  time: string;
  /** when an unpaid online booking stops holding its slot (ms), or null */
  holdEnds: number | null;
}

interface State {
  index: PractitionerIndex | null;
  /** the India date the index's leave days and bookings start from */
  day: string;
  version: number;
  builtVersion: number;
  building: Promise<void> | null;
  enabled: boolean;
  bookings: Map<number, Booking[]>;
  /** a counter: every mark and every load takes the next value, so a load knows which marks it has seen */
  tick: number;
  /** practitioner → the tick their bookings were marked stale at */
  stale: Map<number, number>;
  /** practitioner → the tick of the load their bookings came from */
  loadedAt: Map<number, number>;
  /** the latest appointment change seen (`updated_at`), and when the database was last asked */
  watermark: string | null;
  polledMs: number;
  polling: Promise<void> | null;
  /** who has a free slot later today, worked out once per index, bookings load and minute */
  available: { key: string; validUntil: number; bits: Bits } | null;
  /** each card's next free slot, worked out from the bookings load `loaded` and good from `from` until `until` */
  nextSlots: Map<number, NextSlotEntry>;
}

type NextSlot = { date: string; time: string } | null;

const states = new WeakMap<object, State>();

function stateOf(db: object): State {
  let state = states.get(db);
  if (!state) {
    state = {
      index: null,
      day: '',
      version: 0,
      builtVersion: -1,
      building: null,
      enabled: true,
      bookings: new Map(),
      tick: 0,
      stale: new Map(),
      loadedAt: new Map(),
      watermark: null,
      polledMs: 0,
      polling: null,
      available: null,
      nextSlots: new Map(),
    };
    states.set(db, state);
  }
  return state;
}

onPublicDataChange((db, change) => {
  // Cities are named on the cards too.
  if (change.topic === 'practitioners' || change.topic === 'reference') {
    const state = states.get(db);
    if (state) state.version++;
  }
});

/** After a committed write to a practitioner's appointments: the slots shown next are read from the database. */
export function appointmentsChanged(db: object, practitionerId: number): void {
  const state = states.get(db);
  if (state) state.stale.set(practitionerId, ++state.tick);
}

type BookingRow = Awaited<ReturnType<typeof repo.liveBookingsFrom>>[number];

/** Puts loaded bookings in place, unless a later load already did; marks made before the load are answered. */
function apply(state: State, rows: BookingRow[], ids: Iterable<number>, tick: number): void {
  const fresh = new Map<number, Booking[]>();
  for (const r of rows) {
    const booking = {
      date: r.appointment_date,
      time: r.time_slot,
      holdEnds: r.hold_expires_at === null ? null : Date.parse(r.hold_expires_at),
    };
    const list = fresh.get(r.practitioner_id);
    if (list) list.push(booking);
    else fresh.set(r.practitioner_id, [booking]);
  }
  for (const id of ids) {
    if ((state.loadedAt.get(id) ?? -1) > tick) continue;
    state.bookings.set(id, fresh.get(id) ?? []);
    state.loadedAt.set(id, tick);
    if ((state.stale.get(id) ?? Infinity) < tick) state.stale.delete(id);
  }
}

async function loadAllBookings(db: Db, state: State, day: string): Promise<void> {
  const tick = ++state.tick;
  // The watermark first: a change made while the bookings are read is found again by the next poll.
  const watermark = await repo.latestAppointmentChange(db);
  const rows = await repo.liveBookingsFrom(db, day);
  const ids = new Set([...state.bookings.keys(), ...rows.map((r) => r.practitioner_id)]);
  apply(state, rows, ids, tick);
  if (watermark !== null && (state.watermark === null || watermark > state.watermark)) state.watermark = watermark;
  state.polledMs = Date.now();
}

/** Marks stale the practitioners whose appointments changed since the watermark (through any process). */
async function pollChanges(db: Db, state: State): Promise<void> {
  const since = state.watermark;
  const changed = since === null ? [] : await repo.appointmentChangesAfter(db, since);
  if (since === null) state.watermark = await repo.latestAppointmentChange(db);
  for (const c of changed) {
    state.stale.set(c.practitioner_id, ++state.tick);
    if (state.watermark === null || c.updated_at > state.watermark) state.watermark = c.updated_at;
  }
  state.polledMs = Date.now();
}

async function build(db: Db, state: State, day: string): Promise<{ index: PractitionerIndex; day: string }> {
  const [cards, [specialties, degrees, timings], leaves, masters, cities] = await Promise.all([
    repo.allCards(db),
    repo.allSpecialtiesDegreesTimings(db),
    repo.leavesFrom(db, day),
    records.medicalMasters(db),
    reference.citiesById(db),
  ]);
  if (state.day !== day) {
    state.bookings = new Map();
    state.loadedAt = new Map();
  }
  await loadAllBookings(db, state, day);
  return { index: new PractitionerIndex({ cards, specialties, degrees, timings, leaves, masters, cities }), day };
}

function startBuild(db: Db, state: State, day: string): Promise<void> {
  if (state.building) return state.building;
  const version = state.version;
  state.building = build(db, state, day)
    .then(({ index, day }) => {
      state.index = index;
      state.day = day;
      state.builtVersion = version;
      state.nextSlots = new Map();
    })
    .finally(() => {
      state.building = null;
      if (state.version !== version) void startBuild(db, state, day).catch(() => {});
    });
  return state.building;
}

/** The index for the India day of `now` (the app's clock), or null while it is built. */
function currentIndex(db: Db, state: State, now: Date): PractitionerIndex | null {
  if (!state.enabled) return null;
  const day = indiaNow(now).date;
  const current = state.index && state.builtVersion === state.version && state.day === day;
  if (!current) {
    startBuild(db, state, day).catch(() => {
      // A failed build (the database closing under a test, say) leaves the database answering.
    });
    return null;
  }
  return state.index;
}

/** Live bookings of these practitioners between two India dates that hold their slot at `now` (ISO). */
async function bookedRows(db: Db, state: State, ids: readonly number[], from: string, to: string, now: string) {
  await reloadStale(db, state, ids);
  const nowMs = Date.parse(now);
  const out: { practitioner_id: number; appointment_date: string; time_slot: string }[] = [];
  for (const id of ids)
    for (const b of state.bookings.get(id) ?? [])
      if (b.date >= from && b.date <= to && (b.holdEnds === null || b.holdEnds > nowMs))
        out.push({ practitioner_id: id, appointment_date: b.date, time_slot: b.time });
  return out;
}

async function reloadStale(db: Db, state: State, ids: readonly number[]): Promise<void> {
  if (Date.now() - state.polledMs > CHANGES_POLL_MS && !state.polling) {
    state.polling = pollChanges(db, state)
      .catch(() => {})
      .finally(() => (state.polling = null));
  }
  const stale = ids.filter((id) => state.stale.has(id));
  if (stale.length) {
    const tick = ++state.tick;
    apply(state, await repo.liveBookingsFrom(db, state.day, stale), stale, tick);
  }
}

/**
 * The practitioners with a free slot later today ("available today" on the list). Kept until a booking changes,
 * the index is rebuilt, the minute turns (slots that have begun drop out) or a hold on today ends.
 */
async function availableToday(db: Db, state: State, index: PractitionerIndex, now: Date) {
  await reloadStale(db, state, [...state.stale.keys()]);
  const today = indiaNow(now);
  const nowMs = now.getTime();
  const key = `${state.builtVersion}:${state.tick}:${today.date}`;
  if (state.available?.key === key && nowMs < state.available.validUntil) return state.available;
  let validUntil = (Math.floor(nowMs / 60_000) + 1) * 60_000;
  const ids = new Set<number>();
  for (const [id, windows] of index.consultingOn(weekdayOf(today.date))) {
    if (index.onLeave(id, today.date)) continue;
    const taken = new Set<string>();
    for (const b of state.bookings.get(id) ?? []) {
      if (b.date !== today.date || (b.holdEnds !== null && b.holdEnds <= nowMs)) continue;
      taken.add(b.time);
      if (b.holdEnds !== null) validUntil = Math.min(validUntil, b.holdEnds);
    }
    free: for (const w of windows)
      for (let m = w.opens; m + SLOT_MINUTES <= w.closes; m += SLOT_MINUTES) {
        if (m > today.minute && !taken.has(slotTime(m))) {
          ids.add(id);
          break free;
        }
      }
  }
  state.available = { key, validUntil, bits: index.bitsOfIds(ids) };
  return state.available;
}

/**
 * The next free slot of each card on a page of the list, each kept until that practitioner's bookings are loaded
 * again, the minute turns or one of their holds ends.
 */
interface NextSlotEntry {
  loaded: number;
  from: number;
  until: number;
  slot: NextSlot;
  /** The card's JSON with this slot after a comma (`,{…}`), made the first time a list sends it from `index`. */
  listed?: { index: PractitionerIndex; bytes: Buffer };
}

async function nextSlots(db: Db, state: State, index: PractitionerIndex, ids: number[], now: Date) {
  return (await nextSlotEntries(db, state, index, ids, now)).map((e) => e.slot);
}

const NULL_SLOT = Buffer.from('null');
const COMMA = Buffer.from(',');
const CARD_END = Buffer.from('}');

/**
 * Each card of a list page as the JSON the list sends, after a comma (`,{…,"next_slot":…}`): the card's JSON
 * encoded when the index was built and its next slot, put together once and kept with that slot.
 */
async function listCardBytes(db: Db, state: State, index: PractitionerIndex, ids: number[], now: Date) {
  const entries = await nextSlotEntries(db, state, index, ids, now);
  const heads = index.cardBytes(ids);
  return entries.map((e, i) => {
    if (e.listed?.index !== index) {
      const slot = e.slot ? Buffer.from(JSON.stringify({ date: e.slot.date, time: e.slot.time })) : NULL_SLOT;
      e.listed = { index, bytes: Buffer.concat([COMMA, heads[i]!, slot, CARD_END]) };
    }
    return e.listed.bytes;
  });
}

async function nextSlotEntries(
  db: Db,
  state: State,
  index: PractitionerIndex,
  ids: number[],
  now: Date,
): Promise<NextSlotEntry[]> {
  await reloadStale(db, state, ids);
  const nowMs = now.getTime();
  const fresh = (id: number) => {
    const known = state.nextSlots.get(id);
    return known && known.loaded === (state.loadedAt.get(id) ?? -1) && nowMs >= known.from && nowMs < known.until;
  };
  const missing = ids.filter((id) => !fresh(id));
  if (missing.length) {
    const today = indiaNow(now).date;
    const to = addDays(today, LOOKAHEAD_DAYS);
    const [timings, leaves] = index.timingsAndLeaves(missing, today, to);
    const booked: { practitioner_id: number; appointment_date: string; time_slot: string }[] = [];
    const from = Math.floor(nowMs / 60_000) * 60_000;
    const until = new Map<number, number>();
    for (const id of missing) {
      let end = from + 60_000;
      for (const b of state.bookings.get(id) ?? []) {
        if (b.date < today || b.date > to || (b.holdEnds !== null && b.holdEnds <= nowMs)) continue;
        booked.push({ practitioner_id: id, appointment_date: b.date, time_slot: b.time });
        if (b.holdEnds !== null) end = Math.min(end, b.holdEnds);
      }
      until.set(id, end);
    }
    const slots = freeSlots(missing, [timings, leaves, booked], now, 1);
    for (const id of missing) {
      const loaded = state.loadedAt.get(id) ?? -1;
      state.nextSlots.set(id, { loaded, from, until: until.get(id)!, slot: slots.get(id)?.[0] ?? null });
    }
  }
  return ids.map((id) => state.nextSlots.get(id)!);
}

/** What the public list, profile and slots read: the index while it is current, else the database. */
export interface PublicSource {
  page(f: repo.PublicFilter, limit: number, offset: number): Promise<{ rows: repo.CardRow[]; count: number }>;
  matchingIds(f: repo.PublicFilter): Promise<number[]>;
  cardsByIds(ids: number[]): Promise<repo.CardRow[]>;
  /** Only from the index: the next free slot of each, in the order asked (kept between requests). */
  nextSlots?: (ids: number[]) => Promise<NextSlot[]>;
  /** Only from the index: each card's JSON with its next slot, after a comma (`,{…}`), as the list sends it. */
  listCardBytes?: (ids: number[]) => Promise<Buffer[]>;
  /** Only from the index: a page of the matches with a free slot later today, and how many there are. */
  availablePage?: (
    f: repo.PublicFilter,
    limit: number,
    offset: number,
  ) => Promise<{ rows: repo.CardRow[]; count: number }>;
  /** The cards of these rows, all but their next free slot. */
  cards(rows: repo.CardRow[]): Promise<StaticCard[]>;
  calendars(
    ids: number[],
    from: string,
    to: string,
    now: string,
    weekday?: number,
  ): Promise<
    readonly [
      readonly TimingRow[],
      readonly LeaveRow[],
      readonly { practitioner_id: number; appointment_date: string; time_slot: string }[],
    ]
  >;
}

export function publicSource(db: Db, now: Date): PublicSource {
  const state = stateOf(db);
  const index = currentIndex(db, state, now);
  if (!index) {
    return {
      page: (f, limit, offset) => repo.page(db, f, limit, offset),
      matchingIds: (f) => repo.matchingIds(db, f),
      cardsByIds: (ids) => repo.cardsByIds(db, ids),
      cards: async (rows) => {
        const ids = rows.map((r) => r.practitioner_id);
        const [[specialties, degrees], masters, cities] = await Promise.all([
          repo.specialtiesAndDegrees(db, ids),
          records.medicalMasters(db),
          reference.citiesById(db),
        ]);
        return rows.map((r) => {
          const mine = (row: { practitioner_id: number }) => row.practitioner_id === r.practitioner_id;
          return staticCard(r, specialties.filter(mine), degrees.filter(mine), masters, cities);
        });
      },
      calendars: (ids, from, to, now, weekday) => repo.calendars(db, ids, from, to, now, weekday),
    };
  }
  const day = state.day;
  return {
    page: async (f, limit, offset) => index.page(f, limit, offset),
    matchingIds: async (f) => index.matchingIds(f),
    cardsByIds: async (ids) => index.cardsByIds(ids),
    availablePage: async (f, limit, offset) => {
      const free = await availableToday(db, state, index, now);
      return index.page(f, limit, offset, free.bits);
    },
    nextSlots: (ids) => nextSlots(db, state, index, ids, now),
    listCardBytes: (ids) => listCardBytes(db, state, index, ids, now),
    cards: async (rows) => index.staticCards(rows.map((r) => r.practitioner_id)),
    calendars: async (ids, from, to, now, weekday) => {
      // Earlier than the index's day (a test's moved clock): the database knows those days.
      if (from < day) return repo.calendars(db, ids, from, to, now, weekday);
      const [timings, leaves] = index.timingsAndLeaves(ids, from, to, weekday);
      return [timings, leaves, await bookedRows(db, state, ids, from, to, now)] as const;
    },
  };
}

/** Builds the index now and waits for it (start-up, tests). */
export async function buildPractitionerIndex(db: Db, now = new Date()): Promise<void> {
  const state = stateOf(db);
  while (!currentIndex(db, state, now)) await startBuild(db, state, indiaNow(now).date);
}

/** Turns the index off (the database answers) or on again for one database: tests compare the two. */
export function setPractitionerIndexEnabled(db: Db, enabled: boolean): void {
  stateOf(db).enabled = enabled;
}

/** Starts building the index at start-up and logs how long it took; nobody waits for it. */
export function startPractitionerIndex(db: Db): void {
  const started = performance.now();
  buildPractitionerIndex(db).then(
    () => console.log(`Practitioner index built in ${Math.round(performance.now() - started)} ms`),
    (err: unknown) => console.error('Practitioner index not built; the database answers:', err),
  );
}
