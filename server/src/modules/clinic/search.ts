import { keyWords } from '../../platform/search-key';

/**
 * A patient's search key (decision 86): the search-key words (platform/search-key.ts) of both names, each once,
 * between spaces, so `like '% word%'` is a word-prefix match and either script finds either.
 */
export function patientSearchKey(name: string, nameGuj: string | null | undefined): string {
  const words = [...new Set([...keyWords(name), ...keyWords(nameGuj)])];
  return words.length ? ` ${words.join(' ')} ` : '';
}

/** Decision 91: the longest word prefix `clinic_patient_words` holds; longer query words are checked on the key. */
export const MAX_WORD_PREFIX = 8;

/** The list order of a patient (newest case number first when descending): case_year × 100000 + case_seq. */
export const patientOrd = (caseYear: number, caseSeq: number): number => caseYear * 100_000 + caseSeq;

/** The `clinic_patient_words` rows of a patient: each prefix (1–8 letters) of each search-key word, once. */
export function patientWordRows(p: {
  patient_id: number;
  clinic_id: number;
  case_year: number;
  case_seq: number;
  search_key: string;
}): { clinic_id: number; prefix: string; ord: number; patient_id: number }[] {
  const prefixes = new Set<string>();
  for (const word of p.search_key.split(' ')) {
    for (let n = 1; n <= Math.min(MAX_WORD_PREFIX, word.length); n++) prefixes.add(word.slice(0, n));
  }
  const ord = patientOrd(p.case_year, p.case_seq);
  return [...prefixes].map((prefix) => ({ clinic_id: p.clinic_id, prefix, ord, patient_id: p.patient_id }));
}
