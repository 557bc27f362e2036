import { type Kysely, sql } from 'kysely';
import type { DB } from '../../db/schema';

/** Decision 65: the queries behind the public practitioner list and profile (verified, active rows only). */

export interface PublicFilter {
  q?: string | undefined;
  cityId?: number | undefined;
  specialtyId?: number | undefined;
  language?: string | undefined;
  feeMinPaise?: number | undefined;
  feeMaxPaise?: number | undefined;
  /** Only practitioners with a timing window on this weekday ending after `afterMinute`, not on leave `date`. */
  consultsOn?: { weekday: number; afterMinute: number; date: string } | undefined;
}

const likeEscape = (text: string) => text.replace(/[!%_]/g, (c) => `!${c}`);

function filtered(db: Kysely<DB>, f: PublicFilter) {
  let query = db.selectFrom('practitioners as p').where('p.is_approve', '=', 1).where('p.is_active', '=', 1);
  if (f.cityId) query = query.where('p.city_id', '=', f.cityId);
  if (f.specialtyId) {
    const specialtyId = f.specialtyId;
    query = query.where((eb) =>
      eb.exists(
        eb
          .selectFrom('practitioner_specialties as s')
          .select('s.practitioner_id')
          .whereRef('s.practitioner_id', '=', 'p.practitioner_id')
          .where('s.specialty_id', '=', specialtyId),
      ),
    );
  }
  if (f.language) query = query.where('p.languages', 'like', `%,${f.language},%`);
  if (f.feeMinPaise !== undefined) query = query.where('p.consultation_fee', '>=', f.feeMinPaise);
  if (f.feeMaxPaise !== undefined) query = query.where('p.consultation_fee', '<=', f.feeMaxPaise);
  if (f.q) {
    const pattern = `%${likeEscape(f.q.toLowerCase())}%`;
    query = query.where((eb) =>
      eb.or([
        eb(sql`lower(p.name)`, 'like', sql`${pattern} escape '!'`),
        eb(sql`lower(coalesce(p.name_guj, ''))`, 'like', sql`${pattern} escape '!'`),
      ]),
    );
  }
  if (f.consultsOn) {
    const { weekday, afterMinute, date } = f.consultsOn;
    query = query
      .where((eb) =>
        eb.exists(
          eb
            .selectFrom('practitioner_timings as t')
            .select('t.practitioner_id')
            .whereRef('t.practitioner_id', '=', 'p.practitioner_id')
            .where('t.day', '=', weekday)
            .where('t.closes', '>', afterMinute),
        ),
      )
      .where((eb) =>
        eb.not(
          eb.exists(
            eb
              .selectFrom('practitioner_leaves as l')
              .select('l.practitioner_id')
              .whereRef('l.practitioner_id', '=', 'p.practitioner_id')
              .where('l.leave_date', '=', date),
          ),
        ),
      );
  }
  return query;
}

const cardColumns = [
  'p.practitioner_id',
  'p.name',
  'p.name_guj',
  'p.slug',
  'p.photo',
  'p.city_id',
  'p.experience_years',
  'p.consultation_fee',
  'p.languages',
  'p.ratings',
  'p.review_count',
] as const;

/** The ids of every match, best first (for filters that are finished in memory, such as "available today"). */
export async function matchingIds(db: Kysely<DB>, f: PublicFilter): Promise<number[]> {
  const rows = await filtered(db, f)
    .select('p.practitioner_id')
    .orderBy('p.ratings', 'desc')
    .orderBy('p.review_count', 'desc')
    .orderBy('p.practitioner_id')
    .execute();
  return rows.map((r) => r.practitioner_id);
}

