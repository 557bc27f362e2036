import type { Kysely } from 'kysely';
import type {
  TAdminAppointment,
  TAdminAppointmentQuery,
  TAdminPractitioner,
  TAdminPractitionerQuery,
} from '@gd/contracts/schemas/admin-practitioners';
import { slugify } from '@gd/contracts/patterns';
import type { DB } from '../../db/schema';
import * as reference from '../reference/service';
import * as repo from './admin-repo';

/**
 * Decision 65: the admin's verification queue and appointment list, a page (or a count) at a time; the admin module
 * pages through them for CSV. The registration shown is the latest proof's when one was sent, else the profile's.
 */

type Db = Kysely<DB>;

/** Names of the codes in English, for the CSV (the screen shows them in the admin's language). */
const STATUS_NAMES: Record<number, string> = {
  1: 'Scheduled',
  2: 'Waiting',
  3: 'Engaged',
  4: 'Checkout',
  5: 'Cancelled',
  6: 'No-show',
};
const BOOKING_STATUS_NAMES: Record<number, string> = { 1: 'Confirm', 2: 'Tentative' };

const queueFilter = (q: TAdminPractitionerQuery): repo.QueueFilter => ({
  q: q.q || undefined,
  isApprove: q.is_approve,
  cityId: q.city_id,
});

async function cityNames(db: Db, ids: (number | null)[]): Promise<Map<number, string>> {
  const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
  const cities = wanted.length ? await reference.freshCitiesById(db, wanted) : new Map();
  return new Map([...cities].map(([id, c]) => [id, c.city_name as string]));
}

export async function queuePage(
  db: Db,
  query: TAdminPractitionerQuery,
  limit: number,
  offset: number,
): Promise<TAdminPractitioner[]> {
  const rows = await repo.queuePage(db, queueFilter(query), limit, offset);
  const ids = rows.map((r) => r.practitioner_id);
  const [registrations, documents, cities] = await Promise.all([
    repo.registrations(db, ids),
    repo.latestDocuments(db, ids),
    cityNames(
      db,
      rows.map((r) => r.city_id),
    ),
  ]);
  return rows.map((r) => {
    const registration = registrations.find((g) => g.practitioner_id === r.practitioner_id);
    const document = documents.find((d) => d.practitioner_id === r.practitioner_id);
    return {
      practitioner_id: r.practitioner_id,
      name: r.name,
      name_guj: r.name_guj,
      slug: r.slug || slugify(r.name),
      phone: r.phone,
      email: r.email,
      city: r.city_id === null ? null : (cities.get(r.city_id) ?? null),
      is_approve: r.is_approve,
      is_active: r.is_active,
      verification_reason: r.verification_reason,
      registration_council: document?.registration_council ?? registration?.registration_council ?? null,
      registration_number: document?.registration_number ?? registration?.registration_number ?? null,
      document_id: document?.document_id ?? null,
      document_type: document?.content_type ?? null,
      document_uploaded_at: document?.created_at ?? null,
      created_at: r.created_at,
      updated_at: r.updated_at,
    };
  });
}

export const queueCount = (db: Db, query: TAdminPractitionerQuery) => repo.queueCount(db, queueFilter(query));

const appointmentFilter = (q: TAdminAppointmentQuery): repo.AppointmentFilter => ({
  from: q.from,
  to: q.to,
  practitionerId: q.practitioner_id,
  cityId: q.city_id,
  status: q.status,
  bookingStatus: q.booking_status,
  q: q.q || undefined,
});

export async function appointmentPage(
  db: Db,
  query: TAdminAppointmentQuery,
  limit: number,
  offset: number,
): Promise<TAdminAppointment[]> {
  const rows = await repo.appointmentPage(db, appointmentFilter(query), limit, offset);
  const cities = await cityNames(
    db,
    rows.map((r) => r.city_id),
  );
  return rows.map(({ city_id, ...r }) => ({
    ...r,
    city: city_id === null ? null : (cities.get(city_id) ?? null),
    status_name: STATUS_NAMES[r.status] ?? String(r.status),
    booking_status_name: BOOKING_STATUS_NAMES[r.booking_status] ?? String(r.booking_status),
  }));
}

export const appointmentCount = (db: Db, query: TAdminAppointmentQuery) =>
  repo.appointmentCount(db, appointmentFilter(query));
