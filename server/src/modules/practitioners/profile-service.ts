import type { Kysely, Transaction } from 'kysely';
import type { z } from 'zod';
import { slugify } from '@gd/contracts/patterns';
import {
  MEDIA_KINDS,
  type MediaKind,
  type TLocation,
  type TMedia,
  type TMyProfile,
  type TProfileOptions,
  type TVerification,
  type ZLocationsRequest,
  type ZPersonalRequest,
  type ZProfessionalRequest,
} from '@gd/contracts/schemas/practitioner-profile';
import type { DB } from '../../db/schema';
import { publicDataChanged } from '../../platform/changes';
import { AppError } from '../../platform/errors';
import * as records from '../records/service';
import * as reference from '../reference/service';
import * as repo from './profile-repo';
import { indiaNow } from './time';

/**
 * Decision 65, the practitioner's own profile: each section (professional, personal, locations) is saved on its
 * own and answers the whole profile, so saving one never touches another. Personal details and the verification
 * document are the practitioner's own: the public profile (`publicExtras`) never reads them.
 */

type Db = Kysely<DB>;

const notFound = () => AppError.notFound('PRACTITIONER_NOT_FOUND', 'Practitioner not found.');
const isMediaKind = (kind: string): kind is MediaKind => (MEDIA_KINDS as readonly string[]).includes(kind);

async function locationViews(db: Db, ids: number[]) {
  const [rows, cities] = await Promise.all([repo.locations(db, ids), reference.citiesById(db)]);
  return rows.map((l) => {
    const city = l.city_id ? cities.get(l.city_id) : undefined;
    const view: TLocation = {
      location_id: l.location_id,
      name: l.name,
      address: l.address,
      city_id: l.city_id,
      city_name: city?.city_name ?? null,
      city_name_guj: city?.city_name_guj ?? null,
      map_url: l.map_url,
    };
    return { practitioner_id: l.practitioner_id, view };
  });
}

function mediaViews(rows: Awaited<ReturnType<typeof repo.media>>, kind: MediaKind): TMedia[] {
  return rows
    .filter((m) => m.kind === kind && isMediaKind(m.kind))
    .map((m) => ({ media_id: m.media_id, kind, photo_url: m.photo_url, thumb_url: m.thumb_url }));
}

export async function verificationOf(db: Db, id: number): Promise<TVerification> {
  const [row, reg, doc] = await Promise.all([
    repo.practitionerRow(db, id),
    repo.registration(db, id),
    repo.latestDocument(db, id),
  ]);
  if (!row) throw notFound();
  return {
    status: row.is_approve,
    reason: row.is_approve === 2 ? row.verification_reason : null,
    registration_council: reg?.registration_council ?? null,
    registration_number: reg?.registration_number ?? null,
    document: doc
      ? {
          document_id: doc.document_id,
          content_type: doc.content_type,
          size_bytes: doc.size_bytes,
          registration_council: doc.registration_council,
          registration_number: doc.registration_number,
          submitted_at: doc.created_at,
        }
      : null,
  };
}

export async function myProfile(db: Db, id: number): Promise<TMyProfile> {
  const [row, [degrees, specialties, services, therapies], personal, locations, media, verification] =
    await Promise.all([
      repo.practitionerRow(db, id),
      repo.offerIds(db, id),
      repo.personal(db, id),
      locationViews(db, [id]),
      repo.media(db, [id]),
      verificationOf(db, id),
    ]);
  if (!row) throw notFound();
  return {
    practitioner_id: row.practitioner_id,
    name: row.name,
    slug: row.slug || slugify(row.name),
    photo: row.photo,
    professional: {
      degree_ids: degrees.map((d) => d.degree_id),
      specialty_ids: specialties.map((s) => s.specialty_id),
      experience_years: row.experience_years,
      languages: (row.languages ?? '').split(',').filter(Boolean),
      fee_rupees: Math.round((row.consultation_fee ?? 0) / 100),
      service_type_ids: services.map((s) => s.service_type_id),
      therapy_ids: therapies.map((t) => t.therapy_id),
      about: row.about,
    },
    personal: {
      date_of_birth: personal?.date_of_birth ?? null,
      sex: personal?.sex ?? null,
      personal_phone: personal?.personal_phone ?? null,
      personal_email: personal?.personal_email ?? null,
      home_address: personal?.home_address ?? null,
      emergency_contact_name: personal?.emergency_contact_name ?? null,
      emergency_contact_phone: personal?.emergency_contact_phone ?? null,
    },
    locations: locations.map((l) => l.view),
    gallery: mediaViews(media, 'gallery'),
    banners: mediaViews(media, 'banner'),
    verification,
  };
}

