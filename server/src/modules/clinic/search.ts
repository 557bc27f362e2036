import { keyWords } from '../../platform/search-key';

/**
 * A patient's search key (decision 86): the search-key words (platform/search-key.ts) of both names, each once,
 * between spaces, so `like '% word%'` is a word-prefix match and either script finds either.
 */
export function patientSearchKey(name: string, nameGuj: string | null | undefined): string {
  const words = [...new Set([...keyWords(name), ...keyWords(nameGuj)])];
  return words.length ? ` ${words.join(' ')} ` : '';
}
