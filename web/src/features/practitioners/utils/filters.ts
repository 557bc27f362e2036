import { PRACTITIONER_LANGUAGES, type PractitionerLanguage } from '@gd/contracts/practitioners';
import type { PractitionerFilters } from '../api/practitioners';

const positive = (value: string | null | undefined) => {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : null;
};

/** The list's filters as /doctors and /doctors/{specialty_id}/{slug} keep them in the URL. */
export function filtersFromUrl(specialtyParam: string | undefined, search: URLSearchParams): PractitionerFilters {
  const language = search.get('language');
  return {
    q: search.get('q') ?? '',
    cityId: positive(search.get('city_id')),
    specialtyId: positive(search.get('specialty_id')) ?? positive(specialtyParam),
    language: PRACTITIONER_LANGUAGES.includes(language as PractitionerLanguage)
      ? (language as PractitionerLanguage)
      : null,
    availableToday: search.get('available') === 'today',
  };
}