export async function profileOptions(db: Db): Promise<TProfileOptions> {
  const m = await records.medicalMasters(db);
  const list = <T extends { name: string }>(map: Map<number, T>, guj: (v: T) => string | null) =>
    [...map.entries()]
      .map(([id, v]) => ({ id, name: v.name, name_guj: guj(v) }))
      .sort((a, b) => a.name.localeCompare(b.name));
  return {
    degrees: list(m.degrees, () => null),
    specialties: list(m.specialties, (v) => v.name_guj),
    services: list(m.services, (v) => v.name_guj),
    therapies: list(m.therapies, (v) => v.name_guj),
  };
}

/** 400 naming the list when an id is not a known master (the first unknown one's position). */
function checkIds(field: string, ids: number[], known: Map<number, unknown>) {
  const bad = ids.findIndex((i) => !known.has(i));
  if (bad >= 0) throw AppError.validation(`${field}.${bad}`, 'MASTER_UNKNOWN', 'Please choose from the list.');
}

export async function saveProfessional(
  db: Db,
  id: number,
  body: z.output<typeof ZProfessionalRequest>,
  now: Date,
): Promise<TMyProfile> {
  const m = await records.medicalMasters(db);
  checkIds('degree_ids', body.degree_ids, m.degrees);
  checkIds('specialty_ids', body.specialty_ids, m.specialties);
  checkIds('service_type_ids', body.service_type_ids, m.services);
  checkIds('therapy_ids', body.therapy_ids, m.therapies);
  const stamp = now.toISOString();
  await db.transaction().execute(async (trx) => {
    await repo.touch(trx, id, stamp);
    await repo.saveProfessional(trx, id, {
      degree_ids: body.degree_ids,
      specialty_ids: body.specialty_ids,
      service_type_ids: body.service_type_ids,
      therapy_ids: body.therapy_ids,
      experience_years: body.experience_years,
      languages: body.languages.length ? `,${body.languages.join(',')},` : '',
      fee_paise: body.fee_rupees * 100,
      about: body.about,
      now: stamp,
    });
  });
  publicDataChanged(db, { topic: 'practitioners', id }); // the profile page, the list's cards, the sitemap
  return myProfile(db, id);
}

export async function savePersonal(
  db: Db,
  id: number,
  body: z.output<typeof ZPersonalRequest>,
  now: Date,
): Promise<TMyProfile> {
  if (body.date_of_birth && body.date_of_birth >= indiaNow(now).date) {
    throw AppError.validation('date_of_birth', 'DATE_INVALID');
  }
  await db.transaction().execute((trx) =>
    repo.savePersonal(
      trx,
      id,
      {
        date_of_birth: body.date_of_birth,
        sex: body.sex ?? null,
        personal_phone: body.personal_phone,
        personal_email: body.personal_email,
        home_address: body.home_address,
        emergency_contact_name: body.emergency_contact_name,
        emergency_contact_phone: body.emergency_contact_phone,
      },
      now.toISOString(),
    ),
  );
  return myProfile(db, id);
}

