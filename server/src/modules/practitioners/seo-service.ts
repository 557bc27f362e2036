import type { Kysely } from 'kysely';
import { slugify } from '@gd/contracts/patterns';
import type { TPractitionerProfile } from '@gd/contracts/schemas/practitioners';
import type { DB } from '../../db/schema';
import { AppError } from '../../platform/errors';
import * as records from '../records/service';
import { listSpecialties, practitionerProfile } from './public-service';
import * as repo from './sitemap-repo';

/**
 * What the seo module needs of practitioners (decision 65): a public profile or nothing, a specialty's names, and
 * the verified, active practitioners' addresses for the sitemap.
 */

type Db = Kysely<DB>;

/** The public profile, or null when the practitioner is unknown, unverified or inactive. */
export async function publicProfileOrNull(db: Db, now: Date, id: number): Promise<TPractitionerProfile | null> {
  try {
    return await practitionerProfile(db, now, id);
  } catch (error) {
    if (error instanceof AppError && error.status === 404) return null;
    throw error;
  }
}

/** The profile address's last part: the stored slug, else one made from the name. */
export const practitionerSlug = (p: { slug: string | null; name: string }) => p.slug || slugify(p.name);

/** A specialty of the masters with its names and how many public practitioners it has (0 when none). */
export async function specialty(
  db: Db,
  id: number,
): Promise<{ specialty_id: number; name: string; name_guj: string | null; slug: string; count: number } | null> {
  const [masters, counts] = await Promise.all([records.medicalMasters(db), listSpecialties(db)]);
  const master = masters.specialties.get(id);
  if (!master) return null;
  const count = counts.find((c) => c.specialty_id === id)?.count ?? 0;
  return { specialty_id: id, name: master.name, name_guj: master.name_guj, slug: slugify(master.name), count };
}

/** The specialties that have public practitioners, with their page's slug (for the sitemap). */
export async function specialtiesWithPractitioners(db: Db) {
  return (await listSpecialties(db)).map((s) => ({ ...s, slug: slugify(s.name) }));
}

export const countPublicPractitioners = (db: Db) => repo.countPublic(db);

export async function listSitemapPractitioners(db: Db, limit: number, offset: number) {
  const rows = await repo.sitemapRows(db, limit, offset);
  return rows.map((r) => ({
    practitioner_id: r.practitioner_id,
    slug: practitionerSlug(r),
    updated_at: r.updated_at,
  }));
}