export async function page(db: Kysely<DB>, f: PublicFilter, limit: number, offset: number) {
  const [rows, total] = await Promise.all([
    filtered(db, f)
      .select(cardColumns)
      .orderBy('p.ratings', 'desc')
      .orderBy('p.review_count', 'desc')
      .orderBy('p.practitioner_id')
      .limit(limit)
      .offset(offset)
      .execute(),
    filtered(db, f)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, count: Number(total.n) };
}

export type CardRow = Awaited<ReturnType<typeof page>>['rows'][number];

export function cardsByIds(db: Kysely<DB>, ids: number[]) {
  if (!ids.length) return Promise.resolve([] as CardRow[]);
  return filtered(db, {}).select(cardColumns).where('p.practitioner_id', 'in', ids).execute();
}

export function profileExtras(db: Kysely<DB>, id: number) {
  return Promise.all([
    db.selectFrom('practitioners').select('about').where('practitioner_id', '=', id).executeTakeFirst(),
    db
      .selectFrom('practitioner_professional_info')
      .select(['clinic_name', 'clinic_address', 'registration_council', 'registration_number'])
      .where('practitioner_id', '=', id)
      .orderBy('professional_info_id')
      .execute(),
    db
      .selectFrom('practitioner_answers')
      .select(['answer_id', 'question', 'answer'])
      .where('practitioner_id', '=', id)
      .where('is_approve', '=', 1)
      .where('answer', '<>', '') // approved and answered only (questions wait with an empty answer)
      .orderBy('answer_id', 'desc')
      .limit(20)
      .execute(),
  ]);
}

/** Specialties and degrees of the given practitioners. */
export function specialtiesAndDegrees(db: Kysely<DB>, ids: number[]) {
  if (!ids.length) return Promise.resolve([[], []] as const);
  return Promise.all([
    db
      .selectFrom('practitioner_specialties')
      .select(['practitioner_id', 'specialty_id'])
      .where('practitioner_id', 'in', ids)
      .execute(),
    db
      .selectFrom('practitioner_degrees')
      .select(['practitioner_id', 'degree_id'])
      .where('practitioner_id', 'in', ids)
      .execute(),
  ]);
}

/**
 * Timings, leave days and live bookings of the given practitioners between two India dates (inclusive); an
 * unpaid online booking past its hold (`now`, ISO) no longer holds its slot.
 */
export function calendars(db: Kysely<DB>, ids: number[], from: string, to: string, now: string, weekday?: number) {
  if (!ids.length) return Promise.resolve([[], [], []] as const);
  let timings = db
    .selectFrom('practitioner_timings')
    .select(['practitioner_id', 'day', 'opens', 'closes', 'location_id'])
    .where('practitioner_id', 'in', ids);
  // One day asked (the list's "available today"): that weekday's windows only.
  if (weekday !== undefined) timings = timings.where('day', '=', weekday);
  return Promise.all([
    timings.orderBy('opens').execute(),
    db
      .selectFrom('practitioner_leaves')
      .select(['practitioner_id', 'leave_date'])
      .where('practitioner_id', 'in', ids)
      .where('leave_date', '>=', from)
      .where('leave_date', '<=', to)
      .execute(),
    db
      .selectFrom('user_book_appointments')
      .select(['practitioner_id', 'appointment_date', 'time_slot'])
      .where('practitioner_id', 'in', ids)
      .where('live', '=', 1)
      .where((eb) => eb.or([eb('hold_expires_at', 'is', null), eb('hold_expires_at', '>', now)]))
      .where('appointment_date', '>=', from)
      .where('appointment_date', '<=', to)
      .execute(),
  ]);
}

/** How many verified, active practitioners each specialty has. */
export function specialtyCounts(db: Kysely<DB>) {
  return db
    .selectFrom('practitioner_specialties as s')
    .innerJoin('practitioners as p', 'p.practitioner_id', 's.practitioner_id')
    .where('p.is_approve', '=', 1)
    .where('p.is_active', '=', 1)
    .select(['s.specialty_id', (eb) => eb.fn.countAll<number>().as('n')])
    .groupBy('s.specialty_id')
    .execute();
}

// --- Decision 66: what the in-memory index of public practitioners is built from (public-engine.ts) ----------

/** Every verified, active practitioner's card columns, best first (the list's order). */
export function allCards(db: Kysely<DB>) {
  return filtered(db, {})
    .select(cardColumns)
    .orderBy('p.ratings', 'desc')
    .orderBy('p.review_count', 'desc')
    .orderBy('p.practitioner_id')
    .execute();
}

/** Specialties, degrees and weekly timings of every verified, active practitioner. */
export function allSpecialtiesDegreesTimings(db: Kysely<DB>) {
  return Promise.all([
    db
      .selectFrom('practitioner_specialties as s')
      .innerJoin('practitioners as p', 'p.practitioner_id', 's.practitioner_id')
      .where('p.is_approve', '=', 1)
      .where('p.is_active', '=', 1)
      .select(['s.practitioner_id', 's.specialty_id'])
      .execute(),
    db
      .selectFrom('practitioner_degrees as d')
      .innerJoin('practitioners as p', 'p.practitioner_id', 'd.practitioner_id')
      .where('p.is_approve', '=', 1)
      .where('p.is_active', '=', 1)
      .select(['d.practitioner_id', 'd.degree_id'])
      .execute(),
    db
      .selectFrom('practitioner_timings as t')
      .innerJoin('practitioners as p', 'p.practitioner_id', 't.practitioner_id')
      .where('p.is_approve', '=', 1)
      .where('p.is_active', '=', 1)
      .select(['t.practitioner_id', 't.day', 't.opens', 't.closes', 't.location_id'])
      .orderBy('t.opens')
      .execute(),
  ]);
}

/** Leave days from an India date on (every practitioner). */
export function leavesFrom(db: Kysely<DB>, from: string) {
  return db
    .selectFrom('practitioner_leaves')
    .select(['practitioner_id', 'leave_date'])
    .where('leave_date', '>=', from)
    .execute();
}

/**
 * Live bookings from an India date on, with their hold's end (an unpaid online booking stops holding its slot
 * then); of the given practitioners only, or of everyone.
 */
export function liveBookingsFrom(db: Kysely<DB>, from: string, ids?: number[]) {
  let query = db
    .selectFrom('user_book_appointments')
    .select(['practitioner_id', 'appointment_date', 'time_slot', 'hold_expires_at'])
    .where('live', '=', 1)
    .where('appointment_date', '>=', from);
  if (ids) query = query.where('practitioner_id', 'in', ids);
  return query.execute();
}

/** The latest change to any appointment (the watermark the index polls from), or null when there is none. */
export async function latestAppointmentChange(db: Kysely<DB>): Promise<string | null> {
  const row = await db
    .selectFrom('user_book_appointments')
    .select((eb) => eb.fn.max('updated_at').as('latest'))
    .executeTakeFirst();
  return row?.latest ?? null;
}

/** The appointment changes after a moment: whose, and when (a range on the updated_at index, covering). */
export function appointmentChangesAfter(db: Kysely<DB>, after: string) {
  return db
    .selectFrom('user_book_appointments')
    .select(['practitioner_id', 'updated_at'])
    .where('updated_at', '>', after)
    .execute();
}