export async function saveLocations(
  db: Db,
  id: number,
  body: z.output<typeof ZLocationsRequest>,
  now: Date,
): Promise<TMyProfile> {
  const cities = await reference.citiesById(db);
  body.locations.forEach((l, i) => {
    if (cities.get(l.city_id)?.is_active !== 1) throw AppError.validation(`locations.${i}.city_id`, 'CITY_UNKNOWN');
  });
  const stamp = now.toISOString();
  await db.transaction().execute(async (trx) => {
    await repo.touch(trx, id, stamp);
    const current = new Set((await repo.locations(trx, [id])).map((l) => l.location_id));
    body.locations.forEach((l, i) => {
      if (l.location_id !== undefined && !current.has(l.location_id)) {
        throw AppError.validation(`locations.${i}.location_id`, 'LOCATION_UNKNOWN');
      }
    });
    const kept = new Set(body.locations.flatMap((l) => (l.location_id === undefined ? [] : [l.location_id])));
    const removed = [...current].filter((l) => !kept.has(l));
    if ((await repo.upcomingVisitsAt(trx, id, removed, indiaNow(now).date)) > 0) {
      throw AppError.validation(
        'locations',
        'LOCATION_HAS_VISITS',
        'A location with booked visits ahead cannot be removed.',
      );
    }
    await repo.removeLocations(trx, id, removed, stamp);
    for (const [i, l] of body.locations.entries()) {
      const values = { name: l.name, address: l.address, city_id: l.city_id, map_url: l.map_url, sort_order: i };
      if (l.location_id === undefined) await repo.insertLocation(trx, { practitioner_id: id, ...values, now: stamp });
      else await repo.updateLocation(trx, id, l.location_id, { ...values, now: stamp });
    }
    // The first location's city is where the public list finds the practitioner.
    const first = cities.get(body.locations[0]!.city_id)!;
    await repo.setCity(trx, id, { city_id: first.city_id, city: first.city_name, now: stamp });
  });
  publicDataChanged(db, { topic: 'practitioners', id });
  return myProfile(db, id);
}

/**
 * The active location ids of a practitioner (the first is where timings without a location go), read after
 * locking the practitioner's row in the caller's transaction, as location saves do.
 */
export async function lockedLocationIds(trx: Transaction<DB>, id: number, now: string): Promise<number[]> {
  await repo.touch(trx, id, now);
  return (await repo.locations(trx, [id])).map((l) => l.location_id);
}

/** A practitioner's first location, made when a practitioner account is registered. */
export async function createFirstLocation(
  db: Db,
  input: { practitionerId: number; name: string; now: string },
): Promise<number> {
  return repo.insertLocation(db, {
    practitioner_id: input.practitionerId,
    name: input.name,
    address: null,
    city_id: null,
    map_url: null,
    sort_order: 0,
    now: input.now,
  });
}

/** What the public profile adds: locations, gallery, banners, services and therapies — nothing private. */
export async function publicExtras(db: Db, id: number) {
  const [locations, media, [services, therapies], masters] = await Promise.all([
    locationViews(db, [id]),
    repo.media(db, [id]),
    repo.offersOf(db, [id]),
    records.medicalMasters(db),
  ]);
  const named = (ids: number[], map: Map<number, { name: string; name_guj: string | null }>) =>
    ids.flatMap((i) => {
      const m = map.get(i);
      return m ? [{ id: i, name: m.name, name_guj: m.name_guj }] : [];
    });
  return {
    locations: locations.map((l) => l.view),
    gallery: mediaViews(media, 'gallery'),
    banners: mediaViews(media, 'banner'),
    services: named(
      services.map((s) => s.service_type_id),
      masters.services,
    ),
    therapies: named(
      therapies.map((t) => t.therapy_id),
      masters.therapies,
    ),
  };
}

/** A practitioner's registration (council and number) for a clinic's prescription (issue 20 point 6). */
export async function registrationOf(
  db: Kysely<DB>,
  practitionerId: number,
): Promise<{ council: string | null; number: string | null }> {
  const row = await repo.registration(db, practitionerId);
  return { council: row?.registration_council ?? null, number: row?.registration_number ?? null };
}
