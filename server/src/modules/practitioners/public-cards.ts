import { slugify } from '@gd/contracts/patterns';
import type { TPractitionerCard, TPractitionerListCard } from '@gd/contracts/schemas/practitioners';
import type { MedicalMasters } from '../records/service';
import type { City } from '../reference/service';
import type { CardRow } from './public-repo';

/**
 * Decision 66: a practitioner's card as the list shows it, all but the next free slot — made from the card row,
 * the practitioner's specialties and degrees, and the names of the masters and cities. The in-memory index makes
 * each once when it is built; the database path makes them per request.
 */
export type StaticCard = Omit<TPractitionerCard, 'next_slot'>;

export function staticCard(
  r: CardRow,
  specialtyIds: readonly { specialty_id: number }[],
  degreeIds: readonly { degree_id: number }[],
  masters: MedicalMasters,
  cities: ReadonlyMap<number, City>,
): StaticCard {
  const city = r.city_id ? cities.get(r.city_id) : undefined;
  return {
    practitioner_id: r.practitioner_id,
    name: r.name,
    name_guj: r.name_guj,
    slug: r.slug || slugify(r.name),
    photo: r.photo,
    city_id: r.city_id,
    city_name: city?.city_name ?? null,
    city_name_guj: city?.city_name_guj ?? null,
    specialties: specialtyIds.flatMap((s) => {
      const m = masters.specialties.get(s.specialty_id);
      return m ? [{ specialty_id: s.specialty_id, name: m.name, name_guj: m.name_guj }] : [];
    }),
    degrees: degreeIds.flatMap((d) => {
      const m = masters.degrees.get(d.degree_id);
      return m ? [m.name] : [];
    }),
    experience_years: r.experience_years,
    fee_paise: r.consultation_fee ?? 0,
    languages: (r.languages ?? '').split(',').filter(Boolean),
    ratings: Number(r.ratings),
    review_count: r.review_count,
  };
}

/** What the /doctors list sends of a card: city and specialties by id only (the page names them from its lists). */
export type StaticListCard = Omit<TPractitionerListCard, 'next_slot'>;

export function listCard(card: StaticCard): StaticListCard {
  return {
    practitioner_id: card.practitioner_id,
    name: card.name,
    name_guj: card.name_guj,
    slug: card.slug,
    photo: card.photo,
    city_id: card.city_id,
    specialty_ids: card.specialties.map((s) => s.specialty_id),
    degrees: card.degrees,
    experience_years: card.experience_years,
    fee_paise: card.fee_paise,
    languages: card.languages,
    ratings: card.ratings,
    review_count: card.review_count,
  };
}

/** A list card's JSON up to its next slot, encoded once: `{…,"next_slot":` (the slot and the closing brace follow). */
export function cardHead(card: StaticCard): Buffer {
  return Buffer.from(`${JSON.stringify(listCard(card)).slice(0, -1)},"next_slot":`);
}
