import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/schema';

type Db = Kysely<DB> | Transaction<DB>;

/**
 * Decision 65, the practitioner's own profile: professional fields, the private personal row, practice locations,
 * media (gallery, banners) and verification documents.
 */

export function practitionerRow(db: Db, id: number) {
  return db
    .selectFrom('practitioners')
    .select([
      'practitioner_id',
      'name',
      'slug',
      'photo',
      'experience_years',
      'consultation_fee',
      'languages',
      'about',
      'is_approve',
      'verification_reason',
    ])
    .where('practitioner_id', '=', id)
    .executeTakeFirst();
}

/** Locks the practitioner's row for the rest of the transaction (PostgreSQL), so two saves of one profile queue. */
export async function touch(trx: Transaction<DB>, id: number, now: string): Promise<void> {
  await trx.updateTable('practitioners').set({ updated_at: now }).where('practitioner_id', '=', id).execute();
}

export function offerIds(db: Db, id: number) {
  return Promise.all([
    db.selectFrom('practitioner_degrees').select('degree_id').where('practitioner_id', '=', id).execute(),
    db.selectFrom('practitioner_specialties').select('specialty_id').where('practitioner_id', '=', id).execute(),
    db.selectFrom('practitioner_services').select('service_type_id').where('practitioner_id', '=', id).execute(),
    db.selectFrom('practitioner_therapies').select('therapy_id').where('practitioner_id', '=', id).execute(),
  ]);
}

/** The services and therapies of some practitioners (for the public profile). */
export function offersOf(db: Db, ids: number[]) {
  if (!ids.length) return Promise.resolve([[], []] as const);
  return Promise.all([
    db
      .selectFrom('practitioner_services')
      .select(['practitioner_id', 'service_type_id'])
      .where('practitioner_id', 'in', ids)
      .execute(),
    db
      .selectFrom('practitioner_therapies')
      .select(['practitioner_id', 'therapy_id'])
      .where('practitioner_id', 'in', ids)
      .execute(),
  ]);
}

export async function saveProfessional(
  trx: Transaction<DB>,
  id: number,
  v: {
    degree_ids: number[];
    specialty_ids: number[];
    service_type_ids: number[];
    therapy_ids: number[];
    experience_years: number;
    languages: string;
    fee_paise: number;
    about: string | null;
    now: string;
  },
): Promise<void> {
  await trx
    .updateTable('practitioners')
    .set({
      experience_years: v.experience_years,
      languages: v.languages,
      consultation_fee: v.fee_paise,
      about: v.about,
      // The first of each list stays in the single columns admins edit through the record API.
      degree_id: v.degree_ids[0] ?? null,
      specialty_id: v.specialty_ids[0] ?? null,
      updated_at: v.now,
    })
    .where('practitioner_id', '=', id)
    .execute();
  await trx.deleteFrom('practitioner_degrees').where('practitioner_id', '=', id).execute();
  await trx.deleteFrom('practitioner_specialties').where('practitioner_id', '=', id).execute();
  await trx.deleteFrom('practitioner_services').where('practitioner_id', '=', id).execute();
  await trx.deleteFrom('practitioner_therapies').where('practitioner_id', '=', id).execute();
  if (v.degree_ids.length)
    await trx
      .insertInto('practitioner_degrees')
      .values(v.degree_ids.map((degree_id) => ({ practitioner_id: id, degree_id })))
      .execute();
  if (v.specialty_ids.length)
    await trx
      .insertInto('practitioner_specialties')
      .values(v.specialty_ids.map((specialty_id) => ({ practitioner_id: id, specialty_id })))
      .execute();
  if (v.service_type_ids.length)
    await trx
      .insertInto('practitioner_services')
      .values(v.service_type_ids.map((service_type_id) => ({ practitioner_id: id, service_type_id })))
      .execute();
  if (v.therapy_ids.length)
    await trx
      .insertInto('practitioner_therapies')
      .values(v.therapy_ids.map((therapy_id) => ({ practitioner_id: id, therapy_id })))
      .execute();
}

