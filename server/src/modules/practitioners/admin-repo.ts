import { type Kysely, sql } from 'kysely';
import type { DB } from '../../db/schema';

/** Decision 65: the admin's lists — the verification queue and every appointment — one page or a count at a time. */

type Db = Kysely<DB>;

const likeEscape = (text: string) => text.replace(/[!%_]/g, (c) => `!${c}`);

export interface QueueFilter {
  q?: string | undefined;
  isApprove?: number | undefined;
  cityId?: number | undefined;
}

function queue(db: Db, f: QueueFilter) {
  let query = db.selectFrom('practitioners as p');
  if (f.isApprove !== undefined) query = query.where('p.is_approve', '=', f.isApprove);
  if (f.cityId) query = query.where('p.city_id', '=', f.cityId);
  if (f.q) {
    const pattern = `%${likeEscape(f.q.toLowerCase())}%`;
    query = query.where((eb) =>
      eb.or([
        eb(sql`lower(p.name)`, 'like', sql`${pattern} escape '!'`),
        eb(sql`lower(coalesce(p.name_guj, ''))`, 'like', sql`${pattern} escape '!'`),
        eb(sql`coalesce(p.phone, '')`, 'like', sql`${pattern} escape '!'`),
      ]),
    );
  }
  return query;
}

/** Pending first (oldest waiting first), then rejected, then verified, each by id. */
export function queuePage(db: Db, f: QueueFilter, limit: number, offset: number) {
  return queue(db, f)
    .select([
      'p.practitioner_id',
      'p.name',
      'p.name_guj',
      'p.slug',
      'p.phone',
      'p.email',
      'p.city_id',
      'p.is_approve',
      'p.is_active',
      'p.verification_reason',
      'p.created_at',
      'p.updated_at',
    ])
    .orderBy(sql`case p.is_approve when 0 then 0 when 2 then 1 else 2 end`)
    .orderBy('p.practitioner_id')
    .limit(limit)
    .offset(offset)
    .execute();
}

export async function queueCount(db: Db, f: QueueFilter): Promise<number> {
  const row = await queue(db, f)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The registration on each practitioner's first practice row (what the profile shows). */
export function registrations(db: Db, ids: number[]) {
  if (!ids.length) return Promise.resolve([]);
  return db
    .selectFrom('practitioner_professional_info')
    .select(['practitioner_id', 'registration_council', 'registration_number', 'professional_info_id'])
    .where('practitioner_id', 'in', ids)
    .orderBy('professional_info_id')
    .execute();
}

/** The latest verification proof of each practitioner (private; the admin downloads it by its id). */
export function latestDocuments(db: Db, ids: number[]) {
  if (!ids.length) return Promise.resolve([]);
  return db
    .selectFrom('practitioner_documents as d')
    .select([
      'd.document_id',
      'd.practitioner_id',
      'd.content_type',
      'd.registration_council',
      'd.registration_number',
      'd.created_at',
    ])
    .where('d.practitioner_id', 'in', ids)
    .where((eb) =>
      eb(
        'd.document_id',
        '=',
        eb
          .selectFrom('practitioner_documents as l')
          .select((x) => x.fn.max('l.document_id').as('m'))
          .whereRef('l.practitioner_id', '=', 'd.practitioner_id'),
      ),
    )
    .execute();
}

export interface AppointmentFilter {
  from?: string | undefined;
  to?: string | undefined;
  practitionerId?: number | undefined;
  cityId?: number | undefined;
  status?: number | undefined;
  bookingStatus?: number | undefined;
  q?: string | undefined;
}

function appointments(db: Db, f: AppointmentFilter) {
  let query = db
    .selectFrom('user_book_appointments as a')
    .innerJoin('practitioners as p', 'p.practitioner_id', 'a.practitioner_id');
  if (f.from) query = query.where('a.appointment_date', '>=', f.from);
  if (f.to) query = query.where('a.appointment_date', '<=', f.to);
  if (f.practitionerId) query = query.where('a.practitioner_id', '=', f.practitionerId);
  if (f.cityId) query = query.where('p.city_id', '=', f.cityId);
  if (f.status) query = query.where('a.status', '=', f.status);
  if (f.bookingStatus) query = query.where('a.booking_status', '=', f.bookingStatus);
  if (f.q) {
    const pattern = `%${likeEscape(f.q.toLowerCase())}%`;
    query = query.where((eb) =>
      eb.or([
        eb(sql`lower(a.patient_name)`, 'like', sql`${pattern} escape '!'`),
        eb('a.patient_phone', 'like', sql<string>`${pattern} escape '!'`),
        eb(sql`lower(p.name)`, 'like', sql`${pattern} escape '!'`),
      ]),
    );
  }
  return query;
}

/** The latest visits first (date, then time, then the newest booking). */
export function appointmentPage(db: Db, f: AppointmentFilter, limit: number, offset: number) {
  return appointments(db, f)
    .select([
      'a.appointment_id',
      'a.appointment_date as date',
      'a.time_slot as time',
      'a.practitioner_id',
      'p.name as practitioner_name',
      'p.city_id',
      'a.patient_name',
      'a.patient_phone',
      'a.status',
      'a.booking_status',
      'a.pay_mode',
      'a.fee_paise',
      'a.created_at',
      'a.cancelled_at',
    ])
    .orderBy('a.appointment_date', 'desc')
    .orderBy('a.time_slot', 'desc')
    .orderBy('a.appointment_id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
}

export async function appointmentCount(db: Db, f: AppointmentFilter): Promise<number> {
  const row = await appointments(db, f)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