export function personal(db: Db, id: number) {
  return db
    .selectFrom('practitioner_personal_info')
    .select([
      'date_of_birth',
      'sex',
      'personal_phone',
      'personal_email',
      'home_address',
      'emergency_contact_name',
      'emergency_contact_phone',
    ])
    .where('practitioner_id', '=', id)
    .orderBy('personal_info_id')
    .executeTakeFirst();
}

export interface PersonalValues {
  date_of_birth: string | null;
  sex: number | null;
  personal_phone: string | null;
  personal_email: string | null;
  home_address: string | null;
  emergency_contact_name: string | null;
  emergency_contact_phone: string | null;
}

/** Writes the personal row (one per practitioner: the first is updated, or one is made). */
export async function savePersonal(trx: Transaction<DB>, id: number, v: PersonalValues, now: string): Promise<void> {
  const row = await trx
    .selectFrom('practitioner_personal_info')
    .select('personal_info_id')
    .where('practitioner_id', '=', id)
    .orderBy('personal_info_id')
    .executeTakeFirst();
  if (row) {
    await trx
      .updateTable('practitioner_personal_info')
      .set({ ...v, updated_at: now })
      .where('personal_info_id', '=', row.personal_info_id)
      .execute();
  } else {
    await trx
      .insertInto('practitioner_personal_info')
      .values({ practitioner_id: id, ...v, created_at: now, updated_at: now })
      .execute();
  }
}

const locationColumns = ['location_id', 'practitioner_id', 'name', 'address', 'city_id', 'map_url'] as const;

/** The active locations of some practitioners, in their order. */
export function locations(db: Db, ids: number[]) {
  if (!ids.length) return Promise.resolve([]);
  return db
    .selectFrom('practitioner_locations')
    .select(locationColumns)
    .where('practitioner_id', 'in', ids)
    .where('is_active', '=', 1)
    .orderBy('practitioner_id')
    .orderBy('sort_order')
    .orderBy('location_id')
    .execute();
}

export async function insertLocation(
  db: Db,
  v: {
    practitioner_id: number;
    name: string;
    address: string | null;
    city_id: number | null;
    map_url: string | null;
    sort_order: number;
    now: string;
  },
): Promise<number> {
  const { now, ...values } = v;
  const row = await db
    .insertInto('practitioner_locations')
    .values({ ...values, is_active: 1, created_at: now, updated_at: now })
    .returning('location_id')
    .executeTakeFirstOrThrow();
  return row.location_id;
}

export async function updateLocation(
  trx: Transaction<DB>,
  practitionerId: number,
  locationId: number,
  v: {
    name: string;
    address: string | null;
    city_id: number | null;
    map_url: string | null;
    sort_order: number;
    now: string;
  },
): Promise<void> {
  const { now, ...values } = v;
  await trx
    .updateTable('practitioner_locations')
    .set({ ...values, updated_at: now })
    .where('location_id', '=', locationId)
    .where('practitioner_id', '=', practitionerId)
    .execute();
}

/** Removes locations (kept as inactive rows for the visits that name them) and their timings. */
export async function removeLocations(trx: Transaction<DB>, practitionerId: number, ids: number[], now: string) {
  if (!ids.length) return;
  await trx
    .deleteFrom('practitioner_timings')
    .where('practitioner_id', '=', practitionerId)
    .where('location_id', 'in', ids)
    .execute();
  await trx
    .updateTable('practitioner_locations')
    .set({ is_active: 0, updated_at: now })
    .where('practitioner_id', '=', practitionerId)
    .where('location_id', 'in', ids)
    .execute();
}

/** How many live visits from a date on are booked at each of these locations. */
export async function upcomingVisitsAt(db: Db, practitionerId: number, ids: number[], fromDate: string) {
  if (!ids.length) return 0;
  const row = await db
    .selectFrom('user_book_appointments')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('practitioner_id', '=', practitionerId)
    .where('location_id', 'in', ids)
    .where('live', '=', 1)
    .where('appointment_date', '>=', fromDate)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function setCity(db: Db, id: number, v: { city_id: number; city: string; now: string }): Promise<void> {
  await db
    .updateTable('practitioners')
    .set({ city_id: v.city_id, city: v.city, updated_at: v.now })
    .where('practitioner_id', '=', id)
    .execute();
}

export async function setPhoto(db: Db, id: number, url: string, now: string): Promise<void> {
  await db
    .updateTable('practitioners')
    .set({ photo: url, updated_at: now })
    .where('practitioner_id', '=', id)
    .execute();
}

export function media(db: Db, ids: number[]) {
  if (!ids.length) return Promise.resolve([]);
  return db
    .selectFrom('practitioner_media')
    .select(['media_id', 'practitioner_id', 'kind', 'photo_url', 'thumb_url'])
    .where('practitioner_id', 'in', ids)
    .orderBy('sort_order')
    .orderBy('media_id')
    .execute();
}

export async function countMedia(db: Db, id: number, kind: string): Promise<number> {
  const row = await db
    .selectFrom('practitioner_media')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('practitioner_id', '=', id)
    .where('kind', '=', kind)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function insertMedia(
  db: Db,
  v: { practitioner_id: number; kind: string; photo_url: string; thumb_url: string; sort_order: number; now: string },
) {
  const { now, ...values } = v;
  return db
    .insertInto('practitioner_media')
    .values({ ...values, created_at: now })
    .returning(['media_id', 'kind', 'photo_url', 'thumb_url'])
    .executeTakeFirstOrThrow();
}

export function findMedia(db: Db, practitionerId: number, mediaId: number) {
  return db
    .selectFrom('practitioner_media')
    .select(['media_id', 'photo_url', 'thumb_url'])
    .where('media_id', '=', mediaId)
    .where('practitioner_id', '=', practitionerId)
    .executeTakeFirst();
}

export async function deleteMedia(db: Db, mediaId: number): Promise<void> {
  await db.deleteFrom('practitioner_media').where('media_id', '=', mediaId).execute();
}

/** The first professional row's registration (what the public profile shows). */
export function registration(db: Db, id: number) {
  return db
    .selectFrom('practitioner_professional_info')
    .select(['professional_info_id', 'registration_council', 'registration_number'])
    .where('practitioner_id', '=', id)
    .orderBy('professional_info_id')
    .executeTakeFirst();
}

/** Writes the registration on the first professional row (one is made when there is none). */
export async function saveRegistration(
  trx: Transaction<DB>,
  id: number,
  v: { council: string; number: string; clinicName: string; now: string },
): Promise<void> {
  const row = await registration(trx, id);
  if (row) {
    await trx
      .updateTable('practitioner_professional_info')
      .set({ registration_council: v.council, registration_number: v.number, updated_at: v.now })
      .where('professional_info_id', '=', row.professional_info_id)
      .execute();
  } else {
    await trx
      .insertInto('practitioner_professional_info')
      .values({
        practitioner_id: id,
        clinic_name: v.clinicName,
        registration_council: v.council,
        registration_number: v.number,
        created_at: v.now,
        updated_at: v.now,
      })
      .execute();
  }
}

/** Sets the verification status back to pending (0) with no reason. */
export async function setPending(trx: Transaction<DB>, id: number, now: string): Promise<void> {
  await trx
    .updateTable('practitioners')
    .set({ is_approve: 0, verification_reason: null, updated_at: now })
    .where('practitioner_id', '=', id)
    .execute();
}

export async function insertDocument(
  trx: Transaction<DB>,
  v: {
    practitioner_id: number;
    storage_key: string;
    content_type: string;
    size_bytes: number;
    registration_council: string;
    registration_number: string;
    now: string;
  },
): Promise<number> {
  const { now, ...values } = v;
  const row = await trx
    .insertInto('practitioner_documents')
    .values({ ...values, created_at: now })
    .returning('document_id')
    .executeTakeFirstOrThrow();
  return row.document_id;
}

const documentColumns = [
  'document_id',
  'practitioner_id',
  'storage_key',
  'content_type',
  'size_bytes',
  'registration_council',
  'registration_number',
  'created_at',
] as const;

export function latestDocument(db: Db, practitionerId: number) {
  return db
    .selectFrom('practitioner_documents')
    .select(documentColumns)
    .where('practitioner_id', '=', practitionerId)
    .orderBy('document_id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

export function findDocument(db: Db, documentId: number) {
  return db
    .selectFrom('practitioner_documents')
    .select(documentColumns)
    .where('document_id', '=', documentId)
    .executeTakeFirst();
}
